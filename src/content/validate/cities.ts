/** The cities (docs/decisions.md#one-reading-of-each-fact) and their profiles. */
import { CITIES } from '../cities';
import { CITY_PROFILES, WHY_CHOOSE_BY_COUNTY } from '../city-profiles';
import { slugify } from '../slugify';
import { COUNTIES } from '../types';
import type { Problems } from './problems';
import { sentences, wordCount } from './text';

export const EXPECTED_COUNTY_SIZES: Record<string, number> = {
  Alameda: 14,
  'Santa Clara': 11,
  'San Francisco': 1,
  'Contra Costa': 3,
  'San Mateo': 19,
};

export function checkCities(problems: Problems): void {
  problems.unique(
    'cities.ts id',
    CITIES.map((city) => city.id),
  );
  for (const county of COUNTIES) {
    const count = CITIES.filter((city) => city.county === county).length;
    problems.check(
      count === EXPECTED_COUNTY_SIZES[county],
      `cities.ts: ${county} has ${count} cities, expected ${EXPECTED_COUNTY_SIZES[county]}`,
    );
    problems.check(
      WHY_CHOOSE_BY_COUNTY[county]?.length === 3,
      `city-profiles.ts WHY_CHOOSE_BY_COUNTY.${county}: expected 3 points`,
    );
  }
  const seenSentences = new Map<string, string>();
  for (const city of CITIES) {
    const profile = CITY_PROFILES[city.id];
    if (!profile) {
      problems.add(`city-profiles.ts: missing "${city.id}"`);
      continue;
    }
    problems.check(
      city.id === slugify(city.name),
      `cities.ts ${city.id}: id must be the slug of "${city.name}"`,
    );
    const words = wordCount(profile.description);
    problems.check(
      words >= 120 && words <= 200,
      `city-profiles.ts ${city.id}.description: ${words} words, expected 120-200`,
    );
    problems.check(
      profile.neighborhoods.length >= 3 && profile.neighborhoods.length <= 6,
      `city-profiles.ts ${city.id}.neighborhoods: expected 3-6`,
    );
    for (const sentence of sentences(profile.description)) {
      const other = seenSentences.get(sentence);
      problems.check(
        !other || other === city.id,
        `city-profiles.ts: ${city.id} repeats a sentence of ${other}: "${sentence}"`,
      );
      seenSentences.set(sentence, city.id);
    }
  }
  for (const id of Object.keys(CITY_PROFILES))
    problems.check(
      CITIES.some((city) => city.id === id),
      `city-profiles.ts: "${id}" is not a city`,
    );
}
