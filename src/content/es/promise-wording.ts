/**
 * What the business promises about speed and warranty, worded in Spanish from the same
 * profile fields as the English (src/content/promise-wording.ts), so a Spanish page stays true
 * when the profile changes (docs/decisions/spanish.md#service-pages-in-spanish):
 * - Speed follows the profile's same-day cut-off (`SAME_DAY_VISITS`): with one, same-day visits
 *   are "a menudo" available and "no están garantizadas"; without one, no same-day visit is named.
 * - Warranty follows the profile's `warranty` terms: "de por vida" only when the workmanship
 *   warranty is lifetime, and the free recalibrations counted as the profile counts them.
 * No React: content modules and tests import it.
 */
import { businessProfile } from '../business-profile';
import type { ProfileWarranty } from '../profile/profile-schema';
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

/** 'garantía de mano de obra de por vida', 'garantía de mano de obra de 3 años'. */
export function spanishWorkmanshipWarrantyName(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime') return 'garantía de mano de obra de por vida';
  const { years } = terms.workmanship;
  return `garantía de mano de obra de ${years} ${years === 1 ? 'año' : 'años'}`;
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
    : ' mientras usted sea dueño del vehículo';
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
