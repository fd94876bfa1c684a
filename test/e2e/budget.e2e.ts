/**
 * Performance budget: the JavaScript the home page loads before it is interactive
 * (entry, shared chunks and the route's chunks), measured gzip-compressed in Chromium.
 * Prints the figures; fails when over budget.
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

/**
 * The issue's target is 130 KB. React 19's client (about 60 KB gzip) and react-router 7
 * (about 30 KB) leave little room; this guard holds the measured size so it cannot grow
 * while the target is worked towards (see README, 'Performance').
 */
export const HOME_FIRST_LOAD_JS_BUDGET_KB = 155;

describe('performance budget', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  it(`home page first-load JS stays within ${HOME_FIRST_LOAD_JS_BUDGET_KB} KB gzip`, async () => {
    const { page } = await openPage(context, 390);
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.buffer().catch(() => Buffer.alloc(0));
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${context.origin}/`, { waitUntil: 'load' });
    await waitForApp(page);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const inlineBytes = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('script:not([src]):not([type])'),
        (script) => script.textContent?.length ?? 0,
      ).reduce((a, b) => a + b, 0),
    );
    const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const totalRaw = scripts.reduce((sum, script) => sum + script.raw, 0);
    console.log(
      `home first-load JS: ${scripts.length} files, ${(totalRaw / 1024).toFixed(1)} KB raw, ${(totalGzip / 1024).toFixed(1)} KB gzip (+${inlineBytes} B inline)`,
    );
    assert.ok(
      totalGzip / 1024 <= HOME_FIRST_LOAD_JS_BUDGET_KB,
      `home first-load JS ${(totalGzip / 1024).toFixed(1)} KB gzip is over ${HOME_FIRST_LOAD_JS_BUDGET_KB} KB`,
    );
    await page.browserContext().close();
  });
});
