/**
 * Locations index: the cities grouped by county, each
 * county anchored as `#{county-lowercased-hyphenated}`. The root layout's
 * `useScrollToHash` brings the requested county into view 100 ms after load.
 *
 * The words are one `LocationsPageCopy`: the English ones here, the Spanish ones in
 * src/content/es/locations.ts, given by the Spanish entry (`locations-page-es.tsx`) so only
 * the Spanish chunk carries them (docs/decisions/spanish.md#spanish-content-pages).
 */
import styled from '@emotion/styled';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { COUNTIES, type County } from '@/content/types';
import { countyAnchor, paths } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import type { LocationsPageCopy } from '@/content/es/locations';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd, webPageJsonLd } from '@/seo/structured-data';
import { useT } from '@/ui/messages';
import { CallAndQuoteButtons } from '@/features/site-shell/call-to-action';
import { CallButton } from '@/ui/phone-link';
import { ButtonLink } from '@/ui/button';
import { Card, Section, SectionHeading } from '@/ui/layout';
import { PageHero } from '@/ui/page-hero';
import { mq } from '@/ui/theme/theme';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import { citiesInCounty, LinkList } from '@/pages/locations/city-lists';
import { joinNames } from '@/content/join-names';
import { visitTiming } from '@/content/promise-wording';
import { StaticContent } from '@/hydration/static-content';

const KM_PER_MILE = 1.609344;

const radiusMiles = Math.round(businessProfile.serviceRadiusKm / KM_PER_MILE);
const base = businessProfile.address.locality;

const ENGLISH_LOCATIONS_PAGE: LocationsPageCopy = {
  metaTitle: 'Bay Area Service Locations',
  metaDescription: `Mobile auto glass repair and windshield replacement in ${CITIES.length} Bay Area cities across ${joinNames(COUNTIES)} counties.`,
  heroEyebrow: 'Service areas',
  heroTitle: 'Mobile Auto Glass Across the Bay Area',
  heroIntro: `Our vans leave ${base} every morning for ${CITIES.length} cities in ${COUNTIES.length} counties. Pick your city to see the neighborhoods we cover and the services we bring to your driveway or office, with no travel fee.`,
  listTitle: 'Cities We Serve by County',
  listIntro: `We come to you in every city below, with no travel fee. ${visitTiming()}`,
  countyNavLabel: 'Counties',
  countyName: (county) => `${county} County`,
  cityCount: (count) => `${count} ${count === 1 ? 'city' : 'cities'}`,
  fallbackTitle: "Don't See Your Location?",
  fallbackText: `Our vans cover about ${radiusMiles} miles around ${base}, so we can often reach towns that are not on this list. Send us your details or give us a call and we will tell you right away whether we can come to you.`,
  contactButton: 'Contact Us',
};

/** The page's links in its language: the Spanish twins where there are some. */
function locationLinks(spanish: boolean) {
  return spanish
    ? {
        // The home has no Spanish twin yet (docs/decisions/spanish.md#spanish-routes).
        home: ROUTES.home.href(),
        locations: ROUTES.esLocations.href(),
        city: ROUTES.esCity.href,
        contact: `${ROUTES.home.href()}#contact`,
      }
    : {
        home: paths.home(),
        locations: paths.locations(),
        city: paths.city,
        contact: paths.homeSection('contact'),
      };
}

const CountyNav = styled.nav(({ theme }) => ({
  marginBottom: theme.space[4],
  ul: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.space[1],
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: theme.touchTarget,
    paddingInline: theme.space[2],
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.color.border}`,
    background: theme.color.bg,
    color: theme.color.brand,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { background: theme.color.bgBrandSoft },
  },
}));

const CountyGroup = styled.section(({ theme }) => ({
  // html already pads anchor scrolls by the header height; this adds a little air.
  scrollMarginTop: theme.space[2],
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  padding: theme.space[3],
  [mq.md]: { padding: theme.space[4] },
  '& + &': { marginTop: theme.space[3] },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: theme.space[1],
    marginBottom: theme.space[2],
    paddingBottom: theme.space[1.5],
    borderBottom: `1px solid ${theme.color.border}`,
  },
  h2: { margin: 0, fontSize: theme.fontSize['2xl'] },
  '.county-count': { margin: 0, color: theme.color.fgMuted, fontWeight: 600 },
  'li svg': { color: theme.color.brand, flexShrink: 0 },
}));

const Fallback = styled(Card)(({ theme }) => ({
  maxWidth: theme.measure.lg,
  marginInline: 'auto',
  textAlign: 'center',
  alignItems: 'center',
  h2: { margin: 0, fontSize: theme.fontSize['2xl'] },
  p: { fontSize: theme.fontSize.lg },
  '.actions': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.space[1.5],
    marginTop: theme.space[1],
  },
}));

function CountySection({
  county,
  copy,
  cityPath,
}: {
  county: County;
  copy: LocationsPageCopy;
  cityPath: (cityId: string) => string;
}) {
  const cities = citiesInCounty(county);
  const headingId = `${countyAnchor(county)}-title`;
  return (
    <CountyGroup id={countyAnchor(county)} aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{copy.countyName(county)}</h2>
        <p className="county-count">{copy.cityCount(cities.length)}</p>
      </header>
      <LinkList min="190px">
        {cities.map((city) => (
          <li key={city.id}>
            <Link to={cityPath(city.id)}>
              <MapPin size={18} aria-hidden="true" />
              {city.name}
            </Link>
          </li>
        ))}
      </LinkList>
    </CountyGroup>
  );
}

/** The locations index in English, or in Spanish with the copy its Spanish entry gives. */
export function LocationsPage({ spanish }: { spanish?: LocationsPageCopy }) {
  const t = useT();
  const copy = spanish ?? ENGLISH_LOCATIONS_PAGE;
  const links = locationLinks(spanish !== undefined);
  const crumbs = trail({ name: t('locations.name'), path: links.locations });
  const jsonLd = spanish
    ? [
        webPageJsonLd({
          name: copy.heroTitle,
          description: copy.metaDescription,
          path: links.locations,
          inLanguage: 'es',
        }),
        breadcrumbJsonLd(crumbs),
      ]
    : [breadcrumbJsonLd(crumbs)];
  return (
    <>
      <PageMeta
        title={copy.metaTitle}
        description={copy.metaDescription}
        path={links.locations}
        jsonLd={jsonLd}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.heroEyebrow}
        title={copy.heroTitle}
        intro={copy.heroIntro}
        actions={
          <>
            <CallAndQuoteButtons
              placement="locations-hero"
              callLabel={t('page.callNow')}
              quoteLabel={t('page.freeQuote')}
            />
          </>
        }
        aside={<HeroMapArt />}
      />
      <StaticContent name="county-lists">
        <Section tone="muted" labelledBy="locations-list-title">
          <SectionHeading id="locations-list-title" title={copy.listTitle} intro={copy.listIntro} />
          <CountyNav aria-label={copy.countyNavLabel}>
            <ul>
              {COUNTIES.map((county) => (
                <li key={county}>
                  <Link to={`${links.locations}#${countyAnchor(county)}`}>
                    {copy.countyName(county)}
                  </Link>
                </li>
              ))}
            </ul>
          </CountyNav>
          {COUNTIES.map((county) => (
            <CountySection key={county} county={county} copy={copy} cityPath={links.city} />
          ))}
        </Section>
      </StaticContent>
      <Section labelledBy="location-fallback-title">
        <Fallback>
          <h2 id="location-fallback-title">{copy.fallbackTitle}</h2>
          <p>{copy.fallbackText}</p>
          <div className="actions">
            <ButtonLink to={links.contact} variant="secondary">
              {copy.contactButton}
            </ButtonLink>
            <CallButton
              placement="locations-fallback"
              variant="outline"
              size="md"
              iconSize={18}
              label={spanish ? t('page.callNow') : undefined}
            />
          </div>
        </Fallback>
      </Section>
    </>
  );
}

export function Component() {
  return <LocationsPage />;
}
