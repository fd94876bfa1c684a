/**
 * The prerender crawl (docs/architecture.md#the-build-pipeline): serves the built shell on 127.0.0.1, visits
 * every route of `listSiteRoutes()` in headless Chromium, a few pages at a time, and saves
 * each page's HTML as `dist/<route>/index.html`, plus the not-found page as `404.html`.
 *
 * It fails on any console error, page error, failed request or a page that never
 * signals it is ready, naming the route. Fixes for the traps listed in
 * docs/architecture.md#crawl-traps are applied in `snapshotDocument`.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import {
  listSiteRoutes,
  listSnapshotVariants,
  NOT_FOUND_SNAPSHOT_FILES,
  NOT_FOUND_SNAPSHOT_PATH,
  SPANISH_NOT_FOUND_SNAPSHOT_PATH,
  snapshotFile,
} from '@/config/route-list';
import { ISLAND_ATTRIBUTE, isPageReady } from '@/hydration/deferred-island';
import { EMOTION_CACHE_KEY, SNAPSHOT_STYLE_NAMES_ATTRIBUTE } from '@/ui/theme/emotion-cache';
import { PAGE_READY_EVENT } from '@/hydration/page-ready';
import { INLINE_IN_SNAPSHOT } from '@/hydration/prerender';
import { STATIC_CONTENT_ATTRIBUTE } from '@/hydration/static-content-attribute';
import { profilePath } from '@/content/load/profile-file';
import {
  crawlCacheDir,
  crawlInputsKey,
  crawlWithCache,
  pageDependencies,
  readAssetIndex,
  shellKey,
  type AssetIndex,
  type CrawledPage,
} from './prerender-cache';
import { chromiumPath, launchChromium } from './support/chromium';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the CommonJS webpack config
const { svgDataUri } = require('./support/svg-data-uri.cjs') as {
  svgDataUri(svg: string): string;
};

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR || 'dist');
const CACHE_DIR = crawlCacheDir(ROOT, DIST);
const PARALLEL_PAGES = Number(process.env.PRERENDER_CONCURRENCY ?? 6);
const READY_TIMEOUT_MS = 20000;
/**
 * Keep each tab in its renderer process from route to route. By default Chromium swaps
 * to a new browsing instance (a fresh renderer process, with nothing compiled) on every
 * browser-initiated navigation, so the crawl paid a process start and a cold load of the
 * app's scripts per page. The crawl wants no back/forward cache either
 * (docs/architecture.md#crawl-traps, trap 8).
 */
const CRAWL_FLAGS = [
  '--disable-features=ProactivelySwapBrowsingInstance,BackForwardCache',
  // A snapshot needs no picture: the ones it carries inline are read from dist in Node
  // (finishSnapshot). Not loading them saves each page's requests and decoding.
  '--blink-settings=imagesEnabled=false',
];
/** Dispatched in the page each time an island reports it is ready (see `openCrawlTab`). */
const ISLAND_READY_EVENT = 'prerender:island-ready';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves assets from dist and the pristine shell for every page (trap 4). */
function serveShell(shell: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const extension = path.extname(pathname);
    if (extension && !pathname.includes('..')) {
      const file = path.join(DIST, pathname);
      if (existsSync(file)) {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
          // Cacheable, so each tab fetches and compiles the app's scripts once and reuses
          // them (V8 keeps compiled code only for cacheable scripts) instead of per page.
          'cache-control': 'public, max-age=31536000, immutable',
        });
        response.end(readFileSync(file));
        return;
      }
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shell);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

const INLINE_ATTRIBUTE = Object.keys(INLINE_IN_SNAPSHOT)[0]!;
const dataUris = new Map<string, string>();

/**
 * Finishes a snapshot's HTML in Node, which costs the crawl no round trip to the page:
 * - each picture marked INLINE_IN_SNAPSHOT gets its file as a `data:` URI, so the snapshot
 *   paints without a request (docs/decisions/first-paint.md#no-request-before-first-paint),
 *   and the `<link rel="preload" as="image">` React's server renderer wrote for it goes, as
 *   nothing fetches that picture any more;
 * - a page with two static blocks of one name is refused, since a block is found again by
 *   its name when the page hydrates (src/hydration/static-content.tsx).
 */
function finishSnapshot(html: string, route: string): string {
  const names = [...html.matchAll(new RegExp(`${STATIC_CONTENT_ATTRIBUTE}="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  );
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) {
    throw new Error(`Prerender of ${route}: static blocks named twice: ${repeated.join(', ')}`);
  }
  const inlined = new Set<string>();
  const withPictures = html.replace(/<img [^>]*>/g, (tag) => {
    if (!tag.includes(`${INLINE_ATTRIBUTE}=`)) return tag;
    const source = tag.match(/ src="([^"]*)"/)?.[1] ?? '';
    const file = path.join(DIST, source);
    if (!source.endsWith('.svg') || !source.startsWith('/') || !existsSync(file)) {
      throw new Error(
        `Prerender of ${route}: cannot inline ${source}, not an SVG file of the site`,
      );
    }
    if (!dataUris.has(source)) dataUris.set(source, svgDataUri(readFileSync(file, 'utf8')));
    inlined.add(source);
    return tag.replace(` src="${source}"`, ` src="${dataUris.get(source)}"`);
  });
  return withPictures.replace(
    /<link rel="preload" as="image" href="([^"]*)"[^>]*>/g,
    (tag, href) => (inlined.has(href) ? '' : tag),
  );
}

/** Runs in the page: turns the live DOM into the HTML to save. */
function snapshotDocument(
  snapshotPath: string,
  emotionKey: string,
  styleNamesAttribute: string,
): string {
  const root = document.documentElement;
  // The hero variant and its random-pick flag belong to this visit, not to the page (trap 6).
  root.removeAttribute('data-hero-variant');
  root.removeAttribute('data-hero-random-pick');
  // Emotion's rules must be text in the saved <style> tags (trap 1); with speedy off they
  // are, and any sheet still holding rules only in CSSOM is written out here.
  document.querySelectorAll<HTMLStyleElement>('style[data-emotion]').forEach((style) => {
    if (!style.textContent && style.sheet) {
      style.textContent = Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('');
    }
  });
  // The cache's rules (one tag per rule with speedy off) become one tag that names the
  // styles it holds: the client's cache then counts them as inserted and does not compile
  // or insert them again while hydrating (src/ui/theme/emotion-cache.ts).
  const cacheTags = Array.from(
    document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${emotionKey}"]`),
  );
  if (cacheTags.length > 0) {
    const [first, ...rest] = cacheTags;
    first!.textContent = cacheTags.map((style) => style.textContent).join('');
    rest.forEach((style) => style.remove());
    const names = window.__EMOTION_INSERTED_NAMES__?.() ?? [];
    first!.setAttribute(styleNamesAttribute, names.join(' '));
  }
  // The root is saved empty: what hydration reads there is React's own markup of the page,
  // put in by `withRootMarkup`, not the live DOM (src/app/snapshot-markup.tsx).
  const container = document.getElementById('root')!;
  container.replaceChildren();
  container.setAttribute('data-snapshot-path', snapshotPath);
  return `<!doctype html>\n${root.outerHTML}`;
}

/**
 * Puts React's markup into the saved document's empty root, in Node: parsing it into the
 * page's DOM only to serialise it again would cost the crawl time and change nothing.
 */
function withRootMarkup(html: string, rootMarkup: string, route: string): string {
  const emptyRoot = /<div id="root"[^>]*><\/div>/;
  const match = html.match(emptyRoot);
  if (!match) throw new Error(`Prerender of ${route}: no empty root element to fill`);
  return html.replace(emptyRoot, () => match[0].replace(/<\/div>$/, () => `${rootMarkup}</div>`));
}

/**
 * Runs in the page: React's server markup of the page's tree (src/app/snapshot-markup.tsx).
 * The app requests the chunk that offers it as it starts, so it is nearly always there by
 * the time the page is ready; if not, this waits for it, up to `timeoutMs`.
 */
async function renderRootMarkup(timeoutMs: number): Promise<string> {
  const started = performance.now();
  while (!window.__RENDER_SNAPSHOT_MARKUP__) {
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the app offered no snapshot markup within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return window.__RENDER_SNAPSHOT_MARKUP__();
}

/**
 * The source of a call, for `page.evaluate`, of `run` with the function `helper` and then
 * `values` as its arguments: the only way to hand the page a function as an argument.
 * tsx compiles named functions with a call to its `__name` helper, which the page lacks;
 * the call defines a local one (puppeteer does the same for the functions it is given).
 */
function inPageCall(
  run: (...args: never[]) => unknown,
  helper: (...args: never[]) => unknown,
  values: unknown[],
): string {
  const args = [String(helper), ...values.map((value) => JSON.stringify(value))].join(', ');
  return `(() => { const __name = (target) => target; return (${String(run)})(${args}); })()`;
}

/**
 * Runs in the page: resolves once `isReady` holds, checking it when the page signals ready
 * and when an island does, rather than on a timer (a poll that just missed costs the tab
 * its interval). Rejects after `timeoutMs`.
 */
function whenReady(
  isReady: (islandAttribute: string) => boolean,
  islandAttribute: string,
  pageReadyEvent: string,
  islandReadyEvent: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!isReady(islandAttribute)) return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener(pageReadyEvent, check);
      window.removeEventListener(islandReadyEvent, check);
    };
    window.addEventListener(pageReadyEvent, check);
    window.addEventListener(islandReadyEvent, check);
    check();
  });
}

/**
 * Runs in the page: what it loaded, for the snapshot cache (scripts/prerender-cache.ts).
 * The chunks webpack registered count as well as the resources the page fetched, since a
 * script reused from the memory cache may leave no resource entry.
 */
function loadedAssets(): { resources: string[]; chunkIds: (string | number)[] } {
  const globals = window as unknown as Record<string, unknown>;
  const chunkIds = Object.keys(globals)
    .filter((name) => name.startsWith('webpackChunk'))
    .flatMap((name) => (globals[name] as [(string | number)[]][]).flatMap((entry) => entry[0]));
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin));
  return { resources, chunkIds };
}

/** Where a page's crawl time goes, summed over every tab (printed after the crawl). */
const phaseTotals = new Map<string, number>();

/** Each call adds the time since the previous one to the named phase. */
function phaseTimer(): (name: string) => void {
  let last = performance.now();
  return (name) => {
    const now = performance.now();
    phaseTotals.set(name, (phaseTotals.get(name) ?? 0) + now - last);
    last = now;
  };
}

/**
 * A tab that crawls routes one after another. Reusing the tab (rather than a new one per
 * route) saves starting a renderer per page, most of the crawl's time on two cores; each
 * visit still loads a fresh document, and per-tab storage is cleared before the app runs,
 * so no visit sees another's state.
 */
async function openCrawlTab(browser: Browser) {
  const page: Page = await browser.newPage();
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${(error as Error).message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // The crawl's server never cancels a request: an aborted one is the previous page's,
    // cancelled when the tab moved on to the next route. A request the page needed that
    // did not complete still fails the crawl, as a console or page error, or as a page
    // that never becomes ready.
    if (reason === 'net::ERR_ABORTED' && !request.isNavigationRequest()) return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.evaluateOnNewDocument((islandReadyEvent: string) => {
    window.__PRERENDER__ = true;
    sessionStorage.clear();
    // The islands' ready list, which the app appends to, announces each name, so the
    // crawl re-checks readiness at that moment instead of polling (`whenReady`).
    const readyIslands: string[] = [];
    readyIslands.push = (...names: string[]) => {
      const length = Array.prototype.push.apply(readyIslands, names);
      window.dispatchEvent(new Event(islandReadyEvent));
      return length;
    };
    window.__READY_ISLANDS__ = readyIslands;
  }, ISLAND_READY_EVENT);

  async function crawl(
    origin: string,
    route: string,
    snapshotPath: string,
    assets: AssetIndex,
  ): Promise<CrawledPage> {
    const phase = phaseTimer();
    problems = [];
    try {
      // Not 'load': the page is saved when it says it is ready, and whatever it still
      // loads then (a picture, say) does not change its HTML.
      await page.goto(`${origin}${route}`, { waitUntil: 'domcontentloaded' });
      phase('navigation');
      await page.evaluate(
        inPageCall(whenReady, isPageReady, [
          ISLAND_ATTRIBUTE,
          PAGE_READY_EVENT,
          ISLAND_READY_EVENT,
          READY_TIMEOUT_MS,
        ]),
      );
      phase('until ready');
    } catch (error) {
      problems.push(`never became ready: ${(error as Error).message}`);
    }
    // Before the problems are read, so an error React reports while rendering is one of
    // them; and before the page's assets are listed, so the renderer's chunk is among them.
    let rootMarkup = '';
    if (problems.length === 0) {
      try {
        rootMarkup = await page.evaluate(renderRootMarkup, READY_TIMEOUT_MS);
      } catch (error) {
        problems.push(`React could not render its markup: ${(error as Error).message}`);
      }
      phase('server markup');
    }
    if (problems.length > 0) {
      throw new Error(`Prerender of ${route} failed:\n  ${problems.join('\n  ')}`);
    }
    const [loaded, html] = await Promise.all([
      page.evaluate(loadedAssets),
      page.evaluate(
        snapshotDocument,
        snapshotPath,
        EMOTION_CACHE_KEY,
        SNAPSHOT_STYLE_NAMES_ATTRIBUTE,
      ),
    ]);
    phase('snapshot');
    const snapshot = withRootMarkup(html, rootMarkup, route);
    return { html: snapshot, dependencies: pageDependencies(snapshot, loaded, assets) };
  }
  return { crawl, close: () => page.close() };
}

function outputFile(route: string): string {
  const notFound = NOT_FOUND_SNAPSHOT_FILES[route];
  if (notFound) return path.join(DIST, notFound);
  return path.join(DIST, snapshotFile(route));
}

/**
 * What every page's snapshot depends on alike (docs/decisions/incremental-crawl.md): the
 * crawl's code, including what runs in the page, the browser, the page template and the
 * business profile.
 */
function crawlInputs(shell: string, assets: AssetIndex): string {
  const source = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
  return crawlInputsKey({
    prerender: source('prerender.ts'),
    chromiumLauncher: source('support/chromium.ts'),
    inPage: [snapshotDocument, renderRootMarkup, loadedAssets, isPageReady, whenReady, openCrawlTab]
      .map(String)
      .join('\n'),
    constants: [
      ISLAND_ATTRIBUTE,
      PAGE_READY_EVENT,
      EMOTION_CACHE_KEY,
      SNAPSHOT_STYLE_NAMES_ATTRIBUTE,
    ].join(' '),
    crawlFlags: CRAWL_FLAGS.join(' '),
    browser: execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    shell: shellKey(shell, assets),
    profile: readFileSync(profilePath(), 'utf8'),
  });
}

/** Crawls `routes` in one browser, a few tabs at a time. */
async function crawlPages(
  shell: string,
  routes: string[],
  assets: AssetIndex,
): Promise<Map<string, CrawledPage>> {
  const { server, origin } = await serveShell(shell);
  const browser = await launchChromium(CRAWL_FLAGS);
  const queue = [...routes];
  const pages = new Map<string, CrawledPage>();
  try {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_PAGES, queue.length) }, async () => {
        const tab = await openCrawlTab(browser);
        try {
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            pages.set(route, await tab.crawl(origin, route, route, assets));
          }
        } finally {
          await tab.close();
        }
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
  return pages;
}

export async function prerender(): Promise<number> {
  const started = performance.now();
  const shell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  // PRERENDER_ONLY=/locations,/warranty crawls only matching routes: a shortcut for daily work.
  // A prefix ending in '$' matches that path alone (`/services$`). webpack has emptied DIST
  // first, so every other page answers 404 until a full build (which reuses the cache) runs.
  const only = process.env.PRERENDER_ONLY?.split(',').filter(Boolean);
  const routes = [
    ...listSiteRoutes().map((route) => route.path),
    ...listSnapshotVariants(),
    NOT_FOUND_SNAPSHOT_PATH,
    SPANISH_NOT_FOUND_SNAPSHOT_PATH,
  ].filter(
    (route) =>
      !only ||
      route === '/' ||
      Object.hasOwn(NOT_FOUND_SNAPSHOT_FILES, route) ||
      only.some((prefix) =>
        prefix.endsWith('$') ? route === prefix.slice(0, -1) : route.startsWith(prefix),
      ),
  );
  const assets = readAssetIndex(DIST);
  let crawlStarted = performance.now();
  const { snapshots, reused, crawled } = await crawlWithCache({
    routes,
    cacheDir: CACHE_DIR,
    assets,
    crawlInputs: crawlInputs(shell, assets),
    // PRERENDER_CACHE=off crawls every page (and refreshes the cache).
    fresh: process.env.PRERENDER_CACHE === 'off',
    prune: !only,
    crawlPages: (toCrawl) => {
      crawlStarted = performance.now();
      return crawlPages(shell, toCrawl, assets);
    },
  });
  const crawlSeconds = crawled.length > 0 ? (performance.now() - crawlStarted) / 1000 : 0;
  // Written only after every page crawled, so the shell served above stays pristine.
  const writeStarted = performance.now();
  for (const [route, html] of snapshots) {
    const file = outputFile(route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, finishSnapshot(html, route));
  }
  const writeMs = performance.now() - writeStarted;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `prerender: ${snapshots.size} pages in ${seconds.toFixed(1)} s: ${reused.length} reused, ` +
      `${crawled.length} crawled in ${crawlSeconds.toFixed(1)} s` +
      (crawled.length > 0
        ? ` (${((crawlSeconds / crawled.length) * 1000).toFixed(0)} ms a page)`
        : ''),
  );
  if (crawled.length > 0) {
    const perPage = [...phaseTotals]
      .map(([name, total]) => `${name} ${(total / crawled.length).toFixed(0)}`)
      .join(', ');
    console.log(
      `prerender: a page's time in its tab (${PARALLEL_PAGES} tabs), in ms: ${perPage}; ` +
        `saving all pages took ${writeMs.toFixed(0)} ms`,
    );
  }
  if (reused.length > 0 && crawled.length > 0 && crawled.length <= 30) {
    console.log(`prerender: crawled ${crawled.join(' ')}`);
  }
  return snapshots.size;
}

if (require.main === module) {
  prerender().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
