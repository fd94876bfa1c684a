/**
 * The list of every page the site prerenders, with its sitemap entry: the pages of each
 * route of the route table (`routes.ts`), built with the route's own link builder. The
 * prerender crawl and the sitemap both read `listSiteRoutes()`, so a page listed here is
 * crawled, snapshotted and (when indexable) in the sitemap; a route added to the table
 * does not compile until it is listed here. No React here: Node scripts
 * import it. Frequencies and priorities: docs/decisions.md#sitemap-and-robots-are-real-files.
 */
import { BLOG_POSTS } from '@/content/blog/posts';
import { businessProfile } from '@/content/business-profile';
import { modelSlug } from '@/content/load/brand-lookup';
import { CAR_BRANDS } from '@/content/brands';
import { CITIES } from '@/content/cities';
import { isOffersPageIndexable } from '@/content/claims';
import { isModelIndexable } from '@/content/load/model-facts-lookup';
import { SERVICES } from '@/content/services';
import {
  DEFAULT_LANDING_SERVICE,
  LANDING_SERVICE_PARAM,
  LANDING_SERVICES,
  isLandingServiceKey,
} from './landing-services';
import { pathInLocale } from '@/i18n/locales';
import {
  LANDING_NETWORKS,
  ROUTES,
  SPANISH_ROUTE_NAMES,
  SPANISH_TWIN_OF,
  isUnfinishedSpanishPage,
  type EnglishRouteName,
  type RouteName,
} from './routes';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SiteRoute {
  path: string;
  /** The route of the table that renders this page. */
  route: RouteName;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  changefreq?: ChangeFrequency;
  priority?: number;
  /**
   * ISO date of the page's last content change: a post's update or publication date, the
   * newest post's for the blog index, the profile's legal effective date for the legal pages.
   * Other pages have no content date and no lastmod, rather than an invented one
   * (docs/decisions/structured-data.md#sitemap-lastmod).
   */
  lastmod?: string;
}

type ListedPage = Omit<SiteRoute, 'route'>;

const indexable = (
  path: string,
  changefreq: ChangeFrequency,
  priority: number,
  lastmod?: string,
): ListedPage => ({ path, indexable: true, changefreq, priority, lastmod });

const noindex = (path: string): ListedPage => ({ path, indexable: false });

const postDate = (post: (typeof BLOG_POSTS)[number]): string => post.updatedAt ?? post.publishedAt;

/** The blog index changes when a post is published or updated. */
const newestPostDate = (): string | undefined => BLOG_POSTS.map(postDate).sort().at(-1);

/** The legal pages' text is dated by the profile; they change when that date does. */
const legalDate = (): string => businessProfile.legalEffectiveDate;

/** The pages of each route, each linked with the route's own builder, and their sitemap entries. */
const ENGLISH_ROUTE_PAGES: { [Name in EnglishRouteName]: () => ListedPage[] } = {
  home: () => [indexable(ROUTES.home.href(), 'weekly', 1.0)],
  locations: () => [indexable(ROUTES.locations.href(), 'weekly', 0.8)],
  city: () => CITIES.map((city) => indexable(ROUTES.city.href(city.id), 'monthly', 0.7)),
  services: () => [indexable(ROUTES.services.href(), 'weekly', 0.8)],
  service: () =>
    SERVICES.map((service) => indexable(ROUTES.service.href(service.slug), 'monthly', 0.8)),
  serviceInCity: () =>
    SERVICES.flatMap((service) =>
      CITIES.map((city) =>
        indexable(ROUTES.serviceInCity.href(service.slug, city.id), 'monthly', 0.6),
      ),
    ),
  brand: () => CAR_BRANDS.map((brand) => indexable(ROUTES.brand.href(brand.id), 'monthly', 0.6)),
  // A model page is indexed only with recorded glass facts (docs/decisions/indexed-pages.md).
  brandModel: () =>
    CAR_BRANDS.flatMap((brand) =>
      brand.models.map((model) => {
        const path = ROUTES.brandModel.href(brand.id, modelSlug(model));
        return isModelIndexable(brand, model) ? indexable(path, 'monthly', 0.5) : noindex(path);
      }),
    ),
  van: () => [indexable(ROUTES.van.href(), 'monthly', 0.5)],
  warranty: () => [indexable(ROUTES.warranty.href(), 'yearly', 0.5, legalDate())],
  // Indexed only while a real offer runs (docs/decisions/indexed-pages.md).
  offers: () => [
    isOffersPageIndexable()
      ? indexable(ROUTES.offers.href(), 'monthly', 0.3)
      : noindex(ROUTES.offers.href()),
  ],
  blog: () => [indexable(ROUTES.blog.href(), 'daily', 0.8, newestPostDate())],
  blogPost: () =>
    BLOG_POSTS.map((post) =>
      indexable(ROUTES.blogPost.href(post.slug), 'monthly', 0.6, postDate(post)),
    ),
  privacyPolicy: () => [indexable(ROUTES.privacyPolicy.href(), 'yearly', 0.3, legalDate())],
  termsOfService: () => [indexable(ROUTES.termsOfService.href(), 'yearly', 0.3, legalDate())],
  landing: () =>
    LANDING_NETWORKS.filter((network) => network !== 'linkedin').map((network) =>
      noindex(ROUTES.landing.href(network)),
    ),
  linkedinLanding: () => [noindex(ROUTES.linkedinLanding.href())],
  quoteForm: () => [noindex(ROUTES.quoteForm.href())],
  thankYou: () => [noindex(ROUTES.thankYou.href())],
  qr: () => [noindex(ROUTES.qr.href())],
};

/**
 * A Spanish route lists its English twin's pages under `/es`, with the same sitemap entry
 * (docs/decisions/spanish.md#spanish-routes).
 */
const ROUTE_PAGES: { [Name in RouteName]: () => ListedPage[] } = {
  ...ENGLISH_ROUTE_PAGES,
  ...(Object.fromEntries(
    SPANISH_ROUTE_NAMES.map((name) => [
      name,
      () =>
        ENGLISH_ROUTE_PAGES[SPANISH_TWIN_OF[name]]().map((page) => {
          const path = pathInLocale(page.path, 'es');
          return isUnfinishedSpanishPage(path) ? noindex(path) : { ...page, path };
        }),
    ]),
  ) as Record<(typeof SPANISH_ROUTE_NAMES)[number], () => ListedPage[]>),
};

export function listSiteRoutes(): SiteRoute[] {
  return (Object.keys(ROUTE_PAGES) as RouteName[]).flatMap((route) =>
    ROUTE_PAGES[route]().map((page) => ({ ...page, route })),
  );
}

/**
 * Pages prerendered once more for each non-default `?service=` value: the ad landing pages,
 * so an ad's first paint is the page it promised
 * (docs/decisions/first-paint.md#service-variants). Not in the sitemap: they are the same
 * `noindex` pages.
 */
export function listSnapshotVariants(): string[] {
  return listSiteRoutes()
    .filter((page) => page.route === 'landing' || page.route === 'esLanding')
    .flatMap((page) =>
      Object.keys(LANDING_SERVICES)
        .filter((key) => key !== DEFAULT_LANDING_SERVICE)
        .map((key) => `${page.path}?${LANDING_SERVICE_PARAM}=${key}`),
    );
}

/**
 * The file under dist holding the snapshot of a path (`/warranty` is
 * `warranty/index.html`), or of a variant (`/leads/facebook?service=repair` is
 * `leads/facebook/index.service-repair.html`). Other query parameters do not count.
 */
export function snapshotFile(pathWithQuery: string): string {
  const [pathname = '/', query = ''] = pathWithQuery.split('?');
  const folder = pathname === '/' ? '' : `${pathname.slice(1)}/`;
  const variant = new URLSearchParams(query).get(LANDING_SERVICE_PARAM);
  return isLandingServiceKey(variant) && variant !== DEFAULT_LANDING_SERVICE
    ? `${folder}index.${LANDING_SERVICE_PARAM}-${variant}.html`
    : `${folder}index.html`;
}

/** Not a page of its own: the crawl saves it as `404.html`, served with status 404. */
export const NOT_FOUND_SNAPSHOT_PATH = '/404';

/**
 * The not-found page in Spanish, saved as `es/404.html` and served for a missing path under
 * `/es`, so its shell and text are Spanish from the first paint and hydrate as they were saved
 * (docs/decisions/spanish.md#the-shell-in-spanish).
 */
export const SPANISH_NOT_FOUND_SNAPSHOT_PATH = '/es/404';

/** The file under dist a not-found snapshot is saved as. */
export const NOT_FOUND_SNAPSHOT_FILES: Record<string, string> = {
  [NOT_FOUND_SNAPSHOT_PATH]: '404.html',
  [SPANISH_NOT_FOUND_SNAPSHOT_PATH]: 'es/404.html',
};

/** Whether a site-relative link (path, optional query or hash) leads to a prerendered page. */
export function isKnownSitePath(link: string): boolean {
  const pathname = link.split(/[?#]/)[0] || '/';
  return listSiteRoutes().some((route) => route.path === pathname);
}
