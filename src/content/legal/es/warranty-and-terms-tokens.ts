/**
 * The Spanish warranty and terms of service (./warranty.md, ./terms-of-service.md): the
 * values of their `{{token}}`s in Spanish and the function that fills them
 * (docs/decisions/spanish.md#warranty-and-terms-in-spanish).
 *
 * Each token keeps its English name (src/content/content-tokens.ts). Facts that read the same
 * in both languages (names, address, phone, e-mail) reuse the English value; tokens that are
 * English words are written in Spanish from the same profile fields: the date and the hours
 * in ./spanish-tokens.ts (shared with the privacy policy), the warranty terms of
 * src/content/promise-wording.ts and the visit timing here, so the Spanish page follows the
 * profile exactly as the English one does.
 */
import { businessProfile } from '@/content/business-profile';
import type { ProfileWarranty } from '@/content/profile/profile-schema';
import { SAME_DAY_VISITS } from '@/content/promise-wording';
import { fillSpanishTokens, SHARED_SPANISH_TOKEN_VALUES } from './spanish-tokens';
import termsOfService from './terms-of-service.md';
import warranty from './warranty.md';

/** The profile's warranty terms per kind of work. */
const WARRANTY: ProfileWarranty = businessProfile.warranty;

/** '1 año', '3 años'; '1 mes', '12 meses'. */
function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** 'una vez', 'dos veces', '3 veces'. */
function times(amount: number): string {
  return amount === 1 ? 'una vez' : amount === 2 ? 'dos veces' : `${amount} veces`;
}

/** 'Garantía limitada de por vida sobre la mano de obra', '… de 5 años …': the page's title. */
export function workmanshipWarrantyTitle(terms: ProfileWarranty = WARRANTY): string {
  const length =
    terms.workmanship === 'lifetime'
      ? 'de por vida'
      : `de ${count(terms.workmanship.years, 'año', 'años')}`;
  return `Garantía limitada ${length} sobre la mano de obra`;
}

/** How long the workmanship warranty lasts: the Spanish of promise-wording's `workmanshipDuration`. */
export function workmanshipDuration(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime')
    return 'La cobertura empieza el día en que terminamos la instalación y dura mientras el comprador original sea dueño del vehículo. Eso es lo que significa "de por vida" en esta garantía.';
  return `La cobertura empieza el día en que terminamos la instalación y dura ${count(terms.workmanship.years, 'año', 'años')}, o hasta que el comprador original venda o transfiera el vehículo, lo que ocurra primero.`;
}

/** The chip repair promise: the Spanish of promise-wording's `chipRepairTerms`. */
export function chipRepairTerms(terms: ProfileWarranty = WARRANTY): string {
  const credit = terms.chipRepairCredit;
  if (credit === null)
    return 'La reparación de astillas no tiene garantía propia: si una astilla reparada se extiende más adelante, el reemplazo se cotiza como un trabajo nuevo.';
  const during =
    credit === 'while-owned'
      ? 'mientras usted sea dueño del vehículo'
      : `dentro de ${count(credit.months, 'mes', 'meses')} a partir de la reparación`;
  return `Si una astilla que reparamos se extiende y se convierte en una grieta ${during}, le acreditaremos lo que pagó por esa reparación para un parabrisas de reemplazo instalado por nosotros.`;
}

/** The free recalibration promise: the Spanish of promise-wording's `calibrationRecheckTerms`. */
export function calibrationRecheckTerms(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'Si más adelante la cámara necesita una nueva calibración, esa calibración se cobra como un servicio aparte.';
  return `Si más adelante la cámara necesita una nueva calibración, la haremos ${times(terms.calibrationRechecks)} sin costo, siempre que nosotros hayamos calibrado la cámara como parte de la instalación original.`;
}

/** How long the warranty covers the work, ending a clause: the Spanish of `workmanshipTerm`. */
function workmanshipTerm(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime') return 'mientras usted sea dueño del vehículo';
  return `durante ${count(terms.workmanship.years, 'año', 'años')} a partir de la instalación`;
}

/** A later recalibration under the warranty: the Spanish of `recalibrationCoverage`. */
function recalibrationCoverage(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'Una calibración posterior se cobra como un servicio aparte.';
  return `Nuestra garantía cubre una nueva calibración posterior ${times(terms.calibrationRechecks)} sin costo, pero solo cuando la cámara se calibró como parte de la instalación original.`;
}

/**
 * How soon, as a sentence: the Spanish of promise-wording's `visitTiming`, with the same
 * condition (same-day visits only with the profile's cut-off, and then never guaranteed).
 */
export function visitTiming(sameDayVisits: boolean = SAME_DAY_VISITS): string {
  return sameDayVisits
    ? 'Con frecuencia hay visitas disponibles el mismo día o al día siguiente, aunque no están garantizadas.'
    : 'Las visitas se programan a partir del siguiente día en que atendemos, en el primer horario libre.';
}

/** The tokens the two pages use, by their English names. */
export const SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES: Record<string, () => string> = {
  ...SHARED_SPANISH_TOKEN_VALUES,
  visitTiming: () => visitTiming(),
  workmanshipWarrantyTitle: () => workmanshipWarrantyTitle(),
  workmanshipDuration: () => workmanshipDuration(),
  chipRepairTerms: () => chipRepairTerms(),
  calibrationRecheckTerms: () => calibrationRecheckTerms(),
  workmanshipTerm: () => workmanshipTerm(),
  recalibrationCoverage: () => recalibrationCoverage(),
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
