/**
 * Performance budget: the JavaScript each page type requests before it is ready (entry,
 * shared chunks and the route's chunks, up to the `page-ready` mark set when hydration
 * has finished), measured gzip-compressed in Chromium on one page of each type
 * (`PAGE_TYPE_SAMPLES`). Chunks requested after that (deferred islands, the cookie banner,
 * the lead outbox) are printed separately. Prints a table; fails when a type is over its
 * budget, loads code its snapshot made unnecessary (`LEFT_OUT_OF_FIRST_LOAD`) or logs an error.
 * Also checks that a page with a lead form leaves zod (the largest library after React) until
 * the visitor starts filling it in.
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
 * they cannot grow (measured 2026-11-27; the figure before the cuts of issue 30 in brackets).
 * Raised once, on the same day, to what the merged build measured: speed and warranty wording
 * derived from the profile and the consent boxes and selects shared by every form cost 1.2 to
 * 3.0 KB (docs/decisions/first-paint.md#first-load-budget). Raised again for the Spanish pages
 * (issue 31): Lingui's runtime, the English catalogue, the Spanish twins of the route table and
 * the language switch in every header cost 3.6 to 3.7 KB on every type (landing 4.6 KB, with its
 * Spanish hero); the figures in the comments below are from before that
 * (docs/decisions/spanish.md#one-catalogue-per-page). Raised a last time to what the build of
 * all of it merged measured: the content pages' catalogue part and the fleet terms read from
 * the profile added 0.4 to 1.5 KB to some types (locations 117.6, city 147.5, service-in-city
 * 171.2, model 150.4, warranty and legal 116.2, van 139.1, landing 162.5 KB), and left home
 * (115.0), services (125.9), service and fleet (143.9), brand (152.7) and quote (122.8) within
 * 0.3 KB of their figure, so those were given the same 1 KB of room.
 * Raised on 2026-11-27 (late) to what the build with the Spanish shell, the Spanish services
 * pages and the Spanish lead form measured, plus 1 KB, rounded up: home 116.0, services 127.6,
 * service and fleet 146.0, blog 153.0, post 154.0, landing 164.9, quote 125.1 KB. The shell's
 * strings and the lead form's words now come from message catalogues rather than literals, and
 * the service views take their words as data, which cost 0.6 to 2.1 KB on English types
 * (docs/decisions/spanish.md#what-the-spanish-pages-cost-the-english-ones). The figures in the
 * comments below are from before that.
 * Raised on 2026-11-29 for the last Spanish words, to the merged build's figure plus 1 KB,
 * rounded up: the sample labels and the newsletter's errors now come from the shared catalogue
 * in the page's language, and the shell's quote link carries an ad landing page's service and a
 * Spanish page's preset, 0.1 to 0.3 KB on every type (locations 119.0, city 149.1, brand 154.2 KB);
 * the quote page's plain form now reads its words from the quote catalogue part, whose English
 * is 5.1 KB of the quote page's 129.5 KB (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 * Every type loads the same core, 102.5 KB: React DOM, the router, Emotion and the site's frame;
 * every type but home also the pages' shared chunk (page head, structured data, layout: 3.9 KB).
 * So no type meets 100 KB until that core shrinks. What each loads beyond it:
 */
const HELD_AT_MEASURED_KB: Partial<Record<PageType, number>> = {
  // 109.7 (108.5): the hero, its chunk 6.0 KB. Raised from 117 on 2026-11-29: it measured 117.0
  // in CI once the language switch learned the nearest Spanish page of an English page that
  // stays English (NEAREST_SPANISH_PAGE in the route table, in every page's core: 0.1 KB).
  home: 118,
  // 111.9 (156.5): its own chunk.
  locations: 121,
  // 142.1 (158.7): every county's profile (src/content/city-profiles.ts), the page.
  city: 151,
  // 120.4 (118.6): the page and its sections.
  services: 129,
  // 138.5 (154.6): every service's details (src/content/service-details.ts), the page.
  service: 147,
  // 138.5 (154.6): as a service page.
  fleet: 147,
  // 165.2 (204.0): a sixth of the notes (29.2 KB), every service's details, the page.
  'service-in-city': 173,
  // 148.0 (154.5): every model's glass facts (18.2 KB), the brands' copy, the page.
  brand: 156,
  // 145.2 (162.1): every model's glass facts, the brands' copy, the page. Raised from 152 on
  // 2026-11-29: it measured 152.0 when the entry learned to await a page's own data chunk
  // (`loadFor`, which took the Spanish city page from 173.2 to 134.6 KB), 0.1 KB on every type.
  model: 153,
  // 147.4 (147.3): every post with its text (38.8 KB), which the listing's search reads.
  blog: 154,
  // 148.4 (189.5): every post with its text (38.8 KB), for the post's head and related posts.
  post: 155,
  // 109.5 (163.6): the page's own chunk.
  warranty: 118,
  // 109.5 (163.6): the page's own chunk.
  legal: 118,
  // 133.7 (131.8): every service's details, the page and its sections.
  van: 141,
  // 155.9 (152.3): the lead form with Formik, in the hero; every service's details.
  landing: 166,
  // 118.1 (116.8): the one-page quote form.
  quote: 131,
};

/**
 * A Spanish page is held to its English twin's budget plus the Spanish catalogue's chunk, which
 * it loads before hydrating (docs/decisions/spanish.md#one-catalogue-per-page).
 */
const SPANISH_TWIN_TYPE: Partial<Record<PageType, PageType>> = {
  'es-home': 'home',
  'es-locations': 'locations',
  'es-city': 'city',
  'es-warranty': 'warranty',
  'es-legal': 'legal',
  'es-services': 'services',
  'es-service': 'service',
  'es-fleet': 'fleet',
  'es-landing': 'landing',
  'es-quote': 'quote',
};
// Raised from 2 KB when the Spanish shell's strings joined the Spanish catalogue (measured
// +1.5 to 1.7 KB gzip on the Spanish pages; docs/decisions/spanish.md#the-shell-in-spanish).
// Raised to 5 KB when the sample labels and the newsletter's errors joined it (es-warranty and
// es-legal measured 122.1 KB on 2026-11-29, their twin's budget plus 4.1 KB).
const SPANISH_CATALOGUE_KB = 5;

// Every Spanish type is within its twin's budget plus the catalogue. The two that were held over
// it came down on 2026-11-29: es-city from 173.2 to 134.6 KB (Hayward; 136.6 KB for Daly City, of
// the largest county) once it stopped loading the English city page's module and loaded one
// county's city texts (docs/decisions/spanish.md#spanish-locations-and-city-pages); es-quote from
// 137.6 to 134.6 KB once it stopped loading the quote part's English
// (docs/decisions/spanish.md#one-language-of-the-quote-part-per-page).
const budgetKbOf = (type: PageType): number => {
  const twin = SPANISH_TWIN_TYPE[type];
  if (twin) return budgetKbOf(twin) + SPANISH_CATALOGUE_KB;
  return HELD_AT_MEASURED_KB[type] ?? FIRST_LOAD_JS_BUDGET_KB;
};

const MARKDOWN = { code: 'markdown-to-jsx and DOMPurify', marker: 'DOMPurify.sanitize' };
const FORMIK = { code: 'the lead form with Formik', marker: '"FormikContext"' };
const EMBLA = { code: "the models carousel's Embla", marker: 'slidesToScroll' };
const WARRANTY_TEXT = {
  code: "the warranty's markdown",
  marker: '## {{workmanshipWarrantyTitle}}',
};
const PRIVACY_TEXT = { code: "the privacy policy's markdown", marker: '## Information We Collect' };

/**
 * Code a type's snapshot made unnecessary on its first load, found by a string only that code's
 * script holds: it loads once needed (docs/decisions/first-paint.md#first-load-budget).
 */
const LEFT_OUT_OF_FIRST_LOAD: Partial<Record<PageType, { code: string; marker: string }[]>> = {
  post: [MARKDOWN],
  warranty: [MARKDOWN, WARRANTY_TEXT],
  legal: [MARKDOWN, PRIVACY_TEXT],
  'es-warranty': [MARKDOWN, WARRANTY_TEXT],
  'es-legal': [MARKDOWN, { code: 'the Spanish privacy policy', marker: '## Quiénes somos' }],
  city: [FORMIK],
  'es-city': [FORMIK],
  'service-in-city': [FORMIK],
  fleet: [FORMIK],
  model: [FORMIK],
  brand: [EMBLA],
};

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
      const firstLoadCode = await Promise.all(
        load.firstLoadScriptUrls.map((url) => fetch(url).then((response) => response.text())),
      );
      for (const { code, marker } of LEFT_OUT_OF_FIRST_LOAD[type] ?? []) {
        assert.ok(
          firstLoadCode.every((script) => !script.includes(marker)),
          `${type} (${path}) loads ${code} before hydration`,
        );
      }
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
