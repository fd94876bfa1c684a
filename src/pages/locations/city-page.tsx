/**
 * City page: county, description,
 * neighbourhoods, the service list linking to the service-in-city pages, the county's
 * 'why choose us' blocks, other cities of the county and the quote form at `#quote`.
 *
 * The Spanish twin (`city-page-es.tsx`) renders the same view with the Spanish copy: the
 * shared words and the facts computed from the data come from the catalogues; the sections
 * with no Spanish wording yet (the county's reasons, reviews, the hours and trust list, the
 * English lead form) are left out rather than shown in English
 * (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import { MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { cityDescription, cityTitle } from './city-snippets';
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { CITY_PROFILES } from '@/content/city-profiles';
import { joinNames } from '@/content/join-names';
import { SERVICE_AREA } from '@/content/service-area';
import { localFacts } from '@/content/local-facts';
import { aWorkmanshipWarranty, visitTiming } from '@/content/promise-wording';
import { SERVICES } from '@/content/services';
import { COUNTIES, type City, type CityProfile, type Service } from '@/content/types';
import type { SpanishCityCopy } from '@/content/es/types';
import type { ServiceSlug } from '@/domain/service-slugs';
import { countyAnchor, paths } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons, CallToAction } from '@/features/site-shell/call-to-action';
import { useT } from '@/ui/messages';
import type { Translate } from '@/i18n/translator';
import { CenteredNote, Grid, Section, SectionHeading } from '@/ui/layout';
import { ServiceCard } from '@/ui/service-card';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import { findCity, LinkList, otherCitiesInCounty } from '@/pages/locations/city-lists';
import { CityReviews, WhyChooseSection } from '@/pages/locations/city-sections';
import { LocalFactsCard, Prose, QuoteSection, TwoColumns } from '@/pages/locations/local-sections';
import { StaticContent } from '@/hydration/static-content';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';

/** What the Spanish entry gives the view: the page copy, kept out of the English chunk. */
export interface SpanishCityPageCopy {
  cities: Readonly<Record<string, SpanishCityCopy>>;
  services: Record<ServiceSlug, Pick<Service, 'title' | 'shortDescription'>>;
  title: (cityName: string) => string;
  heroIntro: (cityName: string) => string;
  joinNames: (names: readonly string[]) => string;
}

/** The links of the page in its language: to the Spanish twins where there are some. */
function cityLinks(spanish: boolean) {
  return spanish
    ? {
        home: ROUTES.home.href(),
        locations: ROUTES.esLocations.href(),
        city: ROUTES.esCity.href,
        county: (county: string) => `${ROUTES.esLocations.href()}#${countyAnchor(county)}`,
      }
    : {
        home: paths.home(),
        locations: paths.locations(),
        city: paths.city,
        county: paths.county,
      };
}

const CITY_NOT_FOUND = {
  title: 'Location not found',
  message:
    "We couldn't find information for this location. Please check the URL or browse our available service areas.",
} as const;

function CityServices({ city, spanish }: { city: City; spanish?: SpanishCityPageCopy }) {
  const t = useT();
  return (
    <Section tone="muted" labelledBy="city-services-title">
      <SectionHeading
        id="city-services-title"
        eyebrow={t('city.servicesEyebrow', { city: city.name })}
        title={t('city.servicesTitle', { city: city.name })}
        intro={t('city.servicesIntro', { city: city.name })}
      />
      <Grid min="250px">
        {SERVICES.map((english) => {
          const service = spanish ? { ...english, ...spanish.services[english.slug] } : english;
          // The service-in-city pages stay English (issue 31): the link leads there.
          return (
            <ServiceCard
              key={service.slug}
              service={service}
              to={paths.serviceInCity(service.slug, city.id)}
              linkText={t('city.serviceLink', { service: service.title, city: city.name })}
            />
          );
        })}
      </Grid>
    </Section>
  );
}

function NearbyCities({ city, spanish }: { city: City; spanish: boolean }) {
  const t = useT();
  const links = cityLinks(spanish);
  const countyName = (county: string) => t('county.name', { county });
  const others = otherCitiesInCounty(city);
  if (others.length === 0) {
    const otherCounties = COUNTIES.filter((county) => county !== city.county);
    return (
      <Section tone="muted" labelledBy="nearby-title">
        <SectionHeading
          id="nearby-title"
          title={t('city.nearbyCountiesTitle')}
          intro={t('city.nearbyCountiesIntro', { city: city.name, count: otherCounties.length })}
        />
        <LinkList min="220px">
          {otherCounties.map((county) => (
            <li key={county}>
              <Link to={links.county(county)}>
                <MapPin size={18} aria-hidden="true" />
                {countyName(county)}
              </Link>
            </li>
          ))}
        </LinkList>
      </Section>
    );
  }
  return (
    <Section tone="muted" labelledBy="nearby-title">
      <SectionHeading
        id="nearby-title"
        title={t('city.otherCitiesTitle', { county: city.county })}
        intro={t('city.otherCitiesIntro', { city: city.name, county: city.county })}
      />
      <LinkList min="190px">
        {others.map((other) => (
          <li key={other.id}>
            <Link to={links.city(other.id)}>
              <MapPin size={18} aria-hidden="true" />
              {other.name}
            </Link>
          </li>
        ))}
      </LinkList>
      <CenteredNote spaceAbove={3}>
        <Link to={links.locations}>{t('city.allCities')}</Link>
      </CenteredNote>
    </Section>
  );
}

/**
 * How far the city is from the base and which served cities are nearest, computed from
 * coordinates (docs/decisions/indexed-pages.md, "Drive-time estimate").
 */
function tripSentence(
  city: City,
  t: Translate,
  join: (names: readonly string[]) => string = joinNames,
): string {
  const facts = localFacts(city, CITIES);
  const base = businessProfile.address.locality;
  const nearest = join(facts.nearest.map((other) => other.name));
  const trip =
    facts.miles < 3
      ? t('city.tripFromBase', { base, city: city.name })
      : t('city.trip', {
          city: city.name,
          miles: facts.miles,
          direction: facts.direction,
          base,
          fastest: facts.drive.fastest,
          slowest: facts.drive.slowest,
        });
  return `${trip} ${t('city.nearest', { cities: nearest })}`;
}

function CityView({ city, profile }: { city: City; profile: CityProfile }) {
  const t = useT();
  const path = paths.city(city.id);
  const crumbs = trail({ name: 'Locations', path: paths.locations() }, { name: city.name, path });
  return (
    <>
      <PageMeta
        title={cityTitle(city)}
        description={cityDescription(city, profile)}
        path={path}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={t('county.name', { county: city.county })}
        title={t('city.heroTitle', { city: city.name })}
        intro={`Windshield replacement, chip repair, and side and rear glass at your home or office in ${city.name}, with camera calibration on local roads or at our ${SERVICE_AREA.calibrationShop} shop. ${visitTiming(city.name)} Every visit comes with no travel fee, insurance billed directly ($0 with full glass coverage on most comprehensive policies; we check your policy for you) and ${aWorkmanshipWarranty()} on the glass we install.`}
        actions={
          <>
            <CallAndQuoteButtons
              placement="city-hero"
              quoteTo={paths.cityQuote(city.id)}
              quoteLabel={t('city.requestQuote')}
            />
          </>
        }
        aside={<HeroMapArt highlight={city.county} />}
      />
      <StaticContent name="city-content">
        <Section labelledBy="city-about-title">
          <TwoColumns>
            <Prose>
              <h2 id="city-about-title">{t('city.aboutTitle', { city: city.name })}</h2>
              <p>{profile.description}</p>
              <p>{tripSentence(city, t)}</p>
            </Prose>
            <LocalFactsCard
              city={city}
              neighborhoods={profile.neighborhoods}
              headingId="city-neighborhoods-title"
              placement="city-facts"
            />
          </TwoColumns>
        </Section>
        <CityServices city={city} />
        <WhyChooseSection
          county={city.county}
          headingId="city-why-title"
          title={`Why ${city.name} Drivers Choose Us`}
        >
          <CityReviews city={city} />
        </WhyChooseSection>
        <NearbyCities city={city} spanish={false} />
      </StaticContent>
      <QuoteSection
        city={city}
        heading={t('city.quoteTitle', { city: city.name })}
        placement="city"
      />
    </>
  );
}

/**
 * The Spanish city page: the city's own Spanish paragraph and snippet, the computed facts and
 * the shared words from the catalogue. The quote is the Spanish quote page, one tap away.
 */
function SpanishCityView({
  city,
  copy,
  spanish,
}: {
  city: City;
  copy: SpanishCityCopy;
  spanish: SpanishCityPageCopy;
}) {
  const t = useT();
  const links = cityLinks(true);
  const path = links.city(city.id);
  const title = spanish.title(city.name);
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
        intro={spanish.heroIntro(city.name)}
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
            <p>{tripSentence(city, t, spanish.joinNames)}</p>
          </Prose>
        </Section>
        <CityServices city={city} spanish={spanish} />
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

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [LeadFormIsland];

/** The city page in English, or in Spanish with the Spanish copy its entry gives. */
export function CityPage({ spanish }: { spanish?: SpanishCityPageCopy }) {
  const { cityId = '' } = useParams();
  const city = findCity(cityId);
  const profile = city && CITY_PROFILES[city.id];
  const spanishCopy = city && spanish?.cities[city.id];
  if (city && spanish && spanishCopy)
    return <SpanishCityView city={city} copy={spanishCopy} spanish={spanish} />;
  if (!city || !profile || spanish) {
    return (
      <NotFoundState
        title={CITY_NOT_FOUND.title}
        message={CITY_NOT_FOUND.message}
        action={{ label: 'Return to Homepage', to: paths.home() }}
        path={paths.city(cityId)}
      />
    );
  }
  return <CityView city={city} profile={profile} />;
}

export function Component() {
  return <CityPage />;
}
