/**
 * Locations index: the cities grouped by county, each
 * county anchored as `#{county-lowercased-hyphenated}`. The root layout's
 * `useScrollToHash` brings the requested county into view 100 ms after load.
 */
import styled from '@emotion/styled';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { COUNTIES, type County } from '@/content/types';
import { countyAnchor, paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/features/seo/breadcrumbs';
import { PageMeta } from '@/features/seo/page-meta';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
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
import { StaticContent } from '@/ui/static-content';

const KM_PER_MILE = 1.609344;

const crumbs = trail({ name: 'Locations', path: paths.locations() });

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

function CountySection({ county }: { county: County }) {
  const cities = citiesInCounty(county);
  const headingId = `${countyAnchor(county)}-title`;
  return (
    <CountyGroup id={countyAnchor(county)} aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{county} County</h2>
        <p className="county-count">
          {cities.length} {cities.length === 1 ? 'city' : 'cities'}
        </p>
      </header>
      <LinkList min="190px">
        {cities.map((city) => (
          <li key={city.id}>
            <Link to={paths.city(city.id)}>
              <MapPin size={18} aria-hidden="true" />
              {city.name}
            </Link>
          </li>
        ))}
      </LinkList>
    </CountyGroup>
  );
}

export function Component() {
  const radiusMiles = Math.round(businessProfile.serviceRadiusKm / KM_PER_MILE);
  const base = businessProfile.address.locality;
  return (
    <>
      <PageMeta
        title="Bay Area Service Locations"
        description={`Mobile auto glass repair and windshield replacement in ${CITIES.length} Bay Area cities across ${joinNames(COUNTIES)} counties.`}
        path={paths.locations()}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Service areas"
        title="Mobile Auto Glass Across the Bay Area"
        intro={`Our vans leave ${base} every morning for ${CITIES.length} cities in ${COUNTIES.length} counties. Pick your city to see the neighborhoods we cover and the services we bring to your driveway or office, with no travel fee.`}
        actions={
          <>
            <CallAndQuoteButtons placement="locations-hero" />
          </>
        }
        aside={<HeroMapArt />}
      />
      <StaticContent name="county-lists">
        <Section tone="muted" labelledBy="locations-list-title">
          <SectionHeading
            id="locations-list-title"
            title="Cities We Serve by County"
            intro={`We come to you in every city below, with no travel fee. ${visitTiming()}`}
          />
          <CountyNav aria-label="Counties">
            <ul>
              {COUNTIES.map((county) => (
                <li key={county}>
                  <Link to={paths.county(county)}>{county} County</Link>
                </li>
              ))}
            </ul>
          </CountyNav>
          {COUNTIES.map((county) => (
            <CountySection key={county} county={county} />
          ))}
        </Section>
      </StaticContent>
      <Section labelledBy="location-fallback-title">
        <Fallback>
          <h2 id="location-fallback-title">Don't See Your Location?</h2>
          <p>
            Our vans cover about {radiusMiles} miles around {base}, so we can often reach towns that
            are not on this list. Send us your details or give us a call and we will tell you right
            away whether we can come to you.
          </p>
          <div className="actions">
            <ButtonLink to={paths.homeSection('contact')} variant="secondary">
              Contact Us
            </ButtonLink>
            <CallButton placement="locations-fallback" variant="outline" size="md" iconSize={18} />
          </div>
        </Fallback>
      </Section>
    </>
  );
}
