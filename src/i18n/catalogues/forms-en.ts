/**
 * The English catalogue's part for the lead form: labels, buttons, consent wording, the notice
 * at collection and the validation messages by id. A part of its own, compiled into modules
 * of its own (`src/i18n/compiled/forms-*.ts`), because only pages that show a form need it: a
 * Spanish page without a form must not carry the form's Spanish
 * (docs/decisions/spanish.md#the-lead-form-in-spanish). The Spanish part, `forms-es.ts`, has
 * every id of this one.
 *
 * The English texts of `form.error.*`, the consents and the notice are the domain's and the
 * content's own words (LEAD_MESSAGES, src/domain/consent-wording.ts, COLLECTION_NOTICE): the
 * catalogue may not import those layers, so `src/features/lead-capture/form-messages.test.ts`
 * holds them equal.
 */
export const formsEn = {
  'form.name': 'Request a free quote',
  'form.firstName': 'First name',
  'form.lastName': 'Last name',
  'form.email': 'Email',
  'form.phone': 'Phone',
  'form.zipCode': 'ZIP code',
  'form.vin': 'VIN (optional)',
  'form.service': 'Service needed',
  // Each service's name in the select, by its slug (the titles of src/content/services.ts).
  'form.serviceOption.windshield-replacement': 'Windshield Replacement',
  'form.serviceOption.windshield-repairs': 'Windshield Repairs',
  'form.serviceOption.door-glass-replacement': 'Door Glass Replacement',
  'form.serviceOption.back-glass-replacement': 'Back Glass Replacement',
  'form.serviceOption.adas-windshield-calibration': 'ADAS Windshield Calibration',
  'form.serviceOption.mobile-service': 'Mobile Service',
  'form.serviceOption.fleet-services': 'Fleet Services',
  'form.message': 'Tell us about the damage (optional)',
  'form.urgent': 'I need service urgently (within 24 hours)',
  'form.submit': 'Get My Free Quote',
  'form.submitting': 'Submitting...',
  // The phone link goes between the two halves.
  'form.talkBeforePhone': 'Prefer to talk? Call',
  'form.talkAfterPhone': '.',
  'form.errorCount': '{message}: {count} to fix.',
  // The start of the page's title when the lead service refuses a plain post (no JavaScript).
  'form.refusedTitle': '{count, plural, one {Fix # field} other {Fix # fields}} – ',
  'form.savedOfflineBeforePhone':
    'Your request is saved on this device and will be sent automatically when the connection is back. To talk to us now, call',

  // The consents, stored with the lead as the visitor saw them (docs/decisions.md#consent-is-recorded).
  'form.consent.privacy':
    'I have read and agree to the privacy policy, and I agree to be contacted by phone, text or email about this request.',
  // The words of `form.consent.privacy` that link to the policy.
  'form.consent.privacyLink': 'privacy policy',
  'form.consent.texts':
    'Text me about this request (appointment confirmations and updates). Message and data rates may apply. Reply STOP to opt out.',
  'form.consent.marketing':
    'Send me occasional offers and glass care tips by email, phone call or text message. Consent is not a condition of purchase; I can opt out at any time (reply STOP to a text, or use the unsubscribe link in an email).',

  // The notice at collection beside the submit button (docs/decisions/launch-truth.md#notice-at-collection).
  'form.notice':
    'We collect your name, email, phone, ZIP code and what you tell us about the car and the damage, with the page you sent it from and your IP address, to prepare your quote and contact you about it, to learn which ads and pages bring in requests and to block spam. Our team and the companies that host, store and deliver your request receive it; a request that does not become a job is kept up to 24 months.',
  'form.noticeDetails': 'Details:',

  // The labels of the summary the thank-you page shows of a lead just sent (the phone, email
  // and ZIP code lines use the field labels above).
  'form.receipt.name': 'Name',
  'form.receipt.service': 'Service',
  'form.receipt.company': 'Company',
  'form.receipt.vin': 'VIN',

  // The validation messages, by the field they are about (LEAD_MESSAGES' keys).
  'form.error.firstName': 'Please enter your first name',
  'form.error.lastName': 'Please enter your last name',
  'form.error.email': 'Please enter a valid email address',
  'form.error.phone': 'Please enter a valid phone number',
  'form.error.zipCode': 'Zip code must be 5 digits',
  'form.error.vinNumber': 'VIN must be exactly 17 alphanumeric characters',
  'form.error.vinCheckDigit':
    'This VIN does not add up: a character may be mistyped. Compare it with your registration, or leave it blank',
  'form.error.consentPrivacyPolicy': 'You must accept the privacy policy',
  'form.error.service': 'Please choose a service',
  'form.error.message': 'Please keep your message under 2,000 characters',
  'form.error.company': 'Please enter your company name',
  'form.error.fleetSize': 'Please choose how many vehicles your fleet has',
  'form.error.formInvalid': 'Please correct the errors in the form',
  'form.error.storeFailed': 'Something went wrong. Please try again.',
  'form.error.success': "Thank you! We'll contact you shortly.",
} as const;

/** The id of a lead form message. */
export type FormMessageId = keyof typeof formsEn;

/** The lead form's part in one language: every id. */
export type FormCatalogue = Record<FormMessageId, string>;
