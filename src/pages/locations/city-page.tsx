/**
 * City page: county, description,
 * neighbourhoods, the service list linking to the service-in-city pages, the county's
 * 'why choose us' blocks, other cities of the county and the quote form at `#quote`.
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
import { COUNTIES, type City, type CityProfile } from '@/content/types';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
import { CallAndQuoteButtons } from '@/features/site-shell/call-to-action';
import { CenteredNote, Grid, Section, SectionHeading } from '@/ui/layout';
import { ServiceCard } from '@/ui/service-card';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import { findCity, LinkList, otherCitiesInCounty } from '@/pages/locations/city-lists';
import { CityReviews, WhyChooseSection } from '@/pages/locations/city-sections';
import { LocalFactsCard, Prose, QuoteSection, TwoColumns } from '@/pages/locations/local-sections';
import { StaticContent } from '@/ui/static-content';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';

const CITY_NOT_FOUND = {
  title: 'Location not found',
  message:
    "We couldn't find information for this location. Please check the URL or browse our available service areas.",
} as const;

function CityServices({ city }: { city: City }) {
  return (
    <Section tone="muted" labelledBy="city-services-title">
      <SectionHeading
        id="city-services-title"
        eyebrow={`Auto glass in ${city.name}`}
        title={`Our Services in ${city.name}`}
        intro={`Every service comes to your address in ${city.name}: the technician, the glass and the tools arrive together in one van.`}
      />
      <Grid min="250px">
        {SERVICES.map((service) => (
          <ServiceCard
            key={service.slug}
            service={service}
            to={paths.serviceInCity(service.slug, city.id)}
            linkText={`${service.title} in ${city.name}`}
          />
        ))}
      </Grid>
    </Section>
  );
}

function NearbyCities({ city }: { city: City }) {
  const others = otherCitiesInCounty(city);
  if (others.length === 0) {
    const otherCounties = COUNTIES.filter((county) => county !== city.county);
    return (
      <Section tone="muted" labelledBy="nearby-title">
        <SectionHeading
          id="nearby-title"
          title="Nearby Counties We Serve"
          intro={`Beyond ${city.name}, our vans cover ${otherCounties.length} more Bay Area counties.`}
        />
        <LinkList min="220px">
          {otherCounties.map((county) => (
            <li key={county}>
              <Link to={paths.county(county)}>
                <MapPin size={18} aria-hidden="true" />
                {county} County
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
        title={`Other ${city.county} County Cities We Serve`}
        intro={`The same vans and technicians that come to ${city.name} also work in these ${city.county} County cities.`}
      />
      <LinkList min="190px">
        {others.map((other) => (
          <li key={other.id}>
            <Link to={paths.city(other.id)}>
              <MapPin size={18} aria-hidden="true" />
              {other.name}
            </Link>
          </li>
        ))}
      </LinkList>
      <CenteredNote spaceAbove={3}>
        <Link to={paths.locations()}>See every city we serve</Link>
      </CenteredNote>
    </Section>
  );
}

/**
 * How far the city is from the base and which served cities are nearest, computed from
 * coordinates (docs/decisions/indexed-pages.md, "Drive-time estimate").
 */
function tripSentence(city: City): string {
  const facts = localFacts(city, CITIES);
  const base = businessProfile.address.locality;
  const nearest = joinNames(facts.nearest.map((other) => other.name));
  const trip =
    facts.miles < 3
      ? `Our vans start the day in ${base}, so ${city.name} is the shortest trip we make.`
      : `As the crow flies, ${city.name} lies ${facts.miles} miles ${facts.direction} of our ${base} base; we reckon on ${facts.drive.fastest} to ${facts.drive.slowest} minutes by road, more at rush hour.`;
  return `${trip} The nearest cities we also serve: ${nearest}.`;
}

function CityView({ city, profile }: { city: City; profile: CityProfile }) {
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
        eyebrow={`${city.county} County`}
        title={`Mobile Auto Glass in ${city.name}, CA`}
        intro={`Windshield replacement, chip repair, and side and rear glass at your home or office in ${city.name}, with camera calibration on local roads or at our ${SERVICE_AREA.calibrationShop} shop. ${visitTiming(city.name)} Every visit comes with no travel fee, insurance billed directly ($0 with full glass coverage on most comprehensive policies; we check your policy for you) and ${aWorkmanshipWarranty()} on the glass we install.`}
        actions={
          <>
            <CallAndQuoteButtons
              placement="city-hero"
              quoteTo={paths.cityQuote(city.id)}
              quoteLabel="Request a Quote"
            />
          </>
        }
        aside={<HeroMapArt highlight={city.county} />}
      />
      <StaticContent name="city-content">
        <Section labelledBy="city-about-title">
          <TwoColumns>
            <Prose>
              <h2 id="city-about-title">Auto Glass Service in {city.name}</h2>
              <p>{profile.description}</p>
              <p>{tripSentence(city)}</p>
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
        <NearbyCities city={city} />
      </StaticContent>
      <QuoteSection city={city} heading={`Get a Free Quote in ${city.name}`} placement="city" />
    </>
  );
}

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [LeadFormIsland];

export function Component() {
  const { cityId = '' } = useParams();
  const city = findCity(cityId);
  const profile = city && CITY_PROFILES[city.id];
  if (!city || !profile) {
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
