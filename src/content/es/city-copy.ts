/**
 * The Spanish copy of every city page, keyed by the ids of `src/content/cities.ts`, one
 * record per county file (docs/decisions/spanish.md#city-pages-in-spanish).
 */
import { ALAMEDA_CITY_COPY } from './city-copy/alameda';
import { CONTRA_COSTA_CITY_COPY } from './city-copy/contra-costa';
import { SAN_FRANCISCO_CITY_COPY } from './city-copy/san-francisco';
import { SAN_MATEO_CITY_COPY } from './city-copy/san-mateo';
import { SANTA_CLARA_CITY_COPY } from './city-copy/santa-clara';
import type { SpanishCityCopy } from './types';

export const SPANISH_CITY_COPY: Readonly<Record<string, SpanishCityCopy>> = {
  ...ALAMEDA_CITY_COPY,
  ...SANTA_CLARA_CITY_COPY,
  ...SAN_MATEO_CITY_COPY,
  ...CONTRA_COSTA_CITY_COPY,
  ...SAN_FRANCISCO_CITY_COPY,
};
