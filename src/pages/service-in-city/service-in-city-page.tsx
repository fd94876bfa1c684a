/**
 * Service-in-city page: '{Service} in {City}, CA'
 * with a 'View All Locations' link. What makes each of the 336 pages its own
 * (docs/decisions/indexed-pages.md): the note written for the pair, with its questions
 * (shown, not marked up: docs/decisions/structured-data.md), and facts computed from data: the distance and an
 * estimated drive from the base, the nearest cities we serve, the county's other cities.
 * The city's description stays on the city page; this page links to it.
 */
import styled from '@emotion/styled';
import { ArrowRight, Clock, MapPin, Route } from 'lucide-react';
import { use } from 'react';
import { Link, matchPath, useLocation, useParams } from 'react-router-dom';
import { bookingPromise } from '@/content/promise-wording';
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { localFacts, type LocalFacts } from '@/content/local-facts';
import type { LocalServiceNote } from '@/content/local-service-notes';
import { loadLocalServiceNote } from '@/content/load/local-service-note-loader';
import { SERVICE_DETAILS } from '@/content/service-details';
import { SERVICES } from '@/content/services';
import { slugify } from '@/content/slugify';
import { COUNTIES, type City, type Service, type ServiceDetail } from '@/content/types';
import { paths } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import { cachedReadable } from '@/hydration/readable-promise';
import { isFleetService } from '@/domain/lead-fields';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, serviceJsonLd } from '@/seo/structured-data';
import { serviceInCityDescription, serviceInCityTitle } from './service-in-city-snippets';
import { CallAndQuoteButtons } from '@/features/site-shell/call-to-action';
import { CallButton } from '@/ui/phone-link';
import { InlineIcon } from '@/ui/icons';
import { Card, CenteredNote, Section, SectionHeading } from '@/ui/layout';
import { FaqList } from '@/ui/faq-list';
import { NotFoundState } from '@/pages/not-found-state';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import { findCity, LinkList } from '@/pages/locations/city-lists';
import { HoursTable, QuoteSection, TwoColumns } from '@/pages/locations/local-sections';
import { Prose } from '@/pages/locations/prose';
import { NumberedSteps } from '@/ui/numbered-steps';
import { StaticContent } from '@/hydration/static-content';
import { joinNames } from '@/content/join-names';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';

const SERVICE_IN_CITY_NOT_FOUND = {
  title: 'Service Not Found',
  message: "We couldn't find information for this service location.",
} as const;

/**
 * The service named by the URL: its title lowercased with words joined by hyphens
 * (the rule older links use), or its slug where the two differ.
 */
function findServiceByUrlSlug(serviceType: string | undefined): Service | undefined {
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

const LinkColumns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '1.4fr 1fr 0.8fr' },
  h3: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize.xl },
  'li svg': { color: theme.color.brand, flexShrink: 0 },
}));

const FactsCard = styled(Card)(({ theme }) => ({
  gap: theme.space[2],
  h2: { margin: 0, fontSize: theme.fontSize.xl },
  h3: { margin: 0, fontSize: theme.fontSize.md },
  dl: { margin: 0, display: 'grid', gap: theme.space[1.5] },
  dt: { fontWeight: 700 },
  dd: { margin: 0, lineHeight: 1.5 },
  '.estimate-note': { color: theme.color.fgMuted, fontSize: theme.fontSize.sm },
  table: { borderCollapse: 'collapse', width: '100%' },
  'th, td': { textAlign: 'left', padding: `${theme.space[0.25]} 0`, fontWeight: 400 },
  th: { paddingRight: theme.space[2], whiteSpace: 'nowrap' },
}));

function cityLinks(cities: City[], service: Service) {
  return cities.map((other, index) => (
    <span key={other.id}>
      {index > 0 ? (index === cities.length - 1 ? ' and ' : ', ') : null}
      <Link to={paths.serviceInCity(service.slug, other.id)}>{other.name}</Link>
    </span>
  ));
}

/**
 * The computed facts of the pair: distance and an estimated drive from the base, the
 * nearest cities (straight-line distance, never a route), the county's other cities and the hours
 * (docs/decisions/indexed-pages.md, "Drive-time estimate").
 */
function TripFactsCard({
  city,
  service,
  facts,
}: {
  city: City;
  service: Service;
  facts: LocalFacts;
}) {
  const base = businessProfile.address.locality;
  const { fastest, slowest } = facts.drive;
  return (
    <FactsCard as="aside" aria-labelledby="trip-facts-title">
      <h2 id="trip-facts-title">
        <InlineIcon leading>
          <Route size={20} aria-hidden="true" />
        </InlineIcon>
        {`From Our ${base} Base to ${city.name}`}
      </h2>
      <dl>
        <div>
          <dt>Distance</dt>
          <dd>
            {facts.miles < 3
              ? `${facts.miles} miles: ${city.name} is where our vans start the day.`
              : `${facts.miles} miles ${facts.direction} of ${base}, in a straight line.`}
          </dd>
        </div>
        <div>
          <dt>Typical drive</dt>
          <dd>
            {`About ${fastest} to ${slowest} minutes, depending on traffic.`}{' '}
            <span className="estimate-note">
              (Our estimate from the distance, not a timetable: we confirm the arrival window when
              we book.)
            </span>
          </dd>
        </div>
        <div>
          <dt>Nearest cities</dt>
          <dd>
            {`The cities we serve closest to ${city.name}, in a straight line: `}
            {cityLinks(facts.nearest, service)}.
          </dd>
        </div>
        <div>
          <dt>{`${city.county} County`}</dt>
          <dd>
            {facts.countyCities.length > 0
              ? `${service.title} in ${facts.countyCities.length} other ${city.county} County ${
                  facts.countyCities.length === 1 ? 'city' : 'cities'
                }, nearest first: ${joinNames(facts.countyCities.slice(0, 4).map((other) => other.name))}${
                  facts.countyCities.length > 4 ? ' and more below' : ''
                }.`
              : `${city.name} is the only city of its county; the links below lead to the counties around it.`}
          </dd>
        </div>
      </dl>
      <h3>
        <InlineIcon leading>
          <Clock size={18} aria-hidden="true" />
        </InlineIcon>
        Hours
      </h3>
      <HoursTable />
      <CallButton placement="service-city-facts" variant="secondary" size="md" iconSize={18} />
    </FactsCard>
  );
}

function RelatedLinks({
  city,
  service,
  facts,
}: {
  city: City;
  service: Service;
  facts: LocalFacts;
}) {
  const nearby = facts.countyCities;
  const otherServices = SERVICES.filter((other) => other.slug !== service.slug);
  return (
    <Section labelledBy="related-title">
      <SectionHeading id="related-title" title={`More in ${city.name} and Nearby`} />
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
  service,
  detail,
  note,
}: {
  city: City;
  service: Service;
  detail: ServiceDetail;
  note: LocalServiceNote;
}) {
  const path = paths.serviceInCity(service.slug, city.id);
  const crumbs = trail(
    { name: 'Services', path: paths.services() },
    { name: service.title, path: paths.service(service.slug) },
    { name: city.name, path },
  );
  const facts = localFacts(city, CITIES);
  const heading = serviceInCityTitle(service, city);
  return (
    <>
      <PageMeta
        title={heading}
        description={serviceInCityDescription(service, city, facts)}
        path={path}
        jsonLd={[
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
        intro={`${service.shortDescription} ${bookingPromise(service.slug, city.name)}`}
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
      <StaticContent name="local-copy">
        <Section labelledBy="local-title">
          <TwoColumns>
            <Prose>
              <h2 id="local-title">
                {service.title} in {city.name}
              </h2>
              {note.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>{paragraph}</p>
              ))}
              <p>
                <Link to={paths.city(city.id)}>
                  About {city.name}: neighborhoods, parking and every service we bring there{' '}
                  <InlineIcon>
                    <ArrowRight size={16} aria-hidden="true" />
                  </InlineIcon>
                </Link>
              </p>
            </Prose>
            <TripFactsCard city={city} service={service} facts={facts} />
          </TwoColumns>
        </Section>
      </StaticContent>
      <Section tone="muted" labelledBy="local-faq-title">
        <SectionHeading
          id="local-faq-title"
          eyebrow="Questions"
          title={`${service.title} in ${city.name}: Questions`}
        />
        <FaqList items={note.faqs} />
      </Section>
      <StaticContent name="process-and-links">
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
          <CenteredNote>
            <Link to={paths.service(service.slug)}>
              Read the full guide to {service.title}{' '}
              <InlineIcon>
                <ArrowRight size={16} aria-hidden="true" />
              </InlineIcon>
            </Link>
          </CenteredNote>
        </Section>
        <RelatedLinks city={city} service={service} facts={facts} />
      </StaticContent>
      <QuoteSection
        city={city}
        service={service.slug}
        heading={
          // A fleet manager sets up an account rather than asking a driver's quote.
          isFleetService(service.slug)
            ? `Request Fleet Service in ${city.name}`
            : `Get a Free Quote for ${service.title} in ${city.name}`
        }
        placement="service-city"
      />
    </>
  );
}

/**
 * The page's copy, loaded with its city's file only
 * (docs/decisions/first-paint.md#service-in-city-copy), one promise per pair, so a render
 * after the first reads it without waiting. The entry awaits it with the page's module before
 * hydrating (`loadFor`), so the first hydration never suspends on it
 * (docs/architecture.md#crawl-traps, trap 3); a navigation waits for it with `use` inside the
 * router's transition, keeping the previous page on screen. A failed request is tried again
 * at the next visit.
 */
const noteFor = cachedReadable(
  (service: Service | undefined, city: City | undefined) =>
    service && city ? loadLocalServiceNote(service.slug, city.id) : Promise.resolve(undefined),
  (service, city) => `${service?.slug}/${city?.id}`,
);

/** The note of the pair a path names, which the entry loads with this module before hydrating. */
export function loadFor(pathname: string): Promise<unknown> {
  const params = matchPath(ROUTES.serviceInCity.pattern, pathname)?.params;
  return noteFor(findServiceByUrlSlug(params?.serviceType), findCity(params?.citySlug));
}

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [LeadFormIsland];

export function Component() {
  const { serviceType, citySlug } = useParams();
  const { pathname } = useLocation();
  const service = findServiceByUrlSlug(serviceType);
  const city = findCity(citySlug);
  const note = use(noteFor(service, city));
  if (!service || !city || !note) {
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
      service={service}
      detail={SERVICE_DETAILS[service.slug]}
      note={note}
    />
  );
}
