/**
 * The Spanish city pages' entry: the city's own Spanish paragraph and snippet, the computed
 * facts and the shared words from the catalogue, with the sections both languages share
 * (`city-shared-sections.tsx`). The sections with no Spanish wording yet (the neighbourhoods,
 * hours and trust list, the county's reasons, the reviews, the English lead form) are left
 * out rather than shown in English, and so is the English page's module with them; the quote is
 * the Spanish quote page, one tap away.
 *
 * The city texts are one chunk per county, not part of this one: the entry awaits the city's
 * county before hydrating (`loadFor`, src/app/page-loader.ts), and a navigation to a city of
 * another county waits for it inside the router's transition
 * (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import { use } from 'react';
import { matchPath, useParams } from 'react-router-dom';
import { SPANISH_CITY_COPY_OF_COUNTY, type SpanishCountyCityCopy } from '@/content/es/city-copy';
import { spanishCityHeroIntro, spanishCityTitle } from '@/content/es/city-page';
import { SPANISH_SERVICES } from '@/content/es/service-titles';
import { joinSpanishNames } from '@/content/es/spanish-words';
import type { SpanishCityCopy } from '@/content/es/types';
import type { City, County } from '@/content/types';
import { ROUTES } from '@/config/routes';
import { cachedReadable } from '@/hydration/readable-promise';
import { StaticContent } from '@/hydration/static-content';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import { Section } from '@/ui/layout';
import { useT } from '@/ui/messages';
import { PageHero } from '@/ui/page-hero';
import { findCity } from '@/pages/locations/city-lists';
import {
  CityNotFound,
  CityServices,
  cityLinks,
  NearbyCities,
  tripSentence,
} from '@/pages/locations/city-shared-sections';
import { Prose } from '@/pages/locations/prose';

/** A county's Spanish city texts, requested once; a failed request is tried again at the next visit. */
const loadCountyCopy = cachedReadable((county: County): Promise<SpanishCountyCityCopy> =>
  SPANISH_CITY_COPY_OF_COUNTY[county](),
);

/** The city's texts, which the entry loads with this module before hydrating. */
export function loadFor(pathname: string): Promise<unknown> {
  const city = findCity(matchPath(ROUTES.esCity.pattern, pathname)?.params.cityId);
  return city ? loadCountyCopy(city.county) : Promise.resolve();
}

function SpanishCityView({ city, copy }: { city: City; copy: SpanishCityCopy }) {
  const t = useT();
  const links = cityLinks(true);
  const path = links.city(city.id);
  const title = spanishCityTitle(city.name);
  const crumbs = trail(
    { name: t('locations.name'), path: links.locations },
    { name: city.name, path },
  );
  return (
    <>
      <PageMeta
        title={title}
        description={copy.metaDescription}
        path={path}
        jsonLd={[
          webPageJsonLd({ name: title, description: copy.metaDescription, path, inLanguage: 'es' }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={t('county.name', { county: city.county })}
        title={t('city.heroTitle', { city: city.name })}
        intro={spanishCityHeroIntro(city.name)}
        actions={
          <CallAndQuoteButtons
            placement="city-hero"
            callLabel={t('page.callNow')}
            quoteLabel={t('city.requestQuote')}
          />
        }
        aside={<HeroMapArt highlight={city.county} />}
      />
      <StaticContent name="city-content">
        <Section labelledBy="city-about-title">
          <Prose>
            <h2 id="city-about-title">{t('city.aboutTitle', { city: city.name })}</h2>
            <p>{copy.description}</p>
            <p>{tripSentence(city, t, joinSpanishNames)}</p>
          </Prose>
        </Section>
        <CityServices city={city} titles={SPANISH_SERVICES} />
        <NearbyCities city={city} spanish />
      </StaticContent>
      <CallToAction
        placement="city"
        title={t('city.quoteTitle', { city: city.name })}
        text={t('legal.cta.text')}
        actions={
          <CallAndQuoteButtons
            placement="city"
            callLabel={t('page.callNow')}
            quoteLabel={t('page.freeQuote')}
          />
        }
      />
    </>
  );
}

export function Component() {
  const { cityId = '' } = useParams();
  const city = findCity(cityId);
  const copy = city && use(loadCountyCopy(city.county))[city.id];
  if (!city || !copy) return <CityNotFound cityId={cityId} />;
  return <SpanishCityView city={city} copy={copy} />;
}
