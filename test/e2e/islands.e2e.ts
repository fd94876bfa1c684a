/**
 * Deferred islands (src/hydration/deferred-island.tsx) in Chromium: the footer and the home
 * page's lower sections keep their prerendered HTML while they wait for their chunk and
 * are hydrated in place; a page reached by navigation shows them at once, so nothing
 * moves under the visitor; a fresh render shows them too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ISLAND_ATTRIBUTE } from '../../src/hydration/deferred-island';
import {
  holdAppScripts,
  openPage,
  startE2e,
  waitForApp,
  type E2eContext,
} from './support/e2e-server';

/** In page order; the hero's offer is in the speed variant, hidden unless it is chosen. */
const HOME_ISLANDS = [
  'desktop-nav',
  'hero-offer',
  'home-services',
  'home-about',
  'home-brands',
  'home-warranty',
  'home-contact',
  'home-map',
  'home-closing',
  'footer',
  'mobile-bar',
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deferred islands', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  it('keep their prerendered HTML until their chunk arrives, then hydrate in place', async () => {
    const { page, errors } = await openPage(context, 390);
    await page.goto(`${context.origin}/`, { waitUntil: 'domcontentloaded' });
    // Tag the prerendered elements before any island can have hydrated.
    const tagged = await page.evaluate((attribute) => {
      const islands = Array.from(document.querySelectorAll(`[${attribute}]`));
      islands.forEach((island) => {
        (island.firstElementChild as HTMLElement & { prerendered?: boolean }).prerendered = true;
      });
      return islands.map((island) => island.getAttribute(attribute));
    }, ISLAND_ATTRIBUTE);
    assert.deepEqual(tagged, HOME_ISLANDS);
    await waitForApp(page);
    const kept = await page.evaluate(
      (attribute) =>
        Array.from(document.querySelectorAll(`[${attribute}]`), (island) =>
          Boolean(
            (island.firstElementChild as HTMLElement & { prerendered?: boolean }).prerendered,
          ),
        ),
      ISLAND_ATTRIBUTE,
    );
    assert.deepEqual(
      kept,
      HOME_ISLANDS.map(() => true),
      'the same elements, hydrated rather than replaced',
    );
    // Hydrated: a closed question of the closing island's FAQ opens on click.
    const question = await page.$(
      '[data-deferred-island="home-closing"] button[aria-expanded="false"]',
    );
    assert.ok(question, 'a closed FAQ question');
    // A DOM click: the cookie banner may cover the button on a phone.
    await question.evaluate((button) => (button as HTMLButtonElement).click());
    assert.equal(await question.evaluate((button) => button.getAttribute('aria-expanded')), 'true');
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('start the quote from a tap made before they hydrated: the gate is a link to the quote page', async () => {
    const { page, errors } = await openPage(context, 390);
    // The app's scripts arrive late, as on a slow phone: the visitor is quicker.
    await holdAppScripts(page, 600);
    await page.goto(`${context.origin}/`, { waitUntil: 'domcontentloaded' });
    const hydrated = await page.evaluate(() => window.__PAGE_READY__ === true);
    assert.equal(hydrated, false, 'the page has not hydrated yet');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      page.$eval('[data-deferred-island="home-contact"] a[href="/quote"]', (link) =>
        (link as HTMLAnchorElement).click(),
      ),
    ]);
    await waitForApp(page);
    await page.waitForSelector('form[data-quote-step="vehicle"]', { timeout: 10000 });
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('are in place at once on a page reached by navigation: the contact section stays put', async () => {
    const { page, errors } = await openPage(context, 1280);
    // Instant scrolling, so the position measured is the final one.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${context.origin}/services`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.click('header nav[aria-label="Main"] a[href="/#contact"]');
    await page.waitForFunction(() => window.location.hash === '#contact', { polling: 100 });
    // The brand strip above the contact section is in place (on a machine busy with another
    // test file it took longer than a fixed pause), then the section must be on screen and stay.
    await page.waitForSelector('[data-deferred-island="home-brands"] #brands', { timeout: 10000 });
    await sleep(800);
    const contactTop = () =>
      page.$eval('#contact', (section) => Math.round(section.getBoundingClientRect().top));
    const first = await contactTop();
    await sleep(1500);
    assert.equal(await contactTop(), first, 'the contact section did not move');
    assert.ok(first >= 0 && first < 200, `scrolled to the contact section (top at ${first}px)`);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  // A city's lead form, a brand's models carousel, a post's markdown and a legal text stay out
  // of the first load (test/e2e/budget.e2e.ts); a page reached by navigation has them as it
  // appears.
  for (const { from, link, heading, ready, what } of [
    {
      from: '/locations',
      link: 'a[href="/locations/hayward"]',
      heading: 'Hayward',
      ready: '[data-deferred-island="lead-form"] form input[name="firstName"]',
      what: 'the lead form',
    },
    {
      from: '/services/auto-glass-repair/tesla/model-3',
      link: 'a.back-link[href="/services/auto-glass-repair/tesla-windshield-replacement"]',
      heading: 'Tesla',
      ready: '[data-deferred-island="brand-models"] a[href*="/tesla/"]',
      what: 'the models carousel',
    },
    {
      from: '/blog/windshield-repair-vs-replacement',
      link: '[data-static="related-posts"] h3 a[href^="/blog/"]',
      heading: '',
      ready: '[data-static="post-body"] h2:not(.tags h2, .bio h2)',
      what: "the post's markdown body",
    },
    {
      from: '/warranty',
      link: 'footer a[href="/privacy-policy"]',
      heading: 'Privacy',
      ready: '[data-static="legal-text"] h2',
      what: 'the legal text',
    },
  ]) {
    it(`show ${what} at once on a page reached by navigation`, async () => {
      const { page, errors } = await openPage(context, 390);
      await page.goto(`${context.origin}${from}`, { waitUntil: 'load' });
      await waitForApp(page);
      const before = await page.$eval('h1', (h1) => h1.textContent);
      await page.evaluate(() => {
        (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
      });
      await page.$eval(link, (anchor) => (anchor as HTMLAnchorElement).click());
      // Checked in the same mutation that puts the next page's heading in place.
      const shown = await page.waitForFunction(
        (previous, expected, selector) => {
          const h1 = document.querySelector('h1')?.textContent ?? '';
          if (h1 === previous || !h1.includes(expected)) return false;
          return { content: document.querySelector(selector) !== null };
        },
        { polling: 'mutation', timeout: 10000 },
        before,
        heading,
        ready,
      );
      assert.deepEqual(await shown.jsonValue(), { content: true }, `${what} is there`);
      assert.equal(
        await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp),
        true,
        'a navigation in the app, not a page load',
      );
      await waitForApp(page);
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });
  }

  it('render in a page drawn without its snapshot (a query the snapshot does not show)', async () => {
    const { page, errors } = await openPage(context, 390);
    await page.goto(`${context.origin}/?ref=flyer`, { waitUntil: 'load' });
    await waitForApp(page);
    for (const name of HOME_ISLANDS) {
      assert.ok(
        await page.$(`[${ISLAND_ATTRIBUTE}="${name}"] > *`),
        `the ${name} island has content`,
      );
    }
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });
});
