/**
 * The parts of a city page both languages show: the service cards, the nearby cities, the
 * trip sentence computed from the data, the links and the not-found state. Apart from the
 * English page's module, so the Spanish entry (`city-page-es.tsx`) imports none of the
 * English city profiles, county blocks, reviews or lead form
 * (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { joinNames } from '@/content/join-names';
import { localFacts } from '@/content/local-facts';
import { SERVICES } from '@/content/services';
import { COUNTIES, type City, type Service } from '@/content/types';
import type { ServiceSlug } from '@/domain/service-slugs';
import { countyAnchor, paths } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import { useT } from '@/ui/messages';
import type { Translate } from '@/i18n/translator';
import { CenteredNote, Grid, Section, SectionHeading } from '@/ui/layout';
import { ServiceCard } from '@/ui/service-card';
import { NotFoundState } from '@/pages/not-found-state';
import { LinkList, otherCitiesInCounty } from '@/pages/locations/city-lists';

/** The services' names and summaries in the page's language, by slug. */
export type ServiceTitles = Record<ServiceSlug, Pick<Service, 'title' | 'shortDescription'>>;

/** The links of the page in its language: to the Spanish twins where there are some. */
export function cityLinks(spanish: boolean) {
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

/** The page for a city id the site does not serve. */
export function CityNotFound({ cityId }: { cityId: string }) {
  return (
    <NotFoundState
      title={CITY_NOT_FOUND.title}
      message={CITY_NOT_FOUND.message}
      action={{ label: 'Return to Homepage', to: paths.home() }}
      path={paths.city(cityId)}
    />
  );
}

/** The service cards, each leading to the service-in-city page; `titles` in Spanish. */
export function CityServices({ city, titles }: { city: City; titles?: ServiceTitles }) {
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
          const service = titles ? { ...english, ...titles[english.slug] } : english;
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

export function NearbyCities({ city, spanish }: { city: City; spanish: boolean }) {
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
export function tripSentence(
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
