/**
 * The locations index in Spanish: the words src/pages/locations/locations-page.tsx writes
 * around the county lists. Counts, counties, the base city and the radius come from the data
 * and the profile (`CITIES`, `COUNTIES`, `SERVICE_AREA`), never typed by hand, and the speed
 * sentence from the profile's same-day cut-off (docs/decisions/spanish.md#service-pages-in-spanish).
 */
import { CITIES } from '../cities';
import { SERVICE_AREA } from '../service-area';
import { COUNTIES, type County } from '../types';
import { spanishVisitTiming } from './promise-wording';
import { joinSpanishNames, spanishCount } from './spanish-words';

export interface LocationsPageCopy {
  /** The page part of the `<title>`. */
  metaTitle: string;
  metaDescription: string;
  heroEyebrow: string;
  heroTitle: string;
  heroIntro: string;
  listTitle: string;
  listIntro: string;
  /** The accessible name of the row of county links. */
  countyNavLabel: string;
  /** 'Condado de Alameda': a county's heading and link. */
  countyName: (county: County) => string;
  /** '14 ciudades': the count beside a county's heading. */
  cityCount: (count: number) => string;
  fallbackTitle: string;
  fallbackText: string;
  contactButton: string;
}

const CITIES_SERVED = spanishCount(CITIES.length, 'ciudad', 'ciudades');
const COUNTIES_SERVED = spanishCount(COUNTIES.length, 'condado', 'condados');

export const SPANISH_LOCATIONS_PAGE: LocationsPageCopy = {
  metaTitle: 'Zonas de servicio en el Área de la Bahía',
  metaDescription: `Parabrisas y vidrios a domicilio en ${CITIES_SERVED} del Área de la Bahía, en los condados de ${joinSpanishNames(COUNTIES)}.`,
  heroEyebrow: 'Zonas de servicio',
  heroTitle: 'Servicio móvil de vidrios para autos en el Área de la Bahía',
  heroIntro: `Nuestras camionetas salen de ${SERVICE_AREA.base} cada mañana hacia ${CITIES_SERVED} en ${COUNTIES_SERVED}. Elija su ciudad para ver los vecindarios que cubrimos y los servicios que llevamos a la entrada de su casa o a su oficina, sin cargo por traslado.`,
  listTitle: 'Ciudades que atendemos, por condado',
  listIntro: `Vamos a todas las ciudades de esta lista, sin cargo por traslado. ${spanishVisitTiming()}`,
  countyNavLabel: 'Condados',
  countyName: (county) => `Condado de ${county}`,
  cityCount: (count) => spanishCount(count, 'ciudad', 'ciudades'),
  fallbackTitle: '¿No ve su ciudad?',
  fallbackText: `Nuestras camionetas cubren unas ${SERVICE_AREA.radiusMiles} millas alrededor de ${SERVICE_AREA.base}, así que a menudo podemos llegar a lugares que no están en esta lista. Envíenos sus datos o llámenos, y le decimos si podemos ir hasta donde está usted.`,
  contactButton: 'Contáctenos',
};
