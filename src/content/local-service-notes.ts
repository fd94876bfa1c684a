/**
 * The service-in-city copy of every pair, by file of `local-service/` (one file a group of
 * cities), for the build's content checks: the validation requires a note for each of the
 * 7 × 48 pairs (docs/decisions/indexed-pages.md). The browser never loads this module: a page
 * loads only its city's file (local-service-note-loader.ts).
 */
import { ALAMEDA_NORTH_NOTES } from './local-service/alameda-north';
import { ALAMEDA_SOUTH_NOTES } from './local-service/alameda-south';
import { MIXED_COUNTIES_NOTES } from './local-service/mixed-counties';
import { SAN_MATEO_NORTH_NOTES } from './local-service/san-mateo-north';
import { SAN_MATEO_SOUTH_NOTES } from './local-service/san-mateo-south';
import { SANTA_CLARA_NOTES } from './local-service/santa-clara';
import type { LocalServiceNotes } from './local-service/types';
import type { NOTE_FILE_CITIES } from './load/local-service-note-loader';

export type { LocalServiceNote } from './local-service/types';

export const LOCAL_SERVICE_NOTE_FILES: Record<keyof typeof NOTE_FILE_CITIES, LocalServiceNotes> = {
  'alameda-north.ts': ALAMEDA_NORTH_NOTES,
  'alameda-south.ts': ALAMEDA_SOUTH_NOTES,
  'mixed-counties.ts': MIXED_COUNTIES_NOTES,
  'san-mateo-north.ts': SAN_MATEO_NORTH_NOTES,
  'san-mateo-south.ts': SAN_MATEO_SOUTH_NOTES,
  'santa-clara.ts': SANTA_CLARA_NOTES,
};
