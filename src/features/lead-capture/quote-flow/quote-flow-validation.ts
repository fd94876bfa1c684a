/**
 * Each step of the quote flow is checked on its own answers, by the rules the lead service
 * applies: each field by the lead's schema (LeadFieldsObject), and what a finished quote
 * must answer by `missingQuoteAnswers`. A step never depends on another step's answers, so
 * Continue on an empty step is refused there, not at the final send
 * (docs/decisions/quote-flow.md, 'Each step checks its own answers'). Its own chunk, with
 * zod: it loads when the flow starts, not with the page.
 */
import { LeadFieldsObject, missingQuoteAnswers } from '@/domain/lead.schema';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { QUOTE_MESSAGES } from '@/domain/quote';
import { hasValidVinCheckDigit, vinModelYear } from '@/domain/vin';
import { vinMakeId } from '@/domain/vin-make';
import {
  leadFromQuote,
  type AttachedPhoto,
  type QuoteFlowValues,
  type QuoteStep,
} from './quote-flow-state';

/**
 * The schema's field paths each step answers for ('quote.year' is the quote's year), in
 * the order the step shows them, so the first error is the first field on screen.
 */
const STEP_FIELDS: Record<QuoteStep, readonly string[]> = {
  vehicle: ['vinNumber', 'quote.year', 'quote.make', 'quote.model', 'quote.vehicleClass'],
  glass: ['quote.glass', 'quote.door', 'quote.features'],
  contact: ['zipCode', 'firstName', 'lastName', 'email', 'phone', 'consentPrivacyPolicy'],
  send: ['quote.payment', 'quote.insurer', 'quote.appointmentWindow', 'quote.photoIds'],
};

/** The flow's own field name for a schema path: 'quote.year' → 'year'. */
export function flowFieldOf(path: string): string {
  return path.startsWith('quote.') ? path.slice('quote.'.length) : path;
}

/** The step that shows a field, by schema path or flow name; undefined for none. */
export function stepOfField(field: string): QuoteStep | undefined {
  const steps = Object.keys(STEP_FIELDS) as QuoteStep[];
  return steps.find((step) =>
    STEP_FIELDS[step].some(
      (path) => path === field || flowFieldOf(path) === field || field.startsWith(`${path}.`),
    ),
  );
}

/** Every problem of the whole lead, keyed by schema path, each field's first message. */
function leadProblems(values: QuoteFlowValues, photos: AttachedPhoto[]): Map<string, string> {
  const lead = leadFromQuote(values, photos);
  const problems = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!problems.has(path)) problems.set(path, message);
  };
  const result = LeadFieldsObject.safeParse(lead);
  if (!result.success) {
    for (const issue of result.error.issues) add(issue.path.map(String).join('.'), issue.message);
  }
  // The visitor chose to give a VIN: an empty VIN box is the thing to fix, not the
  // year, make and model fields the step hides.
  if (values.identifyBy === 'vin' && !values.vinNumber.trim()) {
    add('vinNumber', LEAD_MESSAGES.vinNumber);
    return problems;
  }
  for (const { field, message } of missingQuoteAnswers(lead)) add(`quote.${field}`, message);
  return problems;
}

/**
 * Errors of `step`'s fields, keyed by the flow's field names in the order the step shows
 * them; {} when the step is done.
 */
export function validateQuoteStep(
  step: QuoteStep,
  values: QuoteFlowValues,
  photos: AttachedPhoto[],
): Record<string, string> {
  const problems = leadProblems(values, photos);
  const errors: Record<string, string> = {};
  for (const field of STEP_FIELDS[step]) {
    for (const [path, message] of problems) {
      if (path === field || path.startsWith(`${field}.`)) {
        errors[flowFieldOf(field)] ??= message;
      }
    }
  }
  return errors;
}

/** A VIN as the visitor types it: capitals and digits only, at most 17. */
export function normalizeTypedVin(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 17);
}

/**
 * What is wrong with a VIN while it is typed, at once: a letter no VIN uses, or, once all
 * 17 characters are in, a wrong check digit. Nothing while it is merely unfinished.
 */
export function vinProblemAsTyped(vin: string): string | undefined {
  if (/[IOQ]/.test(vin)) return QUOTE_MESSAGES.vinLetters;
  if (vin.length === 17 && !hasValidVinCheckDigit(vin)) return LEAD_MESSAGES.vinCheckDigit;
  return undefined;
}

export interface VinReading {
  /** The model year the VIN's 10th character gives, when it gives one. */
  year?: number;
  /** The make's id (src/content/brands.ts) from the VIN's first three characters. */
  makeId?: string;
}

/** What the VIN says about the car, read offline; nothing for a malformed VIN. */
export function readVin(vin: string): VinReading {
  const clean = vin.trim().toUpperCase();
  return { year: vinModelYear(clean, new Date().getFullYear()), makeId: vinMakeId(clean) };
}
