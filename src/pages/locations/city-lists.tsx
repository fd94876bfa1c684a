/**
 * The city lookups and the link list the locations page shares with the city and
 * service-in-city pages. Apart from `local-sections.tsx`, whose county copy, reviews and quote
 * section the locations page does not show, so that page's first load leaves them out
 * (docs/decisions/first-paint.md#first-load-budget).
 */
import styled from '@emotion/styled';
import { CITIES } from '@/content/cities';
import type { City, County } from '@/content/types';
import { mq } from '@/ui/theme/theme';

/** The city with this id (the URL slug), or undefined. */
export function findCity(cityId: string | undefined): City | undefined {
  return CITIES.find((city) => city.id === cityId);
}

export function citiesInCounty(county: County): City[] {
  return CITIES.filter((city) => city.county === county);
}

/** The other cities of the city's county, in the county's list order. */
export function otherCitiesInCounty(city: City): City[] {
  return citiesInCounty(city.county).filter((other) => other.id !== city.id);
}

/** A list of links, each at least 44px tall: two columns on phones, `min` wide from sm up. */
export const LinkList = styled.ul<{ min?: string }>(({ theme, min = '200px' }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.sm]: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))` },
  gap: `${theme.space[0.5]} ${theme.space[2]}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  a: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[1],
    minHeight: theme.touchTarget,
    fontWeight: 600,
    lineHeight: 1.3,
  },
}));
