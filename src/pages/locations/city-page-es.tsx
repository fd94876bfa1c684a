/**
 * The Spanish city pages' entry: the city page's view with the Spanish copy, which only this
 * chunk carries (docs/decisions/spanish.md#spanish-content-pages).
 */
import { SPANISH_CITY_COPY } from '@/content/es/city-copy';
import { spanishCityHeroIntro, spanishCityTitle } from '@/content/es/city-page';
import { SPANISH_SERVICES } from '@/content/es/service-titles';
import { joinSpanishNames } from '@/content/es/spanish-words';
import { CityPage, type SpanishCityPageCopy } from './city-page';

const SPANISH: SpanishCityPageCopy = {
  cities: SPANISH_CITY_COPY,
  services: SPANISH_SERVICES,
  title: spanishCityTitle,
  heroIntro: spanishCityHeroIntro,
  joinNames: joinSpanishNames,
};

export { islands } from './city-page';

export function Component() {
  return <CityPage spanish={SPANISH} />;
}
