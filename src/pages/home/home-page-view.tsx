/**
 * The home page in either language: the hero in the first load and the sections below it as
 * deferred islands, with the words its entry gives (`home-page.tsx` English, `home-page-es.tsx`
 * Spanish; docs/decisions/spanish.md#the-spanish-home-page). The sections take their words
 * from the page's language (./home-section-words.ts).
 */
import {
  HeroOfferIsland,
  HomeHero,
  type HomeHeroWords,
} from '@/features/hero-experiment/home-hero';
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

export interface HomePageWords {
  title: string;
  description: string;
  path: string;
  hero: HomeHeroWords;
  /** The car brand strip, where the brand pages it leads to are in the page's language. */
  showsBrands: boolean;
}

export function HomePage({ words }: { words: HomePageWords }) {
  return (
    <>
      <PageMeta
        title={words.title}
        description={words.description}
        path={words.path}
        jsonLd={loadHomeJsonLd}
      />
      <HomeHero words={words.hero} />
      <ServicesIsland />
      <AboutIsland />
      {words.showsBrands && <BrandsIsland />}
      <WarrantyIsland />
      <ContactIsland />
      <ClosingIsland />
    </>
  );
}
