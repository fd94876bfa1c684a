/**
 * A quote request ("lead"), validated by every lead form (Formik) and again by the lead
 * service. Field messages are the site's fixed wording (docs/decisions.md#one-schema-per-input).
 * No React and no Node here: the browser and the server import this file.
 */
import { z } from './zod';
import { emailSchema, truncatedText } from './email';
import { SERVICE_SLUGS } from './service-slugs';
import { hasValidVinCheckDigit } from './vin';
import {
  COMPANY_MAX_LENGTH,
  DEFAULT_LEAD_SERVICE,
  FLEET_SIZE_VALUES,
  isFleetService,
  LEAD_MESSAGES,
  normalizeUsPhone,
  VIN_PATTERN,
  ZIP_PATTERN,
  type FleetSize,
} from './lead-fields';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(80, message);

/**
 * Every lead field, each checked on its own. `LeadSchema` below adds the rule that ties
 * the fleet fields to the service; use this one only to pick fields or list them.
 */
export const LeadFieldsObject = z
  .object({
    firstName: requiredName(LEAD_MESSAGES.firstName),
    lastName: requiredName(LEAD_MESSAGES.lastName),
    email: emailSchema(LEAD_MESSAGES.email),
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
      .refine((value) => value === undefined || VIN_PATTERN.test(value), LEAD_MESSAGES.vinNumber)
      // A well-formed VIN whose check digit is wrong was mistyped (src/domain/vin.ts).
      .refine(
        (value) => value === undefined || !VIN_PATTERN.test(value) || hasValidVinCheckDigit(value),
        LEAD_MESSAGES.vinCheckDigit,
      ),
    message: optionalText(2000),
    service: z.enum(SERVICE_SLUGS, { error: LEAD_MESSAGES.service }).default(DEFAULT_LEAD_SERVICE),
    /** Fleet leads only (see `withFleetRule`). */
    company: z
      .string({ error: LEAD_MESSAGES.company })
      .trim()
      .max(COMPANY_MAX_LENGTH, LEAD_MESSAGES.company)
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** Fleet leads only: one of FLEET_SIZES' values. */
    fleetSize: z
      .string({ error: LEAD_MESSAGES.fleetSize })
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.enum(FLEET_SIZE_VALUES, { error: LEAD_MESSAGES.fleetSize }).optional()),
    urgent: z.boolean().default(false),
    consentMarketing: z.boolean().default(false),
    consentPrivacyPolicy: z.literal(true, { error: LEAD_MESSAGES.consentPrivacyPolicy }),
    utmSource: truncatedText(200),
    utmMedium: truncatedText(200),
    utmCampaign: truncatedText(200),
    utmContent: truncatedText(200),
    // Filled in by the page, not the visitor: too long is cut, never a reason to refuse
    // a lead the visitor filled in correctly.
    /** Page the form was sent from. */
    pageUrl: truncatedText(2048),
    /** Home hero variant the visitor saw, for the A/B test. */
    heroVariant: truncatedText(20),
    /** Exact consent wording shown next to the checkboxes (proof of consent). */
    consentText: truncatedText(2000),
  })
  .strict();

interface FleetRuleFields {
  service?: unknown;
  company?: string;
  fleetSize?: FleetSize;
}

// The rule runs even when other fields have errors, so the form lists every error at once.
const alongsideOtherErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The fleet rule (docs/decisions/fleet-leads.md), the one place it is written: a fleet
 * lead must name its company and fleet size; any other lead never carries them (a
 * visitor who picked the fleet service, typed a company, then picked another service
 * sends a driver's lead). Used by `LeadSchema` and by the form's own subset of fields.
 */
export function withFleetRule<Output extends FleetRuleFields, Input>(
  schema: z.ZodType<Output, Input>,
) {
  return schema
    .refine((lead) => !isFleetService(lead.service) || lead.company !== undefined, {
      path: ['company'],
      message: LEAD_MESSAGES.company,
      ...alongsideOtherErrors,
    })
    .refine((lead) => !isFleetService(lead.service) || lead.fleetSize !== undefined, {
      path: ['fleetSize'],
      message: LEAD_MESSAGES.fleetSize,
      ...alongsideOtherErrors,
    })
    .transform((lead): Output =>
      isFleetService(lead.service) ? lead : { ...lead, company: undefined, fleetSize: undefined },
    );
}

export const LeadSchema = withFleetRule(LeadFieldsObject);

export type LeadInput = z.input<typeof LeadSchema>;
export type LeadFields = z.output<typeof LeadSchema>;

/** Fields the form sends beside the lead itself (spam and duplicate protection). */
export const LeadEnvelopeSchema = z.object({
  /** One key per submission: a retried submission stores one lead (idempotency). */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  /** Honeypot: a field people never see. Anything in it marks a bot. */
  website: z.string().max(500).optional(),
  /**
   * When the form was first shown by the visitor's clock. Accepted from older pages and
   * queued leads, never judged: the form token below is the server's clock.
   */
  formStartedAt: z.coerce.number().int().nonnegative().optional(),
  /** GET /api/form-token's answer, fetched when the form is first focused. */
  formToken: z.string().max(200).optional(),
});
