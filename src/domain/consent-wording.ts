/**
 * The consent wording shown beside the lead forms' checkboxes and stored with each lead
 * as evidence (docs/decisions.md#consent-is-recorded). Calls and texts to a lead need
 * provable consent, so the marketing line names every channel and says it is optional.
 */
export const PRIVACY_CONSENT_TEXT =
  'I have read and agree to the privacy policy, and I agree to be contacted by phone, text or email about this request.';
export const MARKETING_CONSENT_TEXT =
  'Send me occasional offers and glass care tips by email, phone call or text message. Consent is not a condition of purchase; I can opt out at any time (reply STOP to a text, or use the unsubscribe link in an email).';
