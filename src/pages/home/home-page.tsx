import { HOME_FAQS } from '@/content/home';
import { businessProfile } from '@/content/business-profile';
import { paths } from '@/config/paths';
import { HomeHero } from '@/features/hero-experiment/home-hero';
import { PageMeta } from '@/features/seo/page-meta';
import {
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from '@/features/seo/structured-data';
import { deferredIsland } from '@/ui/deferred-island';
import { AboutSection, ContactSection, ServicesSection, WarrantyBanner } from './home-sections';

// Below the fold, hydrated after the page from their own chunks (src/ui/deferred-island.tsx).
const BrandsIsland = deferredIsland('home-brands', () =>
  import('./brands-section').then((module) => module.BrandsSection),
);
const ClosingIsland = deferredIsland('home-closing', () =>
  import('./closing-sections').then((module) => module.ClosingSections),
);

/** Loaded with the page when it is reached by navigation (the router's `lazy`). */
export const islands = [BrandsIsland, ClosingIsland];

export function Component() {
  return (
    <>
      <PageMeta
        title="Mobile Windshield Repair & Replacement in the Bay Area"
        description={`${businessProfile.name} replaces and repairs windshields at your home or office across the San Francisco Bay Area. Insurance billed directly ($0 with full glass coverage on most comprehensive policies), lifetime warranty.`}
        path={paths.home()}
        jsonLd={[
          organizationJsonLd(),
          localBusinessJsonLd(),
          websiteJsonLd(),
          faqPageJsonLd(HOME_FAQS),
        ]}
      />
      <HomeHero />
      <ServicesSection />
      <AboutSection />
      <BrandsIsland />
      <WarrantyBanner />
      <ContactSection />
      <ClosingIsland />
    </>
  );
}
