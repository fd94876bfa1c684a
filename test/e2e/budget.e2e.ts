/**
 * Performance budget: the JavaScript the home page requests before it is ready (entry,
 * shared chunks and the route's chunks, up to the `page-ready` mark set when hydration
 * has finished), measured gzip-compressed in Chromium. Chunks requested after that (the
 * deferred footer island, the cookie banner, the lead outbox) are printed separately.
 * Prints the figures; fails when over budget.
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { PAGE_READY_MARK } from '../../src/features/seo/page-meta';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

/** The foundation issue's budget for the home page's first-load JavaScript. */
export const HOME_FIRST_LOAD_JS_BUDGET_KB = 130;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe('performance budget', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  it(`home page first-load JS stays within ${HOME_FIRST_LOAD_JS_BUDGET_KB} KB gzip`, async () => {
    const { page } = await openPage(context, 390);
    const gzipByUrl = new Map<string, { raw: number; gzip: number }>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.buffer().catch(() => Buffer.alloc(0));
      gzipByUrl.set(response.url(), {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${context.origin}/`, { waitUntil: 'load' });
    await waitForApp(page);
    // Long enough for the deferred chunks, so they can be reported too.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { readyAt, scripts, inlineBytes } = await page.evaluate((mark) => {
      return {
        readyAt: performance.getEntriesByName(mark)[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
        inlineBytes: Array.from(
          document.querySelectorAll('script:not([src]):not([type])'),
          (script) => script.textContent?.length ?? 0,
        ).reduce((a, b) => a + b, 0),
      };
    }, PAGE_READY_MARK);
    assert.ok(Number.isFinite(readyAt), `no "${PAGE_READY_MARK}" performance mark`);
    const sum = (list: typeof scripts) =>
      list.reduce(
        (total, script) => {
          const size = gzipByUrl.get(script.url);
          assert.ok(size, `no response recorded for ${script.url}`);
          return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
        },
        { raw: 0, gzip: 0 },
      );
    const firstLoad = scripts.filter((script) => script.startTime < readyAt);
    const deferred = scripts.filter((script) => script.startTime >= readyAt);
    const first = sum(firstLoad);
    const later = sum(deferred);
    console.log(
      `home first-load JS: ${firstLoad.length} files, ${kb(first.raw)} KB raw, ${kb(first.gzip)} KB gzip (+${inlineBytes} B inline)`,
    );
    console.log(
      `home JS requested after hydration: ${deferred.length} files, ${kb(later.raw)} KB raw, ${kb(later.gzip)} KB gzip`,
    );
    assert.ok(firstLoad.length > 0, 'no script counted');
    assert.ok(
      first.gzip / 1024 <= HOME_FIRST_LOAD_JS_BUDGET_KB,
      `home first-load JS ${kb(first.gzip)} KB gzip is over ${HOME_FIRST_LOAD_JS_BUDGET_KB} KB`,
    );
    await page.browserContext().close();
  });
});
