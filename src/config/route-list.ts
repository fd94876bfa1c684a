/**
 * The list of every page the site prerenders, with its sitemap entry. The prerender
 * crawl and the sitemap both read `listSiteRoutes()`, so a page added here is crawled,
 * snapshotted and (when indexable) listed automatically. No React here: Node scripts
 * import it.
 */
import { paths } from './paths';

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

export const noindex = (path: string): SiteRoute => ({ path, indexable: false });

export function listSiteRoutes(): SiteRoute[] {
  return [indexable(paths.home(), 'weekly', 1.0)];
}

/** Not a page of its own: the crawl saves it as `404.html`, served with status 404. */
export const NOT_FOUND_SNAPSHOT_PATH = '/404';

/** Whether a site-relative link (path, optional query or hash) leads to a prerendered page. */
export function isKnownSitePath(link: string): boolean {
  const pathname = link.split(/[?#]/)[0] || '/';
  return listSiteRoutes().some((route) => route.path === pathname);
}
