/**
 * Loads one service-in-city note in the browser: only the file of `local-service/` that holds
 * its city, about a sixth of the copy, instead of every city's copy with every page
 * (docs/decisions/first-paint.md#service-in-city-copy). `local-service-notes.test.ts` checks
 * that each file holds exactly the cities listed here.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import type { LocalServiceNote, LocalServiceNotes } from '../local-service/types';

export const localServiceKey = (service: ServiceSlug, cityId: string) => `${service}/${cityId}`;

/** The cities whose notes each file of `local-service/` holds. */
export const NOTE_FILE_CITIES = {
  'alameda-north.ts': [
    'alameda',
    'albany',
    'berkeley',
    'emeryville',
    'oakland',
    'piedmont',
    'san-leandro',
  ],
  'alameda-south.ts': [
    'dublin',
    'fremont',
    'hayward',
    'livermore',
    'newark',
    'pleasanton',
    'union-city',
  ],
  'mixed-counties.ts': [
    'atherton',
    'concord',
    'los-altos',
    'los-gatos',
    'san-francisco',
    'san-ramon',
    'saratoga',
    'walnut-creek',
  ],
  'san-mateo-north.ts': [
    'belmont',
    'brisbane',
    'burlingame',
    'colma',
    'daly-city',
    'east-palo-alto',
    'foster-city',
    'half-moon-bay',
  ],
  'san-mateo-south.ts': [
    'hillsborough',
    'menlo-park',
    'millbrae',
    'pacifica',
    'portola-valley',
    'redwood-city',
    'san-bruno',
    'san-carlos',
    'san-mateo',
    'south-san-francisco',
  ],
  'santa-clara.ts': [
    'campbell',
    'cupertino',
    'milpitas',
    'mountain-view',
    'palo-alto',
    'san-jose',
    'santa-clara',
    'sunnyvale',
  ],
} as const;

type NoteFile = keyof typeof NOTE_FILE_CITIES;

/** One chunk per file: webpack splits each `import()` into its own. */
const LOAD_NOTE_FILE: Record<NoteFile, () => Promise<LocalServiceNotes>> = {
  'alameda-north.ts': () =>
    import('../local-service/alameda-north').then((file) => file.ALAMEDA_NORTH_NOTES),
  'alameda-south.ts': () =>
    import('../local-service/alameda-south').then((file) => file.ALAMEDA_SOUTH_NOTES),
  'mixed-counties.ts': () =>
    import('../local-service/mixed-counties').then((file) => file.MIXED_COUNTIES_NOTES),
  'san-mateo-north.ts': () =>
    import('../local-service/san-mateo-north').then((file) => file.SAN_MATEO_NORTH_NOTES),
  'san-mateo-south.ts': () =>
    import('../local-service/san-mateo-south').then((file) => file.SAN_MATEO_SOUTH_NOTES),
  'santa-clara.ts': () =>
    import('../local-service/santa-clara').then((file) => file.SANTA_CLARA_NOTES),
};

export async function loadLocalServiceNote(
  service: ServiceSlug,
  cityId: string,
): Promise<LocalServiceNote | undefined> {
  const file = (Object.keys(NOTE_FILE_CITIES) as NoteFile[]).find((name) =>
    (NOTE_FILE_CITIES[name] as readonly string[]).includes(cityId),
  );
  if (!file) return undefined;
  const notes = await LOAD_NOTE_FILE[file]();
  return notes[localServiceKey(service, cityId)];
}
