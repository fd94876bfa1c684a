/**
 * Performance budget: the JavaScript each page type requests before it is ready (entry,
 * shared chunks and the route's chunks, up to the `page-ready` mark set when hydration
 * has finished), measured gzip-compressed in Chromium on one page of each type
 * (`PAGE_TYPE_SAMPLES`). Chunks requested after that (deferred islands, the cookie banner,
 * the lead outbox) are printed separately. Prints a table; fails when a type is over its
 * budget. Also checks that a page with a lead form leaves zod (the largest library after
 * React) until the visitor starts filling it in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { measureFirstLoad, type FirstLoad } from '../../scripts/support/first-load';
import { PAGE_TYPE_SAMPLES, type PageType } from '../../scripts/support/page-samples';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

/**
 * Every page type's first-load JavaScript budget, gzip: the performance issue's target
 * (docs/decisions/first-paint.md#first-load-budget).
 */
export const FIRST_LOAD_JS_BUDGET_KB = 100;

/**
 * Types not yet within the budget, held at their measured figure plus 1 KB, rounded up, so
 * they cannot grow. Measured on 2026-11-27 before any cut: every type loads React DOM, the
 * router, Emotion and the site's frame (102.5 KB), and every type but home the shared page
 * chunk (SEO, layout: 3.9 KB).
 */
const HELD_AT_MEASURED_KB: Partial<Record<PageType, number>> = {
  home: 110, // 108.5
  locations: 158, // 156.5
  city: 160, // 158.7
  services: 120, // 118.6
  service: 156, // 154.6
  fleet: 156, // 154.6
  'service-in-city': 205, // 204.0
  brand: 156, // 154.5
  model: 164, // 162.1
  blog: 149, // 147.3
  post: 191, // 189.5
  warranty: 165, // 163.6
  legal: 165, // 163.6
  van: 133, // 131.8
  landing: 154, // 152.3
  quote: 118, // 116.8
};

const budgetKbOf = (type: PageType) => HELD_AT_MEASURED_KB[type] ?? FIRST_LOAD_JS_BUDGET_KB;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe('performance budget', () => {
  let context: E2eContext;
  const measured: { type: PageType; path: string; load: FirstLoad }[] = [];
  before(async () => {
    context = await startE2e();
  });
  after(() => {
    console.table(
      measured.map(({ type, path, load }) => ({
        type,
        path,
        'first-load files': load.firstLoadJs.files,
        'first-load KB gzip': Number(kb(load.firstLoadJs.gzip)),
        'budget KB': budgetKbOf(type),
        'later KB gzip': Number(kb(load.laterJs.gzip)),
      })),
    );
    return context.stop();
  });

  for (const [type, path] of Object.entries(PAGE_TYPE_SAMPLES) as [PageType, string][]) {
    it(`${type} page first-load JS stays within ${budgetKbOf(type)} KB gzip`, async () => {
      const { page, errors } = await openPage(context, 390);
      const load = await measureFirstLoad(page, `${context.origin}${path}`, 1000);
      await page.browserContext().close();
      measured.push({ type, path, load });
      const { firstLoadJs } = load;
      assert.deepEqual(errors, [], 'no console error or hydration warning');
      assert.ok(firstLoadJs.files > 0, 'no script counted');
      assert.ok(
        firstLoadJs.gzip / 1024 <= budgetKbOf(type),
        `${type} (${path}) first-load JS ${kb(firstLoadJs.gzip)} KB gzip is over ${budgetKbOf(type)} KB`,
      );
    });
  }

  it('a page with a lead form loads zod only once the visitor starts filling it in', async () => {
    const { page, errors } = await openPage(context, 390);
    const zodScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('"ZodError"')) zodScripts.push(response.url());
    });
    await page.goto(`${context.origin}/leads/facebook`, { waitUntil: 'load' });
    await waitForApp(page);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.deepEqual(zodScripts, [], 'zod is not loaded with the page');
    await page.focus('form[data-lead-form] input[name="firstName"]');
    for (let wait = 0; wait < 50 && zodScripts.length === 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(zodScripts.length, 1, 'zod loads when the visitor focuses the form');
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });
});
