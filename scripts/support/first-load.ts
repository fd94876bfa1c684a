/**
 * What a page downloads on its first load, measured in Chromium: the HTML, and the scripts
 * split at the `page-ready` mark (set when the page has hydrated and its head is final).
 * Scripts requested before it are the first load; those after it (deferred islands, the
 * cookie banner, the lead outbox) load while the visitor is already reading.
 * Sizes are gzip level 9 of each response body. Used by `npm run bench` and the budget test.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { PAGE_READY_MARK } from '../../src/hydration/page-ready';
import { isPageReady, ISLAND_ATTRIBUTE } from '../../src/hydration/deferred-island';

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  html: Bytes;
  firstLoadJs: Bytes;
  /** The addresses of the scripts counted in `firstLoadJs`. */
  firstLoadScriptUrls: string[];
  laterJs: Bytes;
  inlineScriptBytes: number;
}

const sum = (sizes: { raw: number; gzip: number }[]): Bytes => ({
  files: sizes.length,
  raw: sizes.reduce((total, size) => total + size.raw, 0),
  gzip: sizes.reduce((total, size) => total + size.gzip, 0),
});

/** Loads `url` in `page` (a fresh one) and measures it; waits `settleMs` for late scripts. */
export async function measureFirstLoad(
  page: Page,
  url: string,
  settleMs = 3000,
): Promise<FirstLoad> {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'document') return;
    const body = await response.buffer().catch(() => Buffer.alloc(0));
    sizes.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(isPageReady, { timeout: 15000, polling: 100 }, ISLAND_ATTRIBUTE);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const { readyAt, scripts, inlineScriptBytes } = await page.evaluate((mark) => {
    return {
      readyAt: performance.getEntriesByName(mark)[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      inlineScriptBytes: Array.from(
        document.querySelectorAll('script:not([src]):not([type])'),
        (script) => script.textContent?.length ?? 0,
      ).reduce((a, b) => a + b, 0),
    };
  }, PAGE_READY_MARK);
  if (!Number.isFinite(readyAt)) throw new Error(`no "${PAGE_READY_MARK}" performance mark`);
  const sizeOf = (scriptUrl: string) => {
    const size = sizes.get(scriptUrl);
    if (!size) throw new Error(`no response recorded for ${scriptUrl}`);
    return size;
  };
  const firstLoadScripts = scripts.filter((s) => s.startTime < readyAt);
  return {
    html: sum(sizes.has(url) ? [sizes.get(url)!] : []),
    firstLoadJs: sum(firstLoadScripts.map((s) => sizeOf(s.url))),
    firstLoadScriptUrls: firstLoadScripts.map((s) => s.url),
    laterJs: sum(scripts.filter((s) => s.startTime >= readyAt).map((s) => sizeOf(s.url))),
    inlineScriptBytes,
  };
}
