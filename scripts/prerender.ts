/**
 * The prerender crawl (docs/architecture.md#the-build-pipeline): serves the built shell on 127.0.0.1, visits
 * every route of `listSiteRoutes()` in headless Chromium, a few pages at a time, and saves
 * each page's HTML as `dist/<route>/index.html`, plus the not-found page as `404.html`.
 *
 * It fails on any console error, page error, failed request or a page that never
 * signals it is ready, naming the route. Fixes for the traps listed in
 * docs/architecture.md#crawl-traps are applied in `snapshotDocument`.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import {
  listSiteRoutes,
  listSnapshotVariants,
  NOT_FOUND_SNAPSHOT_PATH,
  snapshotFile,
} from '@/config/route-list';
import { ISLAND_ATTRIBUTE, isPageReady } from '@/ui/deferred-island';
import { EMOTION_CACHE_KEY, SNAPSHOT_STYLE_NAMES_ATTRIBUTE } from '@/ui/theme/emotion-cache';
import { INLINE_IN_SNAPSHOT } from '@/ui/prerender';
import { STATIC_CONTENT_ATTRIBUTE } from '@/ui/static-content-attribute';
import { launchChromium } from './support/chromium';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the CommonJS webpack config
const { svgDataUri } = require('./support/svg-data-uri.cjs') as {
  svgDataUri(svg: string): string;
};

const DIST = path.resolve(__dirname, '..', process.env.DIST_DIR || 'dist');
const PARALLEL_PAGES = Number(process.env.PRERENDER_CONCURRENCY ?? 6);
const READY_TIMEOUT_MS = 20000;
/**
 * Keep each tab in its renderer process from route to route. By default Chromium swaps
 * to a new browsing instance (a fresh renderer process, with nothing compiled) on every
 * browser-initiated navigation, so the crawl paid a process start and a cold load of the
 * app's scripts per page. The crawl wants no back/forward cache either
 * (docs/architecture.md#crawl-traps, trap 8).
 */
const CRAWL_FLAGS = ['--disable-features=ProactivelySwapBrowsingInstance,BackForwardCache'];

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
 *   paints without a request (docs/decisions/first-paint.md#no-request-before-first-paint);
 * - a page with two static blocks of one name is refused, since a block is found again by
 *   its name when the page hydrates (src/ui/static-content.tsx).
 */
function finishSnapshot(html: string, route: string): string {
  const names = [...html.matchAll(new RegExp(`${STATIC_CONTENT_ATTRIBUTE}="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  );
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) {
    throw new Error(`Prerender of ${route}: static blocks named twice: ${repeated.join(', ')}`);
  }
  return html.replace(/<img [^>]*>/g, (tag) => {
    if (!tag.includes(`${INLINE_ATTRIBUTE}=`)) return tag;
    const source = tag.match(/ src="([^"]*)"/)?.[1] ?? '';
    const file = path.join(DIST, source);
    if (!source.endsWith('.svg') || !source.startsWith('/') || !existsSync(file)) {
      throw new Error(
        `Prerender of ${route}: cannot inline ${source}, not an SVG file of the site`,
      );
    }
    if (!dataUris.has(source)) dataUris.set(source, svgDataUri(readFileSync(file, 'utf8')));
    return tag.replace(` src="${source}"`, ` src="${dataUris.get(source)}"`);
  });
}

/** Runs in the page: turns the live DOM into the HTML to save. */
function snapshotDocument(
  snapshotPath: string,
  islandAttribute: string,
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
  // Adjacent text nodes would merge when the HTML is parsed again and break hydration
  // (trap 2): separate them with an empty comment, as React's server renderer does.
  const container = document.getElementById('root')!;
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
  for (const node of textNodes) {
    if (node.nextSibling && node.nextSibling.nodeType === Node.TEXT_NODE) {
      node.after(document.createComment(' '));
    }
  }
  // A form control's state (the service a page presets, a ticked box) lives in properties
  // the HTML does not carry: write it as attributes, so the snapshot paints it and a form
  // posted without JavaScript sends it.
  container.querySelectorAll('option').forEach((option) => {
    option.toggleAttribute('selected', option.selected);
  });
  container
    .querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')
    .forEach((input) => input.toggleAttribute('checked', input.checked));
  // Deferred islands (src/ui/deferred-island.tsx) are Suspense boundaries: mark them as
  // React's server renderer does, so hydration leaves them for their own chunk.
  container.querySelectorAll(`[${islandAttribute}]`).forEach((island) => {
    island.prepend(document.createComment('$'));
    island.append(document.createComment('/$'));
  });
  container.setAttribute('data-snapshot-path', snapshotPath);
  return `<!doctype html>\n${root.outerHTML}`;
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
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.evaluateOnNewDocument(() => {
    window.__PRERENDER__ = true;
    sessionStorage.clear();
  });

  async function crawl(origin: string, route: string, snapshotPath: string): Promise<string> {
    // Requests the previous page still had in flight are cancelled by leaving it; leave
    // it for a blank page first so those cancellations are not blamed on this route.
    await page.goto('about:blank');
    problems = [];
    try {
      await page.goto(`${origin}${route}`, { waitUntil: 'load' });
      await page.waitForFunction(
        isPageReady,
        // Interval polling: requestAnimationFrame, the default, stalls in background tabs;
        // a short interval, since every poll skipped is time the tab sits idle.
        { timeout: READY_TIMEOUT_MS, polling: 25 },
        ISLAND_ATTRIBUTE,
      );
    } catch (error) {
      problems.push(`never became ready: ${(error as Error).message}`);
    }
    if (problems.length > 0) {
      throw new Error(`Prerender of ${route} failed:\n  ${problems.join('\n  ')}`);
    }
    return finishSnapshot(
      await page.evaluate(
        snapshotDocument,
        snapshotPath,
        ISLAND_ATTRIBUTE,
        EMOTION_CACHE_KEY,
        SNAPSHOT_STYLE_NAMES_ATTRIBUTE,
      ),
      route,
    );
  }
  return { crawl, close: () => page.close() };
}

function outputFile(route: string): string {
  if (route === NOT_FOUND_SNAPSHOT_PATH) return path.join(DIST, '404.html');
  return path.join(DIST, snapshotFile(route));
}

export async function prerender(): Promise<number> {
  const started = performance.now();
  const shell = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  // PRERENDER_ONLY=/locations,/warranty crawls only matching routes: a shortcut for daily work.
  // A prefix ending in '$' matches that path alone (`/services$`).
  const only = process.env.PRERENDER_ONLY?.split(',').filter(Boolean);
  const routes = [
    ...listSiteRoutes().map((route) => route.path),
    ...listSnapshotVariants(),
    NOT_FOUND_SNAPSHOT_PATH,
  ].filter(
    (route) =>
      !only ||
      route === '/' ||
      route === NOT_FOUND_SNAPSHOT_PATH ||
      only.some((prefix) =>
        prefix.endsWith('$') ? route === prefix.slice(0, -1) : route.startsWith(prefix),
      ),
  );
  const { server, origin } = await serveShell(shell);
  const browser = await launchChromium(CRAWL_FLAGS);
  const queue = [...routes];
  const snapshots = new Map<string, string>();
  try {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_PAGES, queue.length) }, async () => {
        const tab = await openCrawlTab(browser);
        try {
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            snapshots.set(route, await tab.crawl(origin, route, route));
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
  // Written only after every page crawled, so the shell served above stays pristine.
  for (const [route, html] of snapshots) {
    const file = outputFile(route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `prerender: ${snapshots.size} pages in ${seconds.toFixed(1)} s (${((seconds / snapshots.size) * 1000).toFixed(0)} ms a page)`,
  );
  return snapshots.size;
}

if (require.main === module) {
  prerender().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
