/**
 * The title and description of a city page, short enough for search results in every city
 * (docs/decisions/structured-data.md#snippet-lengths): the glass work, the city, its county and
 * two of its neighborhoods the page lists.
 */
import type { City, CityProfile } from '@/content/types';

export function cityTitle(city: City): string {
  return `Windshield & Auto Glass Repair in ${city.name}, CA`;
}

export function cityDescription(city: City, profile: CityProfile): string {
  const [first, second] = profile.neighborhoods;
  return `Windshield replacement, chip repair, side and rear glass at home or work in ${city.name}, ${city.county} County, from ${first} to ${second}.`;
}
