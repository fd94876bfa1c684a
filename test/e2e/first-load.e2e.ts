/**
 * What the first load of a prerendered page leaves out (docs/decisions/first-paint.md):
 * hydration adopts the snapshot's Emotion styles instead of compiling and inserting them
 * again, and the head script hides an ended offer from the build's end instant, with no
 * app script and no Intl.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { OFFERS, findOffer } from '../../src/content/claims';
import { offerEndInstant } from '../../src/domain/offer-expiry';
import {
  EMOTION_CACHE_KEY,
  SNAPSHOT_STYLE_NAMES_ATTRIBUTE,
} from '../../src/ui/theme/emotion-cache';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

/** The cache's rules (not the global sheet's): how many, how many twice, how many named. */
function cacheRules(page: Page) {
  return page.evaluate(
    (key, namesAttribute) => {
      const tags = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[data-emotion]`));
      const cacheTags = tags.filter((tag) => tag.dataset.emotion === key);
      const rules = cacheTags.flatMap((tag) => Array.from(tag.sheet!.cssRules, (r) => r.cssText));
      const seen = new Set<string>();
      const twice = rules.filter((rule) => seen.has(rule) || !seen.add(rule));
      const snapshotTag = document.querySelector(`style[${namesAttribute}]`);
      return {
        total: rules.length,
        twice,
        names: snapshotTag?.getAttribute(namesAttribute)!.split(' ').length ?? 0,
      };
    },
    EMOTION_CACHE_KEY,
    SNAPSHOT_STYLE_NAMES_ATTRIBUTE,
  );
}

describe('first load', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  it("hydrates with the snapshot's styles, inserting none of them twice", async () => {
    const { page, errors } = await openPage(context, 390);
    await page.goto(`${context.origin}/services/fleet-services`, { waitUntil: 'load' });
    await waitForApp(page);
    const hydrated = await cacheRules(page);
    assert.ok(hydrated.names > 20, `the snapshot names its styles (${hydrated.names})`);
    assert.deepEqual(hydrated.twice, [], 'no rule inserted again by hydration');
    // A page reached by a link renders components the snapshot had no styles for.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('main a[href="/services"]')!.click(),
    );
    await page.waitForFunction(() => window.location.pathname === '/services', {
      polling: 100,
    });
    await page.waitForSelector('main h1');
    const navigated = await cacheRules(page);
    assert.ok(navigated.total > hydrated.total, 'the next page inserted its own styles');
    assert.deepEqual(navigated.twice, []);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('hides an ended offer before any app script runs, by the end instant of the build', async (t) => {
    const offer = OFFERS.map((candidate) => findOffer(candidate.id)).find(
      (running) => running?.endDate,
    );
    if (!offer?.endDate) return t.skip('no running offer with an end date in this profile');
    const endsAt = offerEndInstant(offer.endDate);
    const offerDisplay = async (now: number) => {
      const { page } = await openPage(context, 390);
      // Only the HTML and its inline head script: the app must not be what hides it.
      await page.setRequestInterception(true);
      page.on('request', (request) =>
        /\.js$/.test(new URL(request.url()).pathname) ? request.abort() : request.continue(),
      );
      await page.evaluateOnNewDocument((fixedNow: number) => {
        Date.now = () => fixedNow;
      }, now);
      await page.goto(`${context.origin}/offers`, { waitUntil: 'load' });
      const display = await page.$eval(
        `[data-offer-id="${offer.id}"]`,
        (element) => getComputedStyle(element).display,
      );
      await page.browserContext().close();
      return display;
    };
    assert.notEqual(await offerDisplay(endsAt - 60_000), 'none', 'shown on its last minute');
    assert.equal(await offerDisplay(endsAt), 'none', 'hidden once its last day is over');
  });
});
