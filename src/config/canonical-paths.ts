/**
 * One canonical URL per page. The server answers every other accepted form of a URL
 * with a 301 to the canonical one: a trailing slash, a brand page reached by its bare
 * id or another letter case, a model page reached through the brand page's slug, and
 * an unknown blog post to the blog.
 * Returns null when the path is already canonical or unknown.
 */
import { BLOG_POSTS } from '@/content/blog/posts';
import {
  findBrandBySlug,
  findBrandForModelPage,
  findModelBySlug,
} from '@/content/load/brand-lookup';
import { matchPattern, ROUTES } from './routes';

export function canonicalRedirectFor(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    return canonicalRedirectFor(trimmed) ?? trimmed;
  }
  const post = matchPattern(ROUTES.blogPost.pattern, pathname);
  if (post) {
    // Unknown posts go to the listing (docs/decisions.md#unknown-blog-posts-redirect), as the page itself does in the browser.
    return BLOG_POSTS.some((known) => known.slug === post.slug) ? null : ROUTES.blog.href();
  }
  const brandPage = matchPattern(ROUTES.brand.pattern, pathname);
  if (brandPage) {
    const brand = findBrandBySlug(brandPage.brandSlug!);
    const canonical = brand && ROUTES.brand.href(brand.id);
    return canonical && canonical !== pathname ? canonical : null;
  }
  const modelPage = matchPattern(ROUTES.brandModel.pattern, pathname);
  if (!modelPage) return null;
  const { brandSlug, modelSlug } = modelPage as { brandSlug: string; modelSlug: string };
  const brand = findBrandForModelPage(brandSlug) ?? findBrandBySlug(brandSlug);
  const model =
    brand && (findModelBySlug(brand, modelSlug) ?? findModelBySlug(brand, modelSlug.toLowerCase()));
  if (!brand || !model) return null;
  const canonical = ROUTES.brandModel.href(brand.id, modelSlug.toLowerCase());
  return canonical !== pathname ? canonical : null;
}
