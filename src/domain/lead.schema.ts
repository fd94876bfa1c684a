/**
 * A quote request ("lead"), validated by every lead form (Formik) and again by the lead
 * service. Field messages are the site's fixed wording (docs/decisions.md#one-schema-per-input).
 * No React and no Node here: the browser and the server import this file.
 */
import { LOCALES } from '@/i18n/locales';
import { z } from './zod';
import { emailSchema } from './email';
import {
  optionalMultiLineText,
  optionalSingleLineText,
  pageFilledText,
  singleLineText,
} from './text';
import { SERVICE_SLUGS } from './service-slugs';
import { hasValidVinCheckDigit } from './vin';
import {
  DOOR_VALUES,
  FEATURE_ANSWER_VALUES,
  GLASS_KIND_VALUES,
  MAX_QUOTE_PHOTOS,
  OLDEST_MODEL_YEAR,
  PAYMENT_CHOICE_VALUES,
  QUOTE_MESSAGES,
  serviceForGlass,
  VEHICLE_CLASS_VALUES,
} from './quote';
import { parseWindowId } from './appointment-windows';
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

/**
 * The quote flow's answers (src/domain/quote.ts), beside the contact fields. Every field
 * is optional here because a lead sent before the flow was finished carries what the
 * visitor had answered (`incomplete`); `withQuoteRule` requires the rest of a finished one.
 */
export const QuoteDetailsSchema = z
  .object({
    year: z.coerce
      .number({ error: QUOTE_MESSAGES.year })
      .int(QUOTE_MESSAGES.year)
      .min(OLDEST_MODEL_YEAR, QUOTE_MESSAGES.year)
      // Next year's models are on sale from the summer before.
      .max(new Date().getFullYear() + 1, QUOTE_MESSAGES.year)
      .optional(),
    make: optionalSingleLineText(40, QUOTE_MESSAGES.make),
    model: optionalSingleLineText(60, QUOTE_MESSAGES.model),
    vehicleClass: z.enum(VEHICLE_CLASS_VALUES, { error: QUOTE_MESSAGES.vehicleClass }).optional(),
    glass: z.enum(GLASS_KIND_VALUES, { error: QUOTE_MESSAGES.glass }).optional(),
    door: z.enum(DOOR_VALUES, { error: QUOTE_MESSAGES.door }).optional(),
    features: z
      .object({
        forwardCamera: z.enum(FEATURE_ANSWER_VALUES).optional(),
        rainSensor: z.enum(FEATURE_ANSWER_VALUES).optional(),
        heatedArea: z.enum(FEATURE_ANSWER_VALUES).optional(),
        headUpDisplay: z.enum(FEATURE_ANSWER_VALUES).optional(),
      })
      .strict()
      .optional(),
    payment: z.enum(PAYMENT_CHOICE_VALUES, { error: QUOTE_MESSAGES.payment }).optional(),
    insurer: optionalSingleLineText(80, QUOTE_MESSAGES.insurer),
    /** A window id from src/domain/appointment-windows.ts; none: "call me to arrange a time". */
    appointmentWindow: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || parseWindowId(value) !== undefined, {
        message: QUOTE_MESSAGES.window,
      }),
    /** Ids the photo upload answered (server/quotes/quote-photo.routes.ts). */
    photoIds: z
      .array(z.string().regex(/^[a-zA-Z0-9_-]{16,64}$/))
      .max(MAX_QUOTE_PHOTOS)
      .default([]),
  })
  .strict();

/**
 * Every lead field, each checked on its own. `LeadSchema` below adds the rule that ties
 * the fleet fields to the service; use this one only to pick fields or list them.
 */
export const LeadFieldsObject = z
  .object({
    firstName: singleLineText(80, LEAD_MESSAGES.firstName),
    lastName: singleLineText(80, LEAD_MESSAGES.lastName),
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
    message: optionalMultiLineText(2000, LEAD_MESSAGES.message),
    service: z.enum(SERVICE_SLUGS, { error: LEAD_MESSAGES.service }).default(DEFAULT_LEAD_SERVICE),
    /** Fleet leads only (see `withFleetRule`). */
    company: optionalSingleLineText(COMPANY_MAX_LENGTH, LEAD_MESSAGES.company),
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
    /** Agreed to automated text messages about this request (docs/decisions/text-messages.md). */
    consentTexts: z.boolean().default(false),
    /** The text-consent wording shown beside that checkbox (proof of consent). */
    consentTextsWording: pageFilledText(1000),
    utmSource: pageFilledText(200),
    utmMedium: pageFilledText(200),
    utmCampaign: pageFilledText(200),
    utmContent: pageFilledText(200),
    // Filled in by the page, not the visitor: too long is cut, never a reason to refuse
    // a lead the visitor filled in correctly.
    /** Page the form was sent from. */
    pageUrl: pageFilledText(2048),
    /** Home hero variant the visitor saw, for the A/B test. */
    heroVariant: pageFilledText(20),
    /** Exact consent wording shown next to the checkboxes (proof of consent). */
    consentText: pageFilledText(2000),
    /** The quote flow's answers; absent on the plain lead forms. */
    quote: QuoteDetailsSchema.optional(),
    /** Sent by the quote flow before the visitor finished it, so the business can call back. */
    incomplete: z.boolean().default(false),
    /**
     * The language of the page the form was sent from: the customer's messages are written
     * in it (docs/decisions/spanish.md). Filled in by the page; absent means English.
     */
    language: z.enum(LOCALES).default('en'),
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

interface QuoteRuleFields {
  service: LeadFieldsServiceSlug;
  vinNumber?: string;
  incomplete: boolean;
  quote?: z.output<typeof QuoteDetailsSchema>;
}
type LeadFieldsServiceSlug = z.output<typeof LeadFieldsObject>['service'];

/** What a finished quote must answer: the field's path under `quote` and its message. */
export interface MissingQuoteAnswer {
  field: 'year' | 'make' | 'model' | 'vehicleClass' | 'glass' | 'door' | 'payment';
  message: string;
}

/**
 * The answers a finished quote still lacks: the vehicle (year, make and model, or a VIN),
 * its class, the glass (and the door for door glass) and who pays. The one statement of
 * the rule: `LeadSchema` applies it to a finished lead, and the quote flow applies it to
 * each step's own answers, so a step can never pass with something the send then refuses
 * (docs/decisions/quote-flow.md, 'One schema').
 */
export function missingQuoteAnswers(lead: {
  vinNumber?: string;
  quote?: Partial<Record<MissingQuoteAnswer['field'], unknown>>;
}): MissingQuoteAnswer[] {
  const quote = lead.quote ?? {};
  const byVin = Boolean(lead.vinNumber);
  const missing: MissingQuoteAnswer[] = [];
  if (!byVin && !quote.year) missing.push({ field: 'year', message: QUOTE_MESSAGES.year });
  if (!byVin && !quote.make) missing.push({ field: 'make', message: QUOTE_MESSAGES.make });
  if (!byVin && !quote.model) missing.push({ field: 'model', message: QUOTE_MESSAGES.model });
  if (!quote.vehicleClass) {
    missing.push({ field: 'vehicleClass', message: QUOTE_MESSAGES.vehicleClass });
  }
  if (!quote.glass) missing.push({ field: 'glass', message: QUOTE_MESSAGES.glass });
  if (quote.glass === 'door' && !quote.door) {
    missing.push({ field: 'door', message: QUOTE_MESSAGES.door });
  }
  if (!quote.payment) missing.push({ field: 'payment', message: QUOTE_MESSAGES.payment });
  return missing;
}

/**
 * A finished quote answers everything `missingQuoteAnswers` asks; its service is the
 * glass's, whatever the page had preset (docs/decisions/quote-flow.md).
 */
function withQuoteRule<Output extends QuoteRuleFields, Input>(schema: z.ZodType<Output, Input>) {
  return schema
    .superRefine((lead, context) => {
      if (lead.quote === undefined || lead.incomplete) return;
      for (const { field, message } of missingQuoteAnswers(lead)) {
        context.addIssue({ code: 'custom', path: ['quote', field], message });
      }
    }, alongsideOtherErrors)
    .transform((lead): Output => {
      const glass = lead.quote?.glass;
      return glass ? { ...lead, service: serviceForGlass(glass) } : lead;
    });
}

export const LeadSchema = withQuoteRule(withFleetRule(LeadFieldsObject));

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
