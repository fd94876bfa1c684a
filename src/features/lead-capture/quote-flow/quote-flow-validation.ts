/**
 * Each step of the quote flow is checked by the lead's own schema (LeadSchema, the one the
 * lead service applies), keeping only the errors of the fields that step shows. Its own
 * chunk, with zod: it loads when the flow starts, not with the page.
 */
import { LeadSchema } from '@/domain/lead.schema';
import { vinModelYear } from '@/domain/vin';
import { vinMakeId } from '@/domain/vin-make';
import {
  leadFromQuote,
  type AttachedPhoto,
  type QuoteFlowValues,
  type QuoteStep,
} from './quote-flow-state';

/** The schema's field paths each step answers for ('quote.year' is the quote's year). */
const STEP_FIELDS: Record<QuoteStep, readonly string[]> = {
  vehicle: ['vinNumber', 'quote.year', 'quote.make', 'quote.model', 'quote.vehicleClass'],
  glass: ['quote.glass', 'quote.door', 'quote.features'],
  where: ['zipCode'],
  contact: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'quote.payment',
    'quote.insurer',
    'consentPrivacyPolicy',
  ],
  estimate: [],
  when: ['quote.appointmentWindow'],
  photos: ['quote.photoIds'],
};

/** The flow's own field name for a schema path: 'quote.year' → 'year'. */
export function flowFieldOf(path: string): string {
  return path.startsWith('quote.') ? path.slice('quote.'.length) : path;
}

/** Errors of `step`'s fields, keyed by the flow's field names; {} when the step is done. */
export function validateQuoteStep(
  step: QuoteStep,
  values: QuoteFlowValues,
  photos: AttachedPhoto[],
): Record<string, string> {
  const result = LeadSchema.safeParse(leadFromQuote(values, photos));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const owner = STEP_FIELDS[step].find((field) => path === field || path.startsWith(`${field}.`));
    if (owner && !(flowFieldOf(owner) in errors)) errors[flowFieldOf(owner)] = issue.message;
  }
  return errors;
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
