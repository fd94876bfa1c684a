/**
 * Writes `dist/sitemap.xml` and `dist/robots.txt` from the same route list the prerender
 * crawl uses. Only indexable pages are listed; URLs are absolute, from SITE_URL.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listSiteRoutes, type SiteRoute } from '@/config/route-list';
import { paths } from '@/config/paths';
import { twinPaths } from '@/config/routes';
import { LOCALE_TAGS, LOCALES } from '@/i18n/locales';
import { absoluteUrl } from '@/config/site-config';

const DIST = path.resolve(__dirname, '..', process.env.DIST_DIR || 'dist');

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The `xhtml:link` alternates of a page with an indexable twin in the other language: one
 * per language and `x-default`, the English page (docs/decisions/spanish.md#spanish-routes).
 */
function alternateLinks(path: string, indexablePaths: Set<string>): string[] {
  const twins = twinPaths(path);
  if (!twins || !LOCALES.every((locale) => indexablePaths.has(twins[locale]))) return [];
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href))}"/>`;
  return [
    ...LOCALES.map((locale) => link(LOCALE_TAGS[locale], twins[locale])),
    link('x-default', twins.en),
  ];
}

/** The sitemap of the given pages: the indexable ones, each with what is known of it. */
export function sitemapXml(routes: SiteRoute[]): string {
  const indexable = routes.filter((route) => route.indexable);
  const indexablePaths = new Set(indexable.map((route) => route.path));
  const entries = indexable.map((route) => {
    const lines = [
      `    <loc>${escapeXml(absoluteUrl(route.path))}</loc>`,
      ...alternateLinks(route.path, indexablePaths),
    ];
    if (route.lastmod) lines.push(`    <lastmod>${route.lastmod.slice(0, 10)}</lastmod>`);
    if (route.changefreq) lines.push(`    <changefreq>${route.changefreq}</changefreq>`);
    if (route.priority !== undefined)
      lines.push(`    <priority>${route.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(paths.sitemap())}\n`;
}

export function writeSitemapAndRobots(): number {
  const routes = listSiteRoutes();
  writeFileSync(path.join(DIST, 'sitemap.xml'), sitemapXml(routes));
  writeFileSync(path.join(DIST, 'robots.txt'), robotsTxt());
  const listed = routes.filter((route) => route.indexable).length;
  console.log(`sitemap: ${listed} URLs; robots.txt written`);
  return listed;
}

if (require.main === module) writeSitemapAndRobots();
