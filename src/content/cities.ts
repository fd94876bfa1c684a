import { slugify } from './slugify';
import type { City, County } from './types';

/**
 * The 48 cities the vans serve, in 5 counties (docs/decisions.md#one-reading-of-each-fact). Ids are the city name
 * lowercased with spaces as hyphens; the per-city copy lives in `city-profiles.ts`.
 */
const CITY_NAMES_BY_COUNTY: Record<County, string[]> = {
  Alameda: [
    'Alameda',
    'Albany',
    'Berkeley',
    'Dublin',
    'Emeryville',
    'Fremont',
    'Hayward',
    'Livermore',
    'Newark',
    'Oakland',
    'Piedmont',
    'Pleasanton',
    'San Leandro',
    'Union City',
  ],
  'Santa Clara': [
    'San Jose',
    'Santa Clara',
    'Sunnyvale',
    'Mountain View',
    'Palo Alto',
    'Cupertino',
    'Milpitas',
    'Campbell',
    'Los Gatos',
    'Saratoga',
    'Los Altos',
  ],
  'San Francisco': ['San Francisco'],
  'Contra Costa': ['Walnut Creek', 'Concord', 'San Ramon'],
  'San Mateo': [
    'Atherton',
    'Belmont',
    'Brisbane',
    'Burlingame',
    'Colma',
    'Daly City',
    'East Palo Alto',
    'Foster City',
    'Half Moon Bay',
    'Hillsborough',
    'Menlo Park',
    'Millbrae',
    'Pacifica',
    'Portola Valley',
    'Redwood City',
    'San Bruno',
    'San Carlos',
    'San Mateo',
    'South San Francisco',
  ],
};

export const CITIES: City[] = Object.entries(CITY_NAMES_BY_COUNTY).flatMap(([county, names]) =>
  names.map((name) => ({ id: slugify(name), name, county: county as County })),
);
