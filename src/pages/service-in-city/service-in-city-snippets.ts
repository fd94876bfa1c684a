/**
 * The title and description of a service-in-city page, from the page's own facts: the service,
 * the city and its county, and the trip from the base shown in the page's facts card. Short
 * enough for search results in every city (docs/decisions/structured-data.md#snippet-lengths).
 */
import { businessProfile } from '@/content/business-profile';
import type { LocalFacts } from '@/content/local-facts';
import type { City, Service } from '@/content/types';

export function serviceInCityTitle(service: Service, city: City): string {
  return `${service.title} in ${city.name}, CA`;
}

export function serviceInCityDescription(service: Service, city: City, facts: LocalFacts): string {
  const place = `${service.title} in ${city.name}, ${city.county} County`;
  const base = businessProfile.address.locality;
  if (facts.miles < 3)
    return `${place}, where our vans start the day. Get a quote online or call us.`;
  const { fastest, slowest } = facts.drive;
  return `${place}: ${facts.miles} miles ${facts.direction} of our ${base} base, about ${fastest} to ${slowest} minutes by van.`;
}
