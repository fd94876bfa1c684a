/**
 * The list of every page the site prerenders, with its sitemap entry. The prerender
 * crawl and the sitemap both read `listSiteRoutes()`, so a page added here is crawled,
 * snapshotted and (when indexable) listed automatically. No React here: Node scripts
 * import it. Frequencies and priorities are the specification's where it gives them.
 */
import { BLOG_POSTS } from '@/content/blog/posts';
import { modelSlug } from '@/content/brand-lookup';
import { CAR_BRANDS } from '@/content/brands';
import { CITIES } from '@/content/cities';
import { SERVICES } from '@/content/services';
import { LANDING_NETWORKS, paths } from './paths';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SiteRoute {
  path: string;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  changefreq?: ChangeFrequency;
  priority?: number;
  /** ISO date of the last content change, where known. */
  lastmod?: string;
}

const indexable = (
  path: string,
  changefreq: ChangeFrequency,
  priority: number,
  lastmod?: string,
): SiteRoute => ({ path, indexable: true, changefreq, priority, lastmod });

const noindex = (path: string): SiteRoute => ({ path, indexable: false });

export function listSiteRoutes(): SiteRoute[] {
  return [
    indexable(paths.home(), 'weekly', 1.0),
    indexable(paths.locations(), 'weekly', 0.8),
    ...CITIES.map((city) => indexable(paths.city(city.id), 'monthly', 0.7)),
    indexable(paths.services(), 'weekly', 0.8),
    ...SERVICES.map((service) => indexable(paths.service(service.slug), 'monthly', 0.8)),
    ...SERVICES.flatMap((service) =>
      CITIES.map((city) => indexable(paths.serviceInCity(service.slug, city.id), 'monthly', 0.6)),
    ),
    ...CAR_BRANDS.map((brand) => indexable(paths.brand(brand.id), 'monthly', 0.6)),
    ...CAR_BRANDS.flatMap((brand) =>
      brand.models.map((model) =>
        indexable(paths.brandModel(brand.id, modelSlug(model)), 'monthly', 0.5),
      ),
    ),
    indexable(paths.van(), 'monthly', 0.5),
    indexable(paths.warranty(), 'yearly', 0.5),
    indexable(paths.offers(), 'monthly', 0.3),
    indexable(paths.blog(), 'daily', 0.8),
    ...BLOG_POSTS.map((post) =>
      indexable(paths.blogPost(post.slug), 'monthly', 0.6, post.updatedAt ?? post.publishedAt),
    ),
    indexable(paths.privacyPolicy(), 'yearly', 0.3),
    indexable(paths.termsOfService(), 'yearly', 0.3),
    ...LANDING_NETWORKS.map((network) => noindex(paths.landing(network))),
    noindex(paths.thankYou()),
    noindex(paths.qr()),
  ];
}

/** Not a page of its own: the crawl saves it as `404.html`, served with status 404. */
export const NOT_FOUND_SNAPSHOT_PATH = '/404';

/** Whether a site-relative link (path, optional query or hash) leads to a prerendered page. */
export function isKnownSitePath(link: string): boolean {
  const pathname = link.split(/[?#]/)[0] || '/';
  return listSiteRoutes().some((route) => route.path === pathname);
}
