/**
 * The service-in-city copy of every pair, merged from the files of `local-service/`
 * (one file a group of cities). The content validation requires a note for each of the
 * 7 × 48 pairs (docs/decisions/indexed-pages.md).
 */
import { ALAMEDA_NORTH_NOTES } from './local-service/alameda-north';
import { ALAMEDA_SOUTH_NOTES } from './local-service/alameda-south';
import { MIXED_COUNTIES_NOTES } from './local-service/mixed-counties';
import { SAN_MATEO_NORTH_NOTES } from './local-service/san-mateo-north';
import { SAN_MATEO_SOUTH_NOTES } from './local-service/san-mateo-south';
import { SANTA_CLARA_NOTES } from './local-service/santa-clara';
import type { LocalServiceNote, LocalServiceNotes } from './local-service/types';
import type { ServiceSlug } from '@/domain/service-slugs';

export type { LocalServiceNote } from './local-service/types';

export const LOCAL_SERVICE_NOTE_FILES: Record<string, LocalServiceNotes> = {
  'alameda-north.ts': ALAMEDA_NORTH_NOTES,
  'alameda-south.ts': ALAMEDA_SOUTH_NOTES,
  'mixed-counties.ts': MIXED_COUNTIES_NOTES,
  'san-mateo-north.ts': SAN_MATEO_NORTH_NOTES,
  'san-mateo-south.ts': SAN_MATEO_SOUTH_NOTES,
  'santa-clara.ts': SANTA_CLARA_NOTES,
};

const LOCAL_SERVICE_NOTES: LocalServiceNotes = Object.assign(
  {},
  ...Object.values(LOCAL_SERVICE_NOTE_FILES),
);

export const localServiceKey = (service: ServiceSlug, cityId: string) => `${service}/${cityId}`;

export function localServiceNote(
  service: ServiceSlug,
  cityId: string,
): LocalServiceNote | undefined {
  return LOCAL_SERVICE_NOTES[localServiceKey(service, cityId)];
}
