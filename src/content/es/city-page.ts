/**
 * The words of a Spanish city page that are written for every city alike: its title and the
 * hero's sentence. Each city's own paragraph and snippet are `SPANISH_CITY_COPY`
 * (./city-copy.ts). Speed, insurance and warranty are read from the profile through
 * ./promise-wording.ts and ./claim-wording.ts (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import { SERVICE_AREA } from '../service-area';
import { SPANISH_ZERO_WITH_GLASS_COVERAGE } from './claim-wording';
import { spanishVisitTiming, spanishWorkmanshipWarrantyName } from './promise-wording';

/** The page part of the `<title>`: at most 60 characters for every city's name. */
export function spanishCityTitle(cityName: string): string {
  return `Parabrisas y vidrios para autos en ${cityName}, CA`;
}

/** The hero's introduction: the work, where it is done, when, and what every visit includes. */
export function spanishCityHeroIntro(cityName: string): string {
  return `Reemplazo de parabrisas, reparación de astillas y vidrios laterales y traseros en su casa u oficina en ${cityName}, con la calibración de la cámara en calles locales o en nuestro taller de ${SERVICE_AREA.calibrationShop}. ${spanishVisitTiming(cityName)} Cada visita es sin cargo por traslado, con facturación directa a su aseguradora (${SPANISH_ZERO_WITH_GLASS_COVERAGE}) y con nuestra ${spanishWorkmanshipWarrantyName()} sobre el vidrio que instalamos.`;
}
