/**
 * One page of every page type, and the widths a visitor's screen may have: the layout
 * suite (`test/e2e/layout-phones.e2e.ts` and `layout-wide.e2e.ts`) checks each, and `npm run screenshots` photographs each.
 * Paths come from the route table, so a renamed route cannot leave a sample behind.
 */
import { paths } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import { modelSlug } from '@/content/load/brand-lookup';
import { HERO_VARIANTS } from '@/domain/hero-variant';
import { DEDICATED_SERVICE_SLUGS } from '@/domain/service-slugs';

/** The widths the design must hold at (docs/design.md, "Quality bar"). */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const;

/** Widths at which the header shows the menu button instead of the desktop links. */
export const PHONE_WIDTHS = [360, 390] as const;

export interface PageSample {
  /** Short name for file names and test titles. */
  name: string;
  path: string;
}

/**
 * One page of each page type, named as the performance issue's tables name them: the first-load
 * budget (`test/e2e/budget.e2e.ts`) and `npm run bench` measure each.
 */
export const PAGE_TYPE_SAMPLES = {
  home: paths.home(),
  locations: paths.locations(),
  city: paths.city('hayward'),
  services: paths.services(),
  service: paths.service('windshield-replacement'),
  fleet: paths.service('fleet-services'),
  'service-in-city': paths.serviceInCity('windshield-repairs', 'oakland'),
  brand: paths.brand('tesla'),
  model: paths.brandModel('tesla', modelSlug('Model 3')),
  blog: paths.blog(),
  post: paths.blogPost('windshield-repair-vs-replacement'),
  warranty: paths.warranty(),
  legal: paths.privacyPolicy(),
  van: paths.van(),
  landing: paths.landing('facebook'),
  quote: paths.quoteForm(),
  // The Spanish twins, held to their English twin's budget (docs/decisions/spanish.md).
  'es-home': ROUTES.esHome.href(),
  'es-locations': ROUTES.esLocations.href(),
  'es-city': ROUTES.esCity.href('hayward'),
  'es-warranty': ROUTES.esWarranty.href(),
  'es-legal': ROUTES.esPrivacyPolicy.href(),
  'es-services': ROUTES.esServices.href(),
  'es-service': ROUTES.esService.href('windshield-replacement'),
  'es-fleet': ROUTES.esService.href('fleet-services'),
  'es-landing': ROUTES.esLanding.href('facebook'),
  'es-quote': ROUTES.esQuoteForm.href(),
} as const satisfies Record<string, string>;

/** A page type of `PAGE_TYPE_SAMPLES`. */
export type PageType = keyof typeof PAGE_TYPE_SAMPLES;

export const PAGE_SAMPLES: PageSample[] = [
  ...HERO_VARIANTS.map((variant) => ({ name: `home-${variant}`, path: `/?hero=${variant}` })),
  { name: 'locations', path: paths.locations() },
  { name: 'city', path: paths.city('hayward') },
  { name: 'services', path: paths.services() },
  ...DEDICATED_SERVICE_SLUGS.map((slug) => ({
    name: `service-${slug}`,
    path: paths.service(slug),
  })),
  { name: 'service-generic', path: paths.service('back-glass-replacement') },
  { name: 'fleet', path: paths.service('fleet-services') },
  { name: 'service-in-city', path: paths.serviceInCity('windshield-replacement', 'oakland') },
  { name: 'brand', path: paths.brand('tesla') },
  { name: 'model', path: paths.brandModel('tesla', modelSlug('Model 3')) },
  { name: 'van', path: paths.van() },
  { name: 'blog', path: paths.blog() },
  { name: 'post', path: paths.blogPost('windshield-repair-vs-replacement') },
  { name: 'warranty', path: paths.warranty() },
  { name: 'privacy', path: paths.privacyPolicy() },
  { name: 'terms', path: paths.termsOfService() },
  { name: 'landing-facebook', path: paths.landing('facebook') },
  { name: 'landing-instagram', path: paths.landing('instagram') },
  { name: 'landing-linkedin', path: paths.landing('linkedin') },
  { name: 'quote-form', path: paths.quoteForm() },
  { name: 'thank-you', path: paths.thankYou() },
  { name: 'qr', path: paths.qr() },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'es-home', path: ROUTES.esHome.href() },
  { name: 'es-locations', path: ROUTES.esLocations.href() },
  { name: 'es-city', path: ROUTES.esCity.href('oakland') },
  { name: 'es-warranty', path: ROUTES.esWarranty.href() },
  { name: 'es-privacy', path: ROUTES.esPrivacyPolicy.href() },
  { name: 'es-terms', path: ROUTES.esTermsOfService.href() },
  { name: 'es-services', path: ROUTES.esServices.href() },
  { name: 'es-service-windshield-repairs', path: ROUTES.esService.href('windshield-repairs') },
  { name: 'es-service-generic', path: ROUTES.esService.href('back-glass-replacement') },
  { name: 'es-fleet', path: ROUTES.esService.href('fleet-services') },
  { name: 'es-landing-facebook', path: ROUTES.esLanding.href('facebook') },
  { name: 'es-quote-form', path: ROUTES.esQuoteForm.href() },
  { name: 'es-thank-you', path: ROUTES.esThankYou.href() },
];
