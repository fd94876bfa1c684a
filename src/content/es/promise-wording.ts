/**
 * What the business promises about speed and warranty, worded in Spanish from the same
 * profile fields as the English (src/content/promise-wording.ts), so a Spanish page stays true
 * when the profile changes (docs/decisions/spanish.md#service-pages-in-spanish):
 * - Speed follows the profile's same-day cut-off (`SAME_DAY_VISITS`): with one, same-day visits
 *   are "a menudo" available and "no están garantizadas"; without one, no same-day visit is named.
 * - Warranty follows the profile's `warranty` terms: "de por vida" only when the workmanship
 *   warranty is lifetime, and the free recalibrations counted as the profile counts them.
 * The one source of these Spanish words: the service and city pages word them from here, and
 * so do the `{{token}}`s of the Spanish warranty and terms of service
 * (src/content/legal/es/warranty-and-terms-tokens.ts), as the English pages and legal tokens
 * both read src/content/promise-wording.ts (docs/decisions/spanish.md#one-spanish-warranty-wording).
 * No React: content modules and tests import it.
 */
import { businessProfile } from '../business-profile';
import type { ProfileWarranty } from '../load/profile-schema';
import { SAME_DAY_VISITS } from '../promise-wording';

/** The profile's warranty terms per kind of work. */
const WARRANTY: ProfileWarranty = businessProfile.warranty;

/**
 * How soon, as a phrase ending a clause: "Vamos a su casa, {soonestVisit}." With a same-day
 * cut-off: "a menudo el mismo día o el siguiente"; without one, the first open slot.
 */
export const SPANISH_SOONEST_VISIT = SAME_DAY_VISITS
  ? 'a menudo el mismo día o el siguiente'
  : 'en el primer horario libre';

/**
 * How soon, as a sentence: with a same-day cut-off, the same-day visit with its condition;
 * without one, what the quote form offers (from the next open day).
 */
export function spanishVisitTiming(cityName?: string): string {
  const where = cityName ? ` en ${cityName}` : '';
  return SAME_DAY_VISITS
    ? `A menudo hay citas${where} para el mismo día o el día siguiente, aunque no están garantizadas.`
    : `Las citas${where} se programan a partir del próximo día que abrimos, en el primer horario libre.`;
}

/** What "lifetime" means: how long the one who bought the work owns the car. */
const WHILE_YOU_OWN_THE_VEHICLE = 'mientras usted sea dueño del vehículo';

/** '1 año', '3 años'; '1 mes', '12 meses'. */
function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** 'una vez', 'dos veces', '3 veces'. */
function times(amount: number): string {
  return amount === 1 ? 'una vez' : amount === 2 ? 'dos veces' : `${amount} veces`;
}

/** 'de por vida', 'de 3 años': how long the workmanship warranty lasts, after its name. */
function workmanshipLength(terms: ProfileWarranty): string {
  return terms.workmanship === 'lifetime'
    ? 'de por vida'
    : `de ${count(terms.workmanship.years, 'año', 'años')}`;
}

/** 'garantía de mano de obra de por vida', 'garantía de mano de obra de 3 años'. */
export function spanishWorkmanshipWarrantyName(terms: ProfileWarranty = WARRANTY): string {
  return `garantía de mano de obra ${workmanshipLength(terms)}`;
}

/**
 * What "lifetime" means, said after what the warranty covers: ' mientras usted sea dueño del
 * vehículo' (or the company, on the fleet page). Empty for a warranty of some years, whose
 * name already says how long it lasts, as the English `warrantySentence` does.
 */
export function spanishWarrantyLasts(
  owner: 'driver' | 'company' = 'driver',
  terms: ProfileWarranty = WARRANTY,
): string {
  if (terms.workmanship !== 'lifetime') return '';
  return owner === 'company'
    ? ' mientras su empresa sea dueña del vehículo'
    : ` ${WHILE_YOU_OWN_THE_VEHICLE}`;
}

/** 'una recalibración', 'dos recalibraciones'. */
function recalibrations(count: number): string {
  const words = ['una', 'dos', 'tres'];
  return `${words[count - 1] ?? count} ${count === 1 ? 'recalibración' : 'recalibraciones'}`;
}

/** The free recalibration promise, as the calibration page's details state it. */
export function spanishRecalibrationTerms(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'Una recalibración posterior se cobra como un servicio aparte.';
  return `Nuestra garantía cubre ${recalibrations(terms.calibrationRechecks)} sin costo solo cuando la calibración se hizo como parte de la instalación original, así que le recomendamos calibrar al momento del reemplazo.`;
}

/** The answer to "¿Su garantía cubre la recalibración?". */
export function spanishRecalibrationAnswer(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'No. Si la cámara necesita recalibrarse más adelante, esa calibración se cobra como un servicio aparte.';
  return `Nuestra garantía cubre ${recalibrations(terms.calibrationRechecks)} ADAS sin costo solo si la calibración se hizo como parte de la instalación original. Si la cámara no se calibró cuando se instaló el parabrisas, una calibración posterior se cobra como un servicio aparte.`;
}

/*
 * The words of the Spanish warranty and terms of service (their `{{token}}`s, filled by
 * src/content/legal/es/warranty-and-terms-tokens.ts): the Spanish of the English legal tokens
 * of the same names in src/content/promise-wording.ts, in the legal pages' own sentences.
 */

/** 'Garantía limitada de por vida sobre la mano de obra', '… de 5 años …': the page's title. */
export function spanishWorkmanshipWarrantyTitle(terms: ProfileWarranty = WARRANTY): string {
  return `Garantía limitada ${workmanshipLength(terms)} sobre la mano de obra`;
}

/** How long the workmanship warranty lasts: the Spanish of `workmanshipDuration`. */
export function spanishWorkmanshipDuration(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime')
    return 'La cobertura empieza el día en que terminamos la instalación y dura mientras el comprador original sea dueño del vehículo. Eso es lo que significa "de por vida" en esta garantía.';
  return `La cobertura empieza el día en que terminamos la instalación y dura ${count(terms.workmanship.years, 'año', 'años')}, o hasta que el comprador original venda o transfiera el vehículo, lo que ocurra primero.`;
}

/** The chip repair promise: the Spanish of `chipRepairTerms`. */
export function spanishChipRepairTerms(terms: ProfileWarranty = WARRANTY): string {
  const credit = terms.chipRepairCredit;
  if (credit === null)
    return 'La reparación de astillas no tiene garantía propia: si una astilla reparada se extiende más adelante, el reemplazo se cotiza como un trabajo nuevo.';
  const during =
    credit === 'while-owned'
      ? WHILE_YOU_OWN_THE_VEHICLE
      : `dentro de ${count(credit.months, 'mes', 'meses')} a partir de la reparación`;
  return `Si una astilla que reparamos se extiende y se convierte en una grieta ${during}, le acreditaremos lo que pagó por esa reparación para un parabrisas de reemplazo instalado por nosotros.`;
}

/** The free recalibration promise: the Spanish of `calibrationRecheckTerms`. */
export function spanishCalibrationRecheckTerms(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'Si más adelante la cámara necesita una nueva calibración, esa calibración se cobra como un servicio aparte.';
  return `Si más adelante la cámara necesita una nueva calibración, la haremos ${times(terms.calibrationRechecks)} sin costo, siempre que nosotros hayamos calibrado la cámara como parte de la instalación original.`;
}

/** How long the warranty covers the work, ending a clause: the Spanish of `workmanshipTerm`. */
export function spanishWorkmanshipTerm(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime') return WHILE_YOU_OWN_THE_VEHICLE;
  return `durante ${count(terms.workmanship.years, 'año', 'años')} a partir de la instalación`;
}

/** A later recalibration under the warranty: the Spanish of `recalibrationCoverage`. */
export function spanishRecalibrationCoverage(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'Una calibración posterior se cobra como un servicio aparte.';
  return `Nuestra garantía cubre una nueva calibración posterior ${times(terms.calibrationRechecks)} sin costo, pero solo cuando la cámara se calibró como parte de la instalación original.`;
}

/**
 * How soon, as the terms of service say it: the Spanish of `visitTiming`, with the same
 * condition as `spanishVisitTiming` (same-day visits only with the profile's cut-off, and then
 * never guaranteed), in the legal page's own words ("visitas", where the service pages say
 * "citas").
 */
export function spanishTermsVisitTiming(sameDayVisits: boolean = SAME_DAY_VISITS): string {
  return sameDayVisits
    ? 'Con frecuencia hay visitas disponibles el mismo día o al día siguiente, aunque no están garantizadas.'
    : 'Las visitas se programan a partir del siguiente día en que atendemos, en el primer horario libre.';
}
