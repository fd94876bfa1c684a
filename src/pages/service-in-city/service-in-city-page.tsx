/**
 * Service-in-city page: '{Service} in {City}, CA'
 * with a 'View All Locations' link and three benefit cards, plus the local text that
 * makes each of the 336 pages its own: the city's streets and neighbourhoods, the
 * service's process, the county's reasons to choose us and links to the same service
 * in nearby cities.
 */
import styled from '@emotion/styled';
import { ArrowRight, MapPin } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { CITY_PROFILES } from '@/content/city-profiles';
import { SERVICE_DETAILS } from '@/content/service-details';
import { SERVICES } from '@/content/services';
import { slugify } from '@/content/slugify';
import {
  COUNTIES,
  type City,
  type CityProfile,
  type Service,
  type ServiceDetail,
} from '@/content/types';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import {
  breadcrumbJsonLd,
  localBusinessJsonLd,
  serviceJsonLd,
} from '@/features/seo/structured-data';
import { CallAndQuoteButtons } from '@/features/site-shell/call-to-action';
import { Card, Grid, Section, SectionHeading } from '@/ui/layout';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import {
  citiesInCounty,
  CityReviews,
  findCity,
  LinkList,
  LocalFactsCard,
  otherCitiesInCounty,
  Prose,
  QuoteSection,
  TwoColumns,
  WhyChooseSection,
} from '@/pages/locations/local-sections';
import { NumberedSteps } from '@/ui/numbered-steps';
import { joinNames } from '@/content/join-names';

export const SERVICE_IN_CITY_NOT_FOUND = {
  title: 'Service Not Found',
  message: "We couldn't find information for this service location.",
} as const;

/**
 * The service named by the URL: its title lowercased with words joined by hyphens
 * (the rule older links use), or its slug where the two differ.
 */
export function findServiceByUrlSlug(serviceType: string | undefined): Service | undefined {
  return (
    SERVICES.find((service) => slugify(service.title) === serviceType) ??
    SERVICES.find((service) => service.slug === serviceType)
  );
}

/** On the navy hero: the link colour (navy 600) was 2.4:1 there; text on brand is white. */
const AllLocationsLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  minHeight: theme.touchTarget,
  fontWeight: 700,
  color: theme.color.fgOnBrand,
}));

const BenefitCard = styled(Card)(({ theme }) => ({
  '.benefit-number': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    borderRadius: theme.radius.pill,
    background: theme.color.accentSoft,
    color: theme.color.fg,
    fontWeight: 800,
  },
}));

const LinkColumns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '1.4fr 1fr 0.8fr' },
  h3: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize.xl },
  'li svg': { color: theme.color.brand, flexShrink: 0 },
}));

/** The sentence that ties this city to this service. */
function localIntro(city: City, service: Service, profile: CityProfile): string {
  const countySize = citiesInCounty(city.county).length;
  const where =
    countySize > 1
      ? `${city.name} is one of the ${countySize} ${city.county} County cities our vans visit every week`
      : `Our vans are in ${city.name} every day`;
  const places = joinNames(profile.neighborhoods.slice(0, 3));
  if (profile.mainService === service.slug) {
    return `${where}, and drivers here book ${service.title} with us more than any other service. We do the work right where the car is parked, in ${places} and everywhere in between.`;
  }
  return `${where}. We bring ${service.title} right to where the car is parked, in ${places} and everywhere in between.`;
}

function RelatedLinks({ city, service }: { city: City; service: Service }) {
  const nearby = otherCitiesInCounty(city);
  const otherServices = SERVICES.filter((other) => other.slug !== service.slug);
  return (
    <Section labelledBy="related-title">
      <SectionHeading
        id="related-title"
        title={`More in ${city.name} and Nearby`}
        intro={`Other services we bring to ${city.name}, and ${service.title} in the cities around it.`}
      />
      <LinkColumns>
        <div>
          {nearby.length > 0 ? (
            <>
              <h3>
                {service.title} in Nearby {city.county} County Cities
              </h3>
              <LinkList min="180px">
                {nearby.map((other) => (
                  <li key={other.id}>
                    <Link to={paths.serviceInCity(service.slug, other.id)}>
                      <MapPin size={18} aria-hidden="true" />
                      {other.name}
                    </Link>
                  </li>
                ))}
              </LinkList>
            </>
          ) : (
            <>
              <h3>Nearby Counties We Serve</h3>
              <LinkList min="180px">
                {COUNTIES.filter((county) => county !== city.county).map((county) => (
                  <li key={county}>
                    <Link to={paths.county(county)}>
                      <MapPin size={18} aria-hidden="true" />
                      {county} County
                    </Link>
                  </li>
                ))}
              </LinkList>
            </>
          )}
        </div>
        <div>
          <h3>Other Services in {city.name}</h3>
          <LinkList min="220px">
            {otherServices.map((other) => (
              <li key={other.slug}>
                <Link to={paths.serviceInCity(other.slug, city.id)}>{other.title}</Link>
              </li>
            ))}
          </LinkList>
        </div>
        <div>
          <h3>Learn More</h3>
          <LinkList min="180px">
            <li>
              <Link to={paths.city(city.id)}>Auto glass in {city.name}</Link>
            </li>
            <li>
              <Link to={paths.service(service.slug)}>All about {service.title}</Link>
            </li>
            <li>
              <Link to={paths.county(city.county)}>{city.county} County locations</Link>
            </li>
          </LinkList>
        </div>
      </LinkColumns>
    </Section>
  );
}

function ServiceInCityView({
  city,
  profile,
  service,
  detail,
}: {
  city: City;
  profile: CityProfile;
  service: Service;
  detail: ServiceDetail;
}) {
  const path = paths.serviceInCity(service.slug, city.id);
  const crumbs = trail(
    { name: 'Services', path: paths.services() },
    { name: service.title, path: paths.service(service.slug) },
    { name: city.name, path },
  );
  const [first, second] = profile.neighborhoods;
  const heading = `${service.title} in ${city.name}, CA`;
  return (
    <>
      <PageMeta
        title={heading}
        description={`${heading}, from ${first} to ${second}. ${service.shortDescription}`}
        path={path}
        jsonLd={[
          localBusinessJsonLd({ name: city.name, path }),
          serviceJsonLd({
            name: service.title,
            description: detail.description,
            path,
            areaServed: city.name,
          }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={`${city.county} County`}
        title={heading}
        intro={`${service.shortDescription} Same-day or next-day visits anywhere in ${city.name}, with no travel fee and a lifetime workmanship warranty.`}
        actions={
          <>
            <CallAndQuoteButtons
              placement="service-city-hero"
              quoteTo={paths.serviceInCityQuote(service.slug, city.id)}
            />
            <AllLocationsLink to={paths.locations()}>
              <MapPin size={18} aria-hidden="true" />
              View All Locations
            </AllLocationsLink>
          </>
        }
        aside={<HeroMapArt highlight={city.county} />}
      />
      <Section labelledBy="benefits-title">
        <SectionHeading
          id="benefits-title"
          eyebrow={service.title}
          title={`Why ${city.name} Drivers Choose Us`}
        />
        <Grid min="250px">
          {detail.benefits.slice(0, 3).map((benefit, index) => (
            <BenefitCard key={benefit.title}>
              <span className="benefit-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </BenefitCard>
          ))}
        </Grid>
      </Section>
      <Section tone="muted" labelledBy="local-title">
        <TwoColumns>
          <Prose>
            <h2 id="local-title">
              {service.title} Across {city.name}
            </h2>
            <p>{localIntro(city, service, profile)}</p>
            <p>{detail.description}</p>
            <h3>Getting Around {city.name}</h3>
            <p>{profile.description}</p>
          </Prose>
          <LocalFactsCard
            city={city}
            neighborhoods={profile.neighborhoods}
            headingId="local-neighborhoods-title"
            placement="service-city-facts"
          />
        </TwoColumns>
      </Section>
      <Section labelledBy="process-title">
        <SectionHeading
          id="process-title"
          eyebrow={`From ${businessProfile.address.locality} to ${city.name}`}
          title={`${service.title} in ${city.name}, Step by Step`}
        />
        <NumberedSteps>
          {detail.process.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </NumberedSteps>
        <p style={{ marginTop: 32, textAlign: 'center' }}>
          <Link to={paths.service(service.slug)}>
            Read the full guide to {service.title}{' '}
            <ArrowRight size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />
          </Link>
        </p>
      </Section>
      <WhyChooseSection
        county={city.county}
        headingId="county-why-title"
        title={`Local Service Across ${city.county} County`}
        tone="muted"
      >
        <CityReviews city={city} />
      </WhyChooseSection>
      <RelatedLinks city={city} service={service} />
      <QuoteSection
        city={city}
        service={service.slug}
        heading={`Get a Free Quote for ${service.title} in ${city.name}`}
        placement="service-city"
      />
    </>
  );
}

export function Component() {
  const { serviceType, citySlug } = useParams();
  const { pathname } = useLocation();
  const service = findServiceByUrlSlug(serviceType);
  const city = findCity(citySlug);
  const profile = city && CITY_PROFILES[city.id];
  if (!service || !city || !profile) {
    return (
      <NotFoundState
        title={SERVICE_IN_CITY_NOT_FOUND.title}
        message={SERVICE_IN_CITY_NOT_FOUND.message}
        action={{ label: 'View All Locations', to: paths.locations() }}
        path={pathname}
      />
    );
  }
  return (
    <ServiceInCityView
      city={city}
      profile={profile}
      service={service}
      detail={SERVICE_DETAILS[service.slug]}
    />
  );
}
