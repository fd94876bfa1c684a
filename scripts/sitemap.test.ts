import { listSiteRoutes } from '@/config/route-list';
import { ROUTES } from '@/config/routes';
import { paths } from '@/config/paths';
import { absoluteUrl } from '@/config/site-config';
import { BLOG_POSTS } from '@/content/blog/posts';
import { businessProfile } from '@/content/business-profile';
import { sitemapXml } from './sitemap';

/** The lastmod of each URL in the sitemap, by site path (undefined when it has none). */
function lastmodByPath(): Map<string, string | undefined> {
  const entries = sitemapXml(listSiteRoutes()).matchAll(/<url>([\s\S]*?)<\/url>/g);
  return new Map(
    [...entries].map(([, entry]) => [
      new URL(entry!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname,
      entry!.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
    ]),
  );
}

describe('sitemap lastmod (docs/decisions/structured-data.md#sitemap-lastmod)', () => {
  const lastmod = lastmodByPath();

  it('dates each blog post by its update, or else its publication', () => {
    for (const post of BLOG_POSTS)
      expect([post.slug, lastmod.get(paths.blogPost(post.slug))]).toEqual([
        post.slug,
        (post.updatedAt ?? post.publishedAt).slice(0, 10),
      ]);
  });

  it('dates the blog index by its newest post', () => {
    const newest = BLOG_POSTS.map((post) => post.updatedAt ?? post.publishedAt)
      .sort()
      .at(-1)!;
    expect(lastmod.get(paths.blog())).toBe(newest.slice(0, 10));
  });

  it("dates the legal pages by the profile's legal effective date", () => {
    for (const path of [
      paths.warranty(),
      paths.privacyPolicy(),
      paths.termsOfService(),
      ROUTES.esWarranty.href(),
      ROUTES.esPrivacyPolicy.href(),
      ROUTES.esTermsOfService.href(),
    ])
      expect([path, lastmod.get(path)]).toEqual([path, businessProfile.legalEffectiveDate]);
  });

  it('leaves lastmod out where a page has no content date, and never writes a malformed one', () => {
    const dated = new Set([
      paths.blog(),
      paths.warranty(),
      paths.privacyPolicy(),
      paths.termsOfService(),
      ROUTES.esWarranty.href(),
      ROUTES.esPrivacyPolicy.href(),
      ROUTES.esTermsOfService.href(),
      ...BLOG_POSTS.map((post) => paths.blogPost(post.slug)),
    ]);
    for (const [path, date] of lastmod) {
      if (dated.has(path))
        expect([path, date]).toEqual([path, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
      else expect([path, date]).toEqual([path, undefined]);
    }
    expect(lastmod.get(paths.home())).toBeUndefined();
    expect(lastmod.has(paths.home())).toBe(true);
  });

  it('lists absolute URLs of indexable pages only', () => {
    const indexable = listSiteRoutes().filter((route) => route.indexable);
    expect(lastmod.size).toBe(indexable.length);
    expect(sitemapXml(listSiteRoutes())).toContain(`<loc>${absoluteUrl(paths.home())}</loc>`);
  });
});

describe('sitemap language alternates (docs/decisions/spanish.md#spanish-routes)', () => {
  // A pair as it is listed once both pages are indexable (today's Spanish pages are not).
  const pair = new Set(['/leads/facebook', '/es/leads/facebook']);
  const xml = sitemapXml(
    listSiteRoutes().map((route) => (pair.has(route.path) ? { ...route, indexable: true } : route)),
  );
  const entryOf = (path: string) =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map(([, entry]) => entry!)
      .find((entry) => entry.includes(`<loc>${absoluteUrl(path)}</loc>`));

  it('lists both pages of a pair with the same three alternates', () => {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en-US" href="${absoluteUrl('/leads/facebook')}"/>`,
      `<xhtml:link rel="alternate" hreflang="es-US" href="${absoluteUrl('/es/leads/facebook')}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl('/leads/facebook')}"/>`,
    ];
    for (const path of pair) {
      for (const alternate of alternates) expect(entryOf(path)).toContain(alternate);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists every Spanish content page, with its alternates and its twin's date", () => {
    const spanish = listSiteRoutes().filter(
      (page) => page.indexable && (page.path === '/es' || page.path.startsWith('/es/')),
    );
    expect(spanish.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/es',
        '/es/warranty',
        '/es/privacy-policy',
        '/es/terms-of-service',
        '/es/services',
        '/es/services/windshield-repairs',
        '/es/services/fleet-services',
      ]),
    );
    for (const { path } of spanish) {
      const english = path.slice('/es'.length) || '/';
      expect(entryOf(path)).toContain(
        `<xhtml:link rel="alternate" hreflang="es-US" href="${absoluteUrl(path)}"/>`,
      );
      expect(entryOf(path)).toContain(
        `<xhtml:link rel="alternate" hreflang="en-US" href="${absoluteUrl(english)}"/>`,
      );
      expect(entryOf(english)).toContain(
        `<xhtml:link rel="alternate" hreflang="es-US" href="${absoluteUrl(path)}"/>`,
      );
    }
    expect(entryOf('/es/warranty')).toContain(
      `<lastmod>${businessProfile.legalEffectiveDate}</lastmod>`,
    );
  });

  it('gives a page without a twin no alternates', () => {
    expect(entryOf('/blog')).not.toContain('xhtml:link');
  });

  it('lists no alternates while the Spanish twin is unfinished and out of the sitemap', () => {
    const today = sitemapXml(listSiteRoutes());
    expect(today).not.toContain(`<loc>${absoluteUrl('/es/leads/facebook')}</loc>`);
    expect(today).not.toContain(`hreflang="es-US" href="${absoluteUrl('/es/leads/facebook')}"`);
  });
});
