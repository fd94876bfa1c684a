/**
 * City page: county, description,
 * neighbourhoods, the service list linking to the service-in-city pages, the county's
 * 'why choose us' blocks, other cities of the county and the quote form at `#quote`.
 *
 * The Spanish twin (`city-page-es.tsx`) shares the sections of `city-shared-sections.tsx`
 * and imports nothing of this module, whose city profiles, county blocks, reviews and lead
 * form it does not show (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import { useParams } from 'react-router-dom';
import { cityDescription, cityTitle } from './city-snippets';
import { CITY_PROFILES } from '@/content/city-profiles';
import { SERVICE_AREA } from '@/content/service-area';
import { aWorkmanshipWarranty, visitTiming } from '@/content/promise-wording';
import type { City, CityProfile } from '@/content/types';
import { paths } from '@/config/paths';
import { Breadcrumbs, trail } from '@/seo/breadcrumbs';
import { PageMeta } from '@/seo/page-meta';
import { breadcrumbJsonLd } from '@/seo/structured-data';
import { CallAndQuoteButtons } from '@/features/site-shell/call-to-action';
import { Section } from '@/ui/layout';
import { useT } from '@/ui/messages';
import { PageHero } from '@/ui/page-hero';
import { HeroMapArt } from '@/ui/art/bay-area-map-art';
import { findCity } from '@/pages/locations/city-lists';
import { CityReviews, WhyChooseSection } from '@/pages/locations/city-sections';
import {
  CityNotFound,
  CityServices,
  NearbyCities,
  tripSentence,
} from '@/pages/locations/city-shared-sections';
import { LocalFactsCard, QuoteSection, TwoColumns } from '@/pages/locations/local-sections';
import { Prose } from '@/pages/locations/prose';
import { StaticContent } from '@/hydration/static-content';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';

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

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [LeadFormIsland];

export function Component() {
  const { cityId = '' } = useParams();
  const city = findCity(cityId);
  const profile = city && CITY_PROFILES[city.id];
  if (!city || !profile) return <CityNotFound cityId={cityId} />;
  return <CityView city={city} profile={profile} />;
}
