/**
 * One page of every page type, and the widths a visitor's screen may have: the layout
 * suite (`test/e2e/layout-phones.e2e.ts` and `layout-wide.e2e.ts`) checks each, and `npm run screenshots` photographs each.
 * Paths come from the route table, so a renamed route cannot leave a sample behind.
 */
import { paths } from '@/config/paths';
import { modelSlug } from '@/content/brand-lookup';
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
];
