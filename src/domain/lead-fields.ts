/**
 * What a lead form needs before the lead's schema loads: the wording, the formats and
 * the id. No zod here, so the form's chunk stays small; `lead.schema.ts` builds the
 * schema from these and re-exports them. No React and no Node: the browser and the
 * server import this file.
 */

export const LEAD_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  zipCode: 'Zip code must be 5 digits',
  vinNumber: 'VIN must be exactly 17 alphanumeric characters',
  vinCheckDigit:
    'This VIN does not add up: a character may be mistyped. Compare it with your registration, or leave it blank',
  consentPrivacyPolicy: 'You must accept the privacy policy',
  service: 'Please choose a service',
  message: 'Please keep your message under 2,000 characters',
  company: 'Please enter your company name',
  fleetSize: 'Please choose how many vehicles your fleet has',
  formInvalid: 'Please correct the errors in the form',
  storeFailed: 'Something went wrong. Please try again.',
  success: "Thank you! We'll contact you shortly.",
} as const;

export { PRIVACY_CONSENT_TEXT } from './consent-wording';

/**
 * The marketing consent's wording, shown beside its optional checkbox and stored with the lead
 * as evidence (docs/decisions.md#consent-is-recorded). Calls and texts to a lead need provable
 * consent, so the line names every channel and says it is optional.
 */
export const MARKETING_CONSENT_TEXT =
  'Send me occasional offers and glass care tips by email, phone call or text message. Consent is not a condition of purchase; I can opt out at any time (reply STOP to a text, or use the unsubscribe link in an email).';

export const URGENT_LABEL = 'I need service urgently (within 24 hours)';
export const DEFAULT_LEAD_SERVICE = 'windshield-replacement';

/**
 * A fleet lead is one for the fleet service: the fleet page, the fleet service-in-city
 * pages and the LinkedIn landing page fix it, and any service select offers it. Only a
 * fleet lead has a company and a fleet size (docs/decisions/fleet-leads.md).
 */
export const FLEET_LEAD_SERVICE = 'fleet-services';

export function isFleetService(service: unknown): boolean {
  return service === FLEET_LEAD_SERVICE;
}

export const COMPANY_MAX_LENGTH = 120;

/**
 * The fleet sizes a fleet lead chooses from: the stored value, and the label the form, the
 * owner's email and the CSV export show. The bands follow the tiers the site's fleet copy
 * already uses (five to ten vehicles, up to 50, up to a few hundred), with a band below five
 * for a business with a handful of vans (docs/decisions/fleet-leads.md).
 */
export const FLEET_SIZES = [
  { value: '1-4', label: '1 to 4 vehicles' },
  { value: '5-10', label: '5 to 10 vehicles' },
  { value: '11-50', label: '11 to 50 vehicles' },
  { value: '51-200', label: '51 to 200 vehicles' },
  { value: '201+', label: 'More than 200 vehicles' },
] as const;

export type FleetSize = (typeof FLEET_SIZES)[number]['value'];

export const FLEET_SIZE_VALUES = FLEET_SIZES.map((size) => size.value) as [
  FleetSize,
  ...FleetSize[],
];

/** The label of a stored fleet size; the value itself if it is not (or no longer) listed. */
export function fleetSizeLabel(value: string): string {
  return FLEET_SIZES.find((size) => size.value === value)?.label ?? value;
}

/** 17 letters or digits, excluding I, O and Q, case-insensitive. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;
export const ZIP_PATTERN = /^\d{5}$/;

/** US phone in any common notation, normalised to E.164 (+1XXXXXXXXXX). */
export function normalizeUsPhone(text: string): string | null {
  const digits = text.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP: area code and exchange cannot start with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return `+1${national}`;
}

const LEAD_ID_PREFIX = 'lead-';

/** 'lead-{timestamp}-{random}': the suffix keeps ids unique (docs/decisions.md#lead-ids). */
/**
 * The short reference a customer can read out on the phone: the random part of the lead's
 * id ('lead-1764100000000-k3x9qa' is 'K3X9QA'). The inbox search finds a lead by it.
 */
export function leadReference(leadId: string): string {
  return (leadId.split('-').pop() ?? leadId).toUpperCase();
}

/**
 * A well-formed reference as `createLeadId` makes them: six letters or digits. The
 * thank-you page echoes only a reference of this shape from its URL, and nothing looks a
 * lead up by it outside the owner's signed-in inbox: references are short and guessable
 * (docs/decisions/quote-flow.md, 'A real finish').
 */
export const LEAD_REFERENCE_PATTERN = /^[0-9A-Z]{6}$/;

export function createLeadId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${LEAD_ID_PREFIX}${now}-${suffix}`;
}
