/**
 * The privacy consent's wording, shown beside every lead form's checkbox and stored with each
 * lead as evidence (docs/decisions.md#consent-is-recorded). Its own module, so a page that only
 * shows it (the home page's quote gate) loads neither the lead fields nor the marketing line.
 */
export const PRIVACY_CONSENT_TEXT =
  'I have read and agree to the privacy policy, and I agree to be contacted by phone, text or email about this request.';

/**
 * The text-message consent's wording, beside its own unticked checkbox on the lead forms and
 * stored with the lead as `consentTextsWording` (docs/decisions/text-messages.md): without it
 * no automated text goes to the customer.
 */
export const TEXT_MESSAGE_CONSENT_TEXT =
  'Text me about this request (appointment confirmations and updates). Message and data rates may apply. Reply STOP to opt out.';
