/**
 * Every URL the site links to is built here, and nowhere else. Page URLs come from the
 * route table (`routes.ts`); this module adds the anchors and query strings that lead into
 * a page, and the generated files. The router, every link, the prerender crawl and the
 * sitemap use these functions.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import { ROUTES } from './routes';

/** Query parameters of the blog listing. */
const BLOG_QUERY = {
  search: 'search',
  category: 'category',
  tag: 'tag',
  page: 'page',
} as const;

const blogQuery = (name: string, value: string) =>
  `${ROUTES.blog.href()}?${name}=${encodeURIComponent(value)}`;

export const paths = {
  home: ROUTES.home.href,
  homeSection: (section: 'about' | 'contact' | 'services' | 'brands') =>
    `${ROUTES.home.href()}#${section}`,
  van: ROUTES.van.href,
  locations: ROUTES.locations.href,
  county: (county: string) => `${ROUTES.locations.href()}#${countyAnchor(county)}`,
  city: ROUTES.city.href,
  cityQuote: (cityId: string) => `${ROUTES.city.href(cityId)}#quote`,
  services: ROUTES.services.href,
  service: ROUTES.service.href,
  fleetForm: () => `${ROUTES.service.href('fleet-services')}#fleet-form`,
  serviceInCity: ROUTES.serviceInCity.href,
  serviceInCityQuote: (slug: ServiceSlug, cityId: string) =>
    `${ROUTES.serviceInCity.href(slug, cityId)}#quote`,
  brand: ROUTES.brand.href,
  brandModel: ROUTES.brandModel.href,
  warranty: ROUTES.warranty.href,
  /** The full terms of every current offer (each anchored by its id). */
  offers: ROUTES.offers.href,
  blog: ROUTES.blog.href,
  blogSearch: (text: string) => blogQuery(BLOG_QUERY.search, text),
  blogCategory: (slug: string) => blogQuery(BLOG_QUERY.category, slug),
  blogTag: (tag: string) => blogQuery(BLOG_QUERY.tag, tag),
  blogPage: (query: URLSearchParams, page: number) => {
    const next = new URLSearchParams(query);
    if (page <= 1) next.delete(BLOG_QUERY.page);
    else next.set(BLOG_QUERY.page, String(page));
    const search = next.toString();
    return search ? `${ROUTES.blog.href()}?${search}` : ROUTES.blog.href();
  },
  blogPost: ROUTES.blogPost.href,
  privacyPolicy: ROUTES.privacyPolicy.href,
  termsOfService: ROUTES.termsOfService.href,
  landing: ROUTES.landing.href,
  quoteForm: ROUTES.quoteForm.href,
  thankYou: ROUTES.thankYou.href,
  qr: ROUTES.qr.href,
  sitemap: () => '/sitemap.xml',
  robots: () => '/robots.txt',
} as const;

/** The lead service's endpoints, shared by the browser forms and the server routes. */
export const apiPaths = {
  leads: '/api/leads',
  newsletter: '/api/newsletter',
  formToken: '/api/form-token',
  /** The quote flow's appointment windows, ZIP answer and photo upload. */
  quoteWindows: '/api/quote/windows',
  quoteZip: '/api/quote/zip',
  quotePhotos: '/api/quote/photos',
} as const;

/** The header a photo upload carries its form's token in (its body is the photo itself). */
export const FORM_TOKEN_HEADER = 'x-form-token';

/** County anchor on /locations: the county name lowercased, spaces replaced by hyphens. */
export function countyAnchor(county: string): string {
  return county.toLowerCase().replace(/\s+/g, '-');
}
