/**
 * The Spanish copy of every city page, keyed by the ids of `src/content/cities.ts`, one
 * record per county file (docs/decisions/spanish.md#city-pages-in-spanish). Each county's
 * record is a chunk of its own, so a Spanish city page downloads its county's copy only
 * (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import { COUNTIES, type County } from '../types';
import type { SpanishCityCopy } from './types';

/** The Spanish copy of a county's cities, by city id. */
export type SpanishCountyCityCopy = Readonly<Record<string, SpanishCityCopy>>;

export const SPANISH_CITY_COPY_OF_COUNTY: Record<County, () => Promise<SpanishCountyCityCopy>> = {
  Alameda: () => import('./city-copy/alameda').then((county) => county.ALAMEDA_CITY_COPY),
  'Santa Clara': () =>
    import('./city-copy/santa-clara').then((county) => county.SANTA_CLARA_CITY_COPY),
  'San Francisco': () =>
    import('./city-copy/san-francisco').then((county) => county.SAN_FRANCISCO_CITY_COPY),
  'Contra Costa': () =>
    import('./city-copy/contra-costa').then((county) => county.CONTRA_COSTA_CITY_COPY),
  'San Mateo': () => import('./city-copy/san-mateo').then((county) => county.SAN_MATEO_CITY_COPY),
};

/** Every county's copy in one record, for the checks that read the 48 cities together. */
export async function loadEverySpanishCityCopy(): Promise<SpanishCountyCityCopy> {
  const counties = await Promise.all(
    COUNTIES.map((county) => SPANISH_CITY_COPY_OF_COUNTY[county]()),
  );
  return Object.assign({}, ...counties) as SpanishCountyCityCopy;
}
