/**
 * Checks over every prerendered snapshot in DIST_DIR, dist/ or dist-real/ (no browser needed): valid HTML
 * (html-validate), a unique title and description, the right canonical and robots tags,
 * JSON-LD that parses and has the fields search engines require for its type, and no
 * internal link or in-page anchor that leads nowhere.
 */
// First: makes the build's recorded profile and settings this process's (see the module).
import { BUILD_NAME, BUILT_SITE_URL, DIST, IS_REAL_SITE_BUILD } from './support/built-site';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { listSiteRoutes, NOT_FOUND_SNAPSHOT_PATH } from '../../src/config/route-list';
import { paths } from '../../src/config/paths';
import { ROUTES } from '../../src/config/routes';
import { modelSlug } from '../../src/content/load/brand-lookup';
import { CAR_BRANDS } from '../../src/content/brands';
import { isModelIndexable } from '../../src/content/load/model-facts-lookup';
import { absoluteUrl } from '../../src/config/site-config';
import { snippetProblems } from '../../src/seo/snippet-rules';
import { BUSINESS_ID } from '../../src/seo/structured-data';
import { jsonLdProblems } from '../support/json-ld-rules';

const routes = listSiteRoutes();

function snapshotFile(route: string): string {
  if (route === NOT_FOUND_SNAPSHOT_PATH) return path.join(DIST, '404.html');
  return route === '/'
    ? path.join(DIST, 'index.html')
    : path.join(DIST, route.slice(1), 'index.html');
}

const snapshots = new Map(
  routes.map((route) => [route.path, readFileSync(snapshotFile(route.path), 'utf8')]),
);

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="[^"]*"[^>]*>`))?.[0];
  return tag && decode(attribute(tag, 'content') ?? '');
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!)));
}

describe(`prerendered snapshots of ${BUILD_NAME}`, () => {
  it(`exist for all ${routes.length} routes and for the not-found page`, () => {
    assert.ok(existsSync(snapshotFile(NOT_FOUND_SNAPSHOT_PATH)));
    assert.equal(snapshots.size, routes.length);
  });

  it("are read with the SITE_URL they were built with (the build's manifest)", () => {
    const home = snapshots.get('/')!;
    const canonical = home.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    assert.equal(canonical, absoluteUrl('/'));
    if (BUILT_SITE_URL) assert.equal(absoluteUrl('/'), `${BUILT_SITE_URL.replace(/\/+$/, '')}/`);
  });

  it('give the not-found page no canonical link (docs/decisions/structured-data.md)', () => {
    const html = readFileSync(snapshotFile(NOT_FOUND_SNAPSHOT_PATH), 'utf8');
    assert.doesNotMatch(html, /<link rel="canonical"/);
    assert.doesNotMatch(html, /property="og:url"/);
    assert.match(metaContent(html, 'robots') ?? '', /noindex/);
  });

  it('have unique titles and descriptions, the right canonical link and robots tag', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    for (const route of routes) {
      const html = snapshots.get(route.path)!;
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      const description = metaContent(html, 'description') ?? '';
      if (!title) problems.push(`${route.path}: no title`);
      if (!description) problems.push(`${route.path}: no description`);
      if (titles.has(title))
        problems.push(`${route.path}: title also on ${titles.get(title)}: ${title}`);
      if (descriptions.has(description))
        problems.push(`${route.path}: description also on ${descriptions.get(description)}`);
      titles.set(title, route.path);
      descriptions.set(description, route.path);
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      if (canonical !== absoluteUrl(route.path))
        problems.push(`${route.path}: canonical is ${canonical}`);
      const robots = metaContent(html, 'robots') ?? '';
      if (route.indexable === robots.includes('noindex'))
        problems.push(`${route.path}: robots "${robots}"`);
    }
    assert.deepEqual(problems.slice(0, 20), []);
  });

  it('give every indexed page a title of at most 60 characters and a description of 70 to 160', () => {
    const problems: string[] = [];
    for (const route of routes.filter((each) => each.indexable)) {
      const html = snapshots.get(route.path)!;
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      const description = metaContent(html, 'description') ?? '';
      for (const problem of snippetProblems(title, description))
        problems.push(`${route.path}: ${problem}`);
    }
    assert.deepEqual(problems.slice(0, 20), []);
  });

  it('list exactly the indexable pages in the sitemap; model pages are indexed only as their facts allow', () => {
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
    const indexable = routes.filter((route) => route.indexable);
    assert.deepEqual(
      [...listed].sort(),
      indexable.map((route) => absoluteUrl(route.path)).sort(),
      'sitemap = indexable routes',
    );
    const problems: string[] = [];
    for (const brand of CAR_BRANDS) {
      for (const model of brand.models) {
        const route = paths.brandModel(brand.id, modelSlug(model));
        const robots = metaContent(snapshots.get(route)!, 'robots') ?? '';
        const expectIndexed = isModelIndexable(brand, model);
        if (expectIndexed === robots.includes('noindex')) problems.push(`${route}: "${robots}"`);
        if (expectIndexed !== listed.includes(absoluteUrl(route)))
          problems.push(`${route}: sitemap does not follow its facts`);
      }
    }
    assert.deepEqual(problems.slice(0, 20), []);
  });

  it('leave no indexed page orphaned, and breadcrumbs of indexed pages lead to indexed pages', () => {
    const indexed = new Set(routes.filter((route) => route.indexable).map((route) => route.path));
    const linkedFrom = new Map<string, number>();
    const problems: string[] = [];
    for (const route of indexed) {
      const html = snapshots.get(route)!;
      const targets = new Set(
        [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((match) => decode(match[1]!)),
      );
      for (const target of targets)
        if (target !== route) linkedFrom.set(target, (linkedFrom.get(target) ?? 0) + 1);
      for (const block of html.matchAll(/"@type":"BreadcrumbList"[\s\S]*?<\/script>/g)) {
        for (const item of block[0].matchAll(/"item":"([^"]+)"/g)) {
          const crumb = new URL(item[1]!).pathname;
          if (!indexed.has(crumb)) problems.push(`${route}: breadcrumb to non-indexed ${crumb}`);
        }
      }
    }
    for (const route of indexed)
      if (route !== '/' && !linkedFrom.get(route))
        problems.push(`${route}: no indexed page links to it`);
    assert.deepEqual(problems.slice(0, 20), []);
  });

  it('carry JSON-LD that parses and has the required fields for its type; the business is described once, on the home page', () => {
    const problems: string[] = [];
    const businessDefinedOn: string[] = [];
    for (const [route, html] of snapshots) {
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ];
      // A home page, English or Spanish, is the trail's start and has no trail of its own.
      const isHome = route === paths.home() || route === ROUTES.esHome.href();
      if (!isHome && !blocks.some((block) => block[1]!.includes('"BreadcrumbList"'))) {
        problems.push(`${route}: no BreadcrumbList`);
      }
      for (const block of blocks) {
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(block[1]!);
        } catch {
          problems.push(`${route}: JSON-LD does not parse`);
          continue;
        }
        // Types, required properties, references to the business (test/support/json-ld-rules.ts).
        for (const problem of jsonLdProblems(data, BUSINESS_ID))
          problems.push(`${route}: ${problem}`);
        if (data['@type'] === 'AutoRepair') businessDefinedOn.push(route);
        if ('aggregateRating' in data) problems.push(`${route}: self-served aggregateRating`);
      }
    }
    assert.deepEqual(problems.slice(0, 20), []);
    // Once per language: each home page describes the business (the same @id), in its language.
    assert.deepEqual(businessDefinedOn.sort(), [paths.home(), ROUTES.esHome.href()].sort());
  });

  it('link only to pages and anchors that exist', () => {
    const known = new Set(routes.map((route) => route.path));
    const idsByPath = new Map([...snapshots].map(([route, html]) => [route, idsOf(html)]));
    const problems = new Set<string>();
    for (const [route, html] of snapshots) {
      for (const match of html.matchAll(/<a [^>]*href="([^"]*)"/g)) {
        const href = decode(match[1]!);
        if (/^(tel:|mailto:|https?:)/.test(href)) continue;
        const [pathAndQuery, hash] = href.split('#');
        const targetPath = (pathAndQuery ?? '').split('?')[0] || route;
        if (!known.has(targetPath)) {
          problems.add(`${route} → ${href}: no such page`);
          continue;
        }
        if (hash && !idsByPath.get(targetPath)!.has(hash))
          problems.add(`${route} → ${href}: no #${hash} there`);
      }
    }
    assert.deepEqual([...problems].slice(0, 20), []);
  });

  it('give every link text that says where it goes', () => {
    // Lighthouse's link-text audit (SEO) rejects these when they are a link's whole text;
    // "Learn more" links carry visually hidden words naming their target.
    const VAGUE = new Set(['learn more', 'read more', 'click here', 'here', 'more', 'go']);
    const problems = new Set<string>();
    for (const [route, html] of snapshots) {
      for (const match of html.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)) {
        const text = decode(match[1]!.replace(/<[^>]+>/g, ''))
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase();
        if (VAGUE.has(text)) problems.add(`${route}: a link reads only "${text}"`);
      }
    }
    assert.deepEqual([...problems].slice(0, 20), []);
  });

  it(
    'parse as valid HTML (html-validate)',
    // The longest check of the file (about 100 ms a page on a free machine). The real-profile
    // build's markup comes from the same components as the demo's, with other values and
    // without the blocks of values a real profile lacks, so it is validated on the demo build
    // only (docs/testing.md#two-builds).
    { skip: IS_REAL_SITE_BUILD && 'validated on the demo build, whose markup is the same' },
    async () => {
      // The standard preset checks validity; React's useId ids ("_r_0_") are valid HTML5.
      const validator = new HtmlValidate({
        extends: ['html-validate:standard'],
        rules: { 'valid-id': ['error', { relaxed: true }] },
      });
      const problems: string[] = [];
      for (const [route, html] of snapshots) {
        const report = await validator.validateString(html);
        for (const result of report.results) {
          for (const message of result.messages.slice(0, 3))
            problems.push(`${route}: ${message.ruleId}: ${message.message}`);
        }
      }
      assert.deepEqual(problems.slice(0, 20), []);
    },
  );
});
