import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  crawlCacheDir,
  crawlWithCache,
  pageDependencies,
  readAssetIndex,
  type AssetIndex,
  type CrawledPage,
} from './prerender-cache';

/**
 * A small site built the way webpack builds ours: numbered chunks named by content hash,
 * and a main script whose runtime lists every chunk's hash, so any chunk that changes
 * renames the main script too.
 */
function buildSite(dist: string, chunks: Record<number, string>): void {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  const chunkHashes: Record<number, string> = {};
  for (const [id, content] of Object.entries(chunks)) {
    chunkHashes[Number(id)] = hash(content);
    writeFileSync(path.join(dist, `assets/${id}.${hash(content)}.js`), content);
  }
  const main = `runtime(${JSON.stringify(chunkHashes)})`;
  writeFileSync(path.join(dist, `assets/main.${hash(main)}.js`), main);
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><script defer src="/assets/main.${hash(main)}.js"></script><div id="root"></div></html>`,
  );
}

/** Which chunks each page loads: 1 holds the posts, 2 the cities, 3 the site's frame. */
const PAGE_CHUNKS: Record<string, number[]> = {
  '/blog': [1, 3],
  '/blog/a-post': [1, 3],
  '/locations/oakland': [2, 3],
  '/warranty': [3],
};
const ROUTES = Object.keys(PAGE_CHUNKS);

/** Renders a page from the built files only, as the browser would. */
function fakeCrawler(dist: string, assets: AssetIndex, crawledRoutes: string[]) {
  return async (routes: string[]) => {
    const pages = new Map<string, CrawledPage>();
    for (const route of routes) {
      crawledRoutes.push(route);
      const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const chunkIds = PAGE_CHUNKS[route]!;
      const resources = chunkIds.map(
        (id) => `http://127.0.0.1:1/${assets.files.get(`assets/${id}.js`)}`,
      );
      const body = resources
        .map((url) => readFileSync(path.join(dist, new URL(url).pathname), 'utf8'))
        .join(' | ');
      const html = shell.replace('<div id="root"></div>', `<div id="root">${route}: ${body}</div>`);
      pages.set(route, {
        html,
        dependencies: pageDependencies(html, { resources, chunkIds }, assets),
      });
    }
    return pages;
  };
}

const INITIAL_CHUNKS = { 1: 'posts: first post', 2: 'cities: Oakland', 3: 'frame' };

describe('crawlWithCache', () => {
  let workDir: string;
  beforeEach(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'prerender-cache-'));
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  async function build(options: {
    chunks: Record<number, string>;
    cacheDir?: string;
    crawlInputs?: string;
    fresh?: boolean;
  }) {
    const dist = path.join(workDir, 'dist');
    buildSite(dist, options.chunks);
    const assets = readAssetIndex(dist);
    const crawledRoutes: string[] = [];
    const result = await crawlWithCache({
      routes: ROUTES,
      cacheDir: options.cacheDir ?? path.join(workDir, 'cache'),
      assets,
      crawlInputs: options.crawlInputs ?? 'crawl v1',
      fresh: options.fresh,
      prune: true,
      crawlPages: fakeCrawler(dist, assets, crawledRoutes),
    });
    return { ...result, crawledRoutes };
  }

  it('crawls every page the first time and reuses every page, byte for byte, the next', async () => {
    const clean = await build({ chunks: INITIAL_CHUNKS });
    expect(clean.crawled).toEqual(ROUTES);
    expect(clean.reused).toEqual([]);

    const again = await build({ chunks: INITIAL_CHUNKS });
    expect(again.crawledRoutes).toEqual([]);
    expect(again.reused).toEqual(ROUTES);
    expect(again.snapshots).toEqual(clean.snapshots);
  });

  it('after one post changes, crawls only the pages that loaded it, with the same result as a clean build', async () => {
    await build({ chunks: INITIAL_CHUNKS });
    const edited = { ...INITIAL_CHUNKS, 1: 'posts: first post, edited' };

    const incremental = await build({ chunks: edited });
    expect(incremental.crawledRoutes.sort()).toEqual(['/blog', '/blog/a-post']);
    expect(incremental.reused.sort()).toEqual(['/locations/oakland', '/warranty']);

    const clean = await build({ chunks: edited, cacheDir: path.join(workDir, 'other-cache') });
    expect(clean.crawled).toEqual(ROUTES);
    for (const route of ROUTES) {
      expect(incremental.snapshots.get(route)).toBe(clean.snapshots.get(route));
    }
    // The reused pages name the renamed main script (its runtime lists the new post hash).
    expect(incremental.snapshots.get('/warranty')).not.toBe(
      (await build({ chunks: INITIAL_CHUNKS, fresh: true })).snapshots.get('/warranty'),
    );
  });

  it('crawls every page when the crawl itself changed, or when asked to start fresh', async () => {
    await build({ chunks: INITIAL_CHUNKS });
    expect((await build({ chunks: INITIAL_CHUNKS, crawlInputs: 'crawl v2' })).crawled).toEqual(
      ROUTES,
    );
    expect((await build({ chunks: INITIAL_CHUNKS, crawlInputs: 'crawl v2' })).crawled).toEqual([]);
    expect((await build({ chunks: INITIAL_CHUNKS, fresh: true })).crawled).toEqual(ROUTES);
  });
});

describe('crawlCacheDir', () => {
  it('gives each build folder its own cache, so the demo and real-profile builds stay apart', () => {
    const root = '/work/site';
    expect(crawlCacheDir(root, '/work/site/dist')).toBe('/work/site/.cache/prerender/dist');
    expect(crawlCacheDir(root, '/work/site/dist-real')).toBe(
      '/work/site/.cache/prerender/dist-real',
    );
  });
});

describe('pageDependencies', () => {
  it('refuses a page that loaded a chunk or asset this build does not name', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'prerender-deps-'));
    try {
      buildSite(dist, INITIAL_CHUNKS);
      const assets = readAssetIndex(dist);
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect(pageDependencies(html, { resources: [], chunkIds: [1] }, assets)).toEqual([
        'assets/1.js',
        'assets/main.js',
      ]);
      expect(pageDependencies(html, { resources: [], chunkIds: [99] }, assets)).toBeUndefined();
      expect(
        pageDependencies(
          html,
          { resources: ['http://x/assets/unhashed.js'], chunkIds: [] },
          assets,
        ),
      ).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
