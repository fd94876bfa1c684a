import { businessProfile } from '@/content/business-profile';
import { paths } from '@/config/paths';
import { HeroOfferIsland, HomeHero } from '@/features/hero-experiment/home-hero';
import { PageMeta } from '@/seo/page-meta';
import { deferredIsland } from '@/hydration/deferred-island';

// Below the fold, hydrated after the page from their own chunks (src/hydration/deferred-island.tsx).
// The services, about and warranty sections are links and static copy: their code has no
// reason to be in the first load, which has a budget (test/e2e/budget.e2e.ts). The
// contact section's quote gate hydrates at the visitor's first tap (the hero's quote button
// is one) or when the browser is idle, whichever comes first; a consent ticked before then
// is kept (docs/decisions/first-paint.md#home-quote-section).
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
// Its map is an island of its own inside it; a navigation loads both before the page shows.
const ContactIsland = deferredIsland('home-contact', () =>
  import('./contact-section').then(async (module) => {
    await module.MapIsland.preload();
    return module.ContactSection;
  }),
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
  ContactIsland,
  ClosingIsland,
];

export function Component() {
  return (
    <>
      <PageMeta
        title="Mobile Windshield Repair & Replacement in the Bay Area"
        description={`${businessProfile.name} repairs and replaces windshields, side and rear glass at your home or office across the San Francisco Bay Area.`}
        path={paths.home()}
        jsonLd={loadHomeJsonLd}
      />
      <HomeHero />
      <ServicesIsland />
      <AboutIsland />
      <BrandsIsland />
      <WarrantyIsland />
      <ContactIsland />
      <ClosingIsland />
    </>
  );
}
