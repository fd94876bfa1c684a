/**
 * A quote request ("lead"), validated by every lead form (Formik) and again by the lead
 * service. Field messages are the specification's where it gives one (section 5/8).
 * No React and no Node here: the browser and the server import this file.
 */
import { z } from './zod';
import { SERVICE_SLUGS } from '@/content/types';

export const LEAD_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  zipCode: 'Zip code must be 5 digits',
  vinNumber: 'VIN must be exactly 17 alphanumeric characters',
  consentPrivacyPolicy: 'You must accept the privacy policy',
  service: 'Please choose a service',
  formInvalid: 'Please correct the errors in the form',
  storeFailed: 'Something went wrong. Please try again.',
  success: "Thank you! We'll contact you shortly.",
} as const;

export const URGENT_LABEL = 'I need service urgently (within 24 hours)';
export const DEFAULT_LEAD_SERVICE = 'windshield-replacement';

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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(80, message);

export const LeadSchema = z
  .object({
    firstName: requiredName(LEAD_MESSAGES.firstName),
    lastName: requiredName(LEAD_MESSAGES.lastName),
    email: z
      .string({ error: LEAD_MESSAGES.email })
      .trim()
      .toLowerCase()
      .max(254, LEAD_MESSAGES.email)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, LEAD_MESSAGES.email),
    phone: z
      .string({ error: LEAD_MESSAGES.phone })
      .max(32, LEAD_MESSAGES.phone)
      .transform((value, context) => {
        const normalized = normalizeUsPhone(value);
        if (!normalized) {
          context.addIssue({ code: 'custom', message: LEAD_MESSAGES.phone });
          return z.NEVER;
        }
        return normalized;
      }),
    zipCode: z
      .string({ error: LEAD_MESSAGES.zipCode })
      .trim()
      .regex(ZIP_PATTERN, LEAD_MESSAGES.zipCode),
    vinNumber: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined))
      .refine((value) => value === undefined || VIN_PATTERN.test(value), LEAD_MESSAGES.vinNumber),
    message: optionalText(2000),
    service: z.enum(SERVICE_SLUGS, { error: LEAD_MESSAGES.service }).default(DEFAULT_LEAD_SERVICE),
    urgent: z.boolean().default(false),
    consentMarketing: z.boolean().default(false),
    consentPrivacyPolicy: z.literal(true, { error: LEAD_MESSAGES.consentPrivacyPolicy }),
    utmSource: optionalText(200),
    utmMedium: optionalText(200),
    utmCampaign: optionalText(200),
    utmContent: optionalText(200),
    /** Page the form was sent from. */
    pageUrl: optionalText(2048),
    /** Home hero variant the visitor saw, for the A/B test. */
    heroVariant: optionalText(20),
    /** Exact consent wording shown next to the checkboxes (proof of consent). */
    consentText: optionalText(2000),
  })
  .strict();

export type LeadInput = z.input<typeof LeadSchema>;
export type LeadFields = z.output<typeof LeadSchema>;

/** Fields the form sends beside the lead itself (spam and duplicate protection). */
export const LeadEnvelopeSchema = z.object({
  /** One key per submission: a retried submission stores one lead (idempotency). */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  /** Honeypot: a field people never see. Anything in it marks a bot. */
  website: z.string().max(500).optional(),
  /** When the form was first shown (ms since epoch), for the minimum fill time. */
  formStartedAt: z.coerce.number().int().nonnegative().optional(),
});

export const LEAD_ID_PREFIX = 'lead-';

/** 'lead-{timestamp}-{random}': the specification's form plus a suffix so ids never collide. */
export function createLeadId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${LEAD_ID_PREFIX}${now}-${suffix}`;
}
