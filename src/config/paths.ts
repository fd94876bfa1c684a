/**
 * Every URL the site links to is built here, and nowhere else. The router, every
 * link, the prerender crawl and the sitemap use these functions.
 */
import type { ServiceSlug } from '@/content/types';

const BRAND_SLUG_SUFFIX = '-windshield-replacement';

/** The ad networks with a landing page at /leads/{network}. */
export const LANDING_NETWORKS = ['facebook', 'instagram', 'linkedin'] as const;
export type LandingNetwork = (typeof LANDING_NETWORKS)[number];

export const paths = {
  home: () => '/',
  homeSection: (section: 'about' | 'contact' | 'services' | 'brands') => `/#${section}`,
  van: () => '/van',
  locations: () => '/locations',
  county: (county: string) => `/locations#${countyAnchor(county)}`,
  city: (cityId: string) => `/locations/${cityId}`,
  cityQuote: (cityId: string) => `/locations/${cityId}#quote`,
  services: () => '/services',
  service: (slug: ServiceSlug) => `/services/${slug}`,
  fleetForm: () => '/services/fleet-services#fleet-form',
  serviceInCity: (slug: ServiceSlug, cityId: string) => `/services/${slug}/${cityId}`,
  serviceInCityQuote: (slug: ServiceSlug, cityId: string) => `/services/${slug}/${cityId}#quote`,
  /** Canonical brand URL: the `{brandId}-windshield-replacement` form the specification links to. */
  brand: (brandId: string) => `/services/auto-glass-repair/${brandId}${BRAND_SLUG_SUFFIX}`,
  brandModel: (brandId: string, modelSlug: string) =>
    `/services/auto-glass-repair/${brandId}/${modelSlug}`,
  warranty: () => '/warranty',
  /** The full terms of every current offer (each anchored by its id). */
  offers: () => '/offers',
  blog: () => '/blog',
  blogSearch: (text: string) => `/blog?search=${encodeURIComponent(text)}`,
  blogCategory: (slug: string) => `/blog?category=${encodeURIComponent(slug)}`,
  blogTag: (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`,
  blogPage: (query: URLSearchParams, page: number) => {
    const next = new URLSearchParams(query);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const search = next.toString();
    return search ? `/blog?${search}` : '/blog';
  },
  blogPost: (slug: string) => `/blog/${slug}`,
  privacyPolicy: () => '/privacy-policy',
  termsOfService: () => '/terms-of-service',
  landing: (network: LandingNetwork) => `/leads/${network}`,
  thankYou: () => '/thank-you',
  qr: () => '/qr',
  sitemap: () => '/sitemap.xml',
  robots: () => '/robots.txt',
} as const;

export { BRAND_SLUG_SUFFIX };

/** The lead service's endpoints, shared by the browser forms and the server routes. */
export const apiPaths = {
  leads: '/api/leads',
  newsletter: '/api/newsletter',
} as const;

/** County anchor: lowercased, spaces replaced by hyphens (specification, section 2). */
export function countyAnchor(county: string): string {
  return county.toLowerCase().replace(/\s+/g, '-');
}

/** Route patterns for the router, in the order it should match them. */
export const routePatterns = {
  home: '/',
  van: '/van',
  locations: '/locations',
  city: '/locations/:cityId',
  services: '/services',
  brandModel: '/services/auto-glass-repair/:brandSlug/:modelSlug',
  brand: '/services/auto-glass-repair/:brandSlug',
  serviceInCity: '/services/:serviceType/:citySlug',
  service: '/services/:serviceType',
  warranty: '/warranty',
  offers: '/offers',
  blog: '/blog',
  blogPost: '/blog/:slug',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  landing: '/leads/:network',
  thankYou: '/thank-you',
  qr: '/qr',
  notFound: '*',
} as const;
