/**
 * The notice at collection each form that takes personal data shows next to its submit
 * button: what is collected, why, who receives it and how long it is kept, in the words of the
 * privacy policy (src/content/legal/privacy-policy.md), which the notice links to.
 * California's CCPA regulations (11 CCR 7012) ask for this notice at or before the point of
 * collection; docs/decisions/launch-truth.md#notice-at-collection. No React: the UI component
 * (src/ui/collection-notice.tsx) and the tests that hold it to the policy import it.
 */

/** The forms that take personal data. */
export type CollectionForm = 'lead' | 'quote' | 'newsletter';

/** Who receives a request and how long it is kept, as the policy says for both request forms. */
const REQUEST_RECIPIENTS_AND_RETENTION =
  'Our team and the companies that host, store and deliver your request receive it; a request that does not become a job is kept up to 24 months.';

export const COLLECTION_NOTICE: Record<CollectionForm, string> = {
  lead: `We collect your name, email, phone, ZIP code and what you tell us about the car and the damage, with the page you sent it from and your IP address, to prepare your quote and contact you about it, to learn which ads and pages bring in requests and to block spam. ${REQUEST_RECIPIENTS_AND_RETENTION}`,
  quote: `We collect your name, email, phone, ZIP code, your car, the glass, who pays and the insurer, the time you ask for and any photos, with the page you sent it from and your IP address, to prepare your quote, contact you about it and email you a receipt, to learn which ads and pages bring in requests and to block spam. Once you have given your contact details, what you entered is sent to us even if you leave before the end, so we can call you back. ${REQUEST_RECIPIENTS_AND_RETENTION}`,
  newsletter:
    'We collect your email address, the page you signed up on and your IP address and browser type, to send you glass care tips and offers by email until you unsubscribe. Our email provider receives your address to deliver them.',
};
