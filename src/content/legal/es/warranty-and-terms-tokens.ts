/**
 * The Spanish warranty and terms of service (./warranty.md, ./terms-of-service.md): the
 * values of their `{{token}}`s in Spanish and the function that fills them
 * (docs/decisions/spanish.md#warranty-and-terms-in-spanish).
 *
 * Each token keeps its English name (src/content/content-tokens.ts). Facts that read the same
 * in both languages (names, address, phone, e-mail) reuse the English value; tokens that are
 * English words are written in Spanish from the same profile fields: the date and the hours
 * in ./spanish-tokens.ts (shared with the privacy policy), the warranty terms and the visit
 * timing in src/content/es/promise-wording.ts (the one source of the Spanish warranty words,
 * which the service pages read too), so the Spanish page follows the profile exactly as the
 * English one does.
 */
import {
  spanishCalibrationRecheckTerms,
  spanishChipRepairTerms,
  spanishRecalibrationCoverage,
  spanishTermsVisitTiming,
  spanishWorkmanshipDuration,
  spanishWorkmanshipTerm,
  spanishWorkmanshipWarrantyTitle,
} from '@/content/es/promise-wording';
import { fillSpanishTokens, SHARED_SPANISH_TOKEN_VALUES } from './spanish-tokens';
import termsOfService from './terms-of-service.md';
import warranty from './warranty.md';

/** The tokens the two pages use, by their English names. */
export const SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES: Record<string, () => string> = {
  ...SHARED_SPANISH_TOKEN_VALUES,
  visitTiming: () => spanishTermsVisitTiming(),
  workmanshipWarrantyTitle: () => spanishWorkmanshipWarrantyTitle(),
  workmanshipDuration: () => spanishWorkmanshipDuration(),
  chipRepairTerms: () => spanishChipRepairTerms(),
  calibrationRecheckTerms: () => spanishCalibrationRecheckTerms(),
  workmanshipTerm: () => spanishWorkmanshipTerm(),
  recalibrationCoverage: () => spanishRecalibrationCoverage(),
};

const SPANISH_MARKDOWN = { warranty, 'terms-of-service': termsOfService };

export type SpanishWarrantyOrTermsName = keyof typeof SPANISH_MARKDOWN;

/** Replaces every `{{token}}` with its Spanish value; an unknown token is an error. */
export function fillSpanishWarrantyAndTermsTokens(markdown: string): string {
  return fillSpanishTokens(markdown, SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES, 'warranty or terms');
}

/** The Spanish page's markdown with the business facts filled in, ready to render. */
export function spanishLegalPage(name: SpanishWarrantyOrTermsName): string {
  return fillSpanishWarrantyAndTermsTokens(SPANISH_MARKDOWN[name]);
}
