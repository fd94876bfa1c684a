/**
 * One canonical URL per page. The server answers every other accepted form of a URL
 * with a 301 to the canonical one: a trailing slash, a brand page reached by its bare
 * id or another letter case, a model page reached through the brand page's slug, and
 * an unknown blog post to the blog.
 * Returns null when the path is already canonical or unknown.
 */
import { BLOG_POSTS } from '@/content/blog/posts';
import { findBrandBySlug, findBrandForModelPage, findModelBySlug } from '@/content/brand-lookup';
import { paths } from './paths';

const BRAND_PREFIX = '/services/auto-glass-repair/';

export function canonicalRedirectFor(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    return canonicalRedirectFor(trimmed) ?? trimmed;
  }
  const blogSlug = pathname.match(/^\/blog\/([^/]+)$/)?.[1];
  if (blogSlug !== undefined) {
    // Unknown posts go to the listing (docs/decisions.md#unknown-blog-posts-redirect), as the page itself does in the browser.
    return BLOG_POSTS.some((post) => post.slug === blogSlug) ? null : paths.blog();
  }
  if (!pathname.startsWith(BRAND_PREFIX)) return null;
  const [brandSlug, modelSegment, ...rest] = pathname.slice(BRAND_PREFIX.length).split('/');
  if (!brandSlug || rest.length > 0) return null;
  if (modelSegment === undefined) {
    const brand = findBrandBySlug(brandSlug);
    const canonical = brand && paths.brand(brand.id);
    return canonical && canonical !== pathname ? canonical : null;
  }
  const brand = findBrandForModelPage(brandSlug) ?? findBrandBySlug(brandSlug);
  const model =
    brand &&
    (findModelBySlug(brand, modelSegment) ?? findModelBySlug(brand, modelSegment.toLowerCase()));
  if (!brand || !model) return null;
  const canonical = paths.brandModel(brand.id, modelSegment.toLowerCase());
  return canonical !== pathname ? canonical : null;
}
