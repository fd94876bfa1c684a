import { businessProfile } from '@/content/business-profile';
import { paths } from '@/config/paths';
import { HeroOfferIsland, HomeHero } from '@/features/hero-experiment/home-hero';
import { PageMeta } from '@/features/seo/page-meta';
import { deferredIsland } from '@/ui/deferred-island';
import { ContactSection, MapIsland } from './contact-section';

// Below the fold, hydrated after the page from their own chunks (src/ui/deferred-island.tsx).
// The services, about and warranty sections are links and static copy: their code has no
// reason to be in the first load, which has a budget (test/e2e/budget.e2e.ts). The
// contact section holds the quote form and hydrates with the page, all but its map.
const ServicesIsland = deferredIsland('home-services', () =>
  import('./deferred-sections').then((module) => module.ServicesSection),
);
const AboutIsland = deferredIsland('home-about', () =>
  import('./deferred-sections').then((module) => module.AboutSection),
);
const WarrantyIsland = deferredIsland('home-warranty', () =>
  import('./deferred-sections').then((module) => module.WarrantyBanner),
);
const BrandsIsland = deferredIsland('home-brands', () =>
  import('./brands-section').then((module) => module.BrandsSection),
);
const ClosingIsland = deferredIsland('home-closing', () =>
  import('./closing-sections').then((module) => module.ClosingSections),
);

// Its own chunk, written into the head just after the page's other tags.
const loadHomeJsonLd = () => import('./home-json-ld').then((module) => module.homeJsonLd());

/** Loaded with the page when it is reached by navigation (the router's page loader). */
export const islands = [
  HeroOfferIsland,
  ServicesIsland,
  AboutIsland,
  BrandsIsland,
  WarrantyIsland,
  MapIsland,
  ClosingIsland,
];

export function Component() {
  return (
    <>
      <PageMeta
        title="Mobile Windshield Repair & Replacement in the Bay Area"
        description={`${businessProfile.name} replaces and repairs windshields at your home or office across the San Francisco Bay Area. Insurance billed directly ($0 with full glass coverage on most comprehensive policies), lifetime warranty.`}
        path={paths.home()}
        jsonLd={loadHomeJsonLd}
      />
      <HomeHero />
      <ServicesIsland />
      <AboutIsland />
      <BrandsIsland />
      <WarrantyIsland />
      <ContactSection />
      <ClosingIsland />
    </>
  );
}
