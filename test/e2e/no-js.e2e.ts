/**
 * Without JavaScript, a refused post of a lead form (the /quote page's, a landing page's, a
 * city page's) answers with the page itself: the form with the visitor's values and a
 * message beside each field; fixed and sent again, it reaches the thank-you page
 * (docs/decisions/quote-flow.md, 'Without JavaScript').
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { paths } from '../../src/config/paths';
import { openPage, startE2e, type E2eContext } from './support/e2e-server';

const FORM = 'form[enctype="multipart/form-data"]';
const HOSTILE_MODEL = '"><script>window.__owned = 1</script>';
/** Where the refused page's screenshots are kept for a person to look at (not compared). */
const SHOTS_DIR = process.env.NOJS_SHOTS_DIR;

async function post(page: Page) {
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.$eval(`${FORM} button[type="submit"]`, (button) => (button as HTMLElement).click()),
  ]);
}

const valueOf = (page: Page, name: string) =>
  page.$eval(`${FORM} [name="${name}"]`, (field) => (field as HTMLInputElement).value);

describe('the quote form without JavaScript at 390px', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context?.stop());

  it('refused: the same page with the values and the messages; fixed: the thank-you page', async () => {
    const { page, errors } = await openPage(context, 390);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${context.origin}${paths.quoteForm()}`, { waitUntil: 'load' });
    await page.select(`${FORM} select[name="quote.year"]`, '2015');
    for (const [name, value] of [
      ['quote.make', 'Toyota'],
      ['quote.model', HOSTILE_MODEL],
      ['zipCode', '123'],
      ['firstName', 'Dana'],
      ['lastName', 'Kim'],
      ['email', `nojs.${Date.now()}@example.com`],
      ['phone', '12'],
    ]) {
      await page.type(`${FORM} input[name="${name}"]`, value!);
    }
    for (const selector of [
      'input[name="quote.vehicleClass"][value="car"]',
      'input[name="quote.glass"][value="windshield"]',
      'input[name="quote.features.forwardCamera"][value="yes"]',
      'input[name="quote.payment"][value="self"]',
      'input[name="consentPrivacyPolicy"]',
    ]) {
      await page.$eval(`${FORM} ${selector}`, (input) => (input as HTMLInputElement).click());
    }
    await post(page);

    // The /quote page again, from the lead service, with what was typed and chosen.
    assert.match(await page.title(), /^Fix 2 fields – /);
    assert.equal(await valueOf(page, 'quote.make'), 'Toyota');
    assert.equal(await valueOf(page, 'quote.model'), HOSTILE_MODEL);
    assert.equal(await valueOf(page, 'quote.year'), '2015');
    assert.equal(await valueOf(page, 'zipCode'), '123');
    assert.equal(
      await page.$eval(`${FORM} [name="quote.features.forwardCamera"]:checked`, (input) =>
        (input as HTMLInputElement).getAttribute('value'),
      ),
      'yes',
    );
    assert.equal(await page.evaluate(() => 'owned' in window || '__owned' in window), false);
    for (const name of ['zipCode', 'phone']) {
      const message = await page.$eval(`${FORM} [name="${name}"]`, (input) => {
        const describedBy = input.getAttribute('aria-describedby') ?? '';
        return {
          invalid: input.getAttribute('aria-invalid'),
          text: document.getElementById(describedBy)?.textContent ?? '',
        };
      });
      assert.equal(message.invalid, 'true', name);
      assert.notEqual(message.text, '', name);
    }
    const summary = await page.$eval(`${FORM} [role="alert"]`, (alert) => alert.textContent);
    assert.match(summary ?? '', /attach your photos again/);

    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: `${SHOTS_DIR}/refused-390.png`, fullPage: true });
      await page.setViewport({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS_DIR}/refused-1280.png`, fullPage: true });
      await page.setViewport({ width: 390, height: 900 });
    }

    // Fixed and sent again: the lead is stored.
    for (const [name, value] of [
      ['zipCode', '94501'],
      ['phone', '(510) 555-0166'],
      ['quote.model', 'Prius'],
    ]) {
      await page.$eval(`${FORM} input[name="${name}"]`, (input) => {
        (input as HTMLInputElement).value = '';
      });
      await page.type(`${FORM} input[name="${name}"]`, value!);
    }
    await post(page);
    const url = new URL(page.url());
    assert.equal(url.pathname, paths.thankYou());
    assert.match(url.search, /^\?ref=[A-Z0-9]{6}$/);
    // The refusal itself is a 400, which Chromium logs; nothing else may be.
    assert.deepEqual(
      errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error)),
      [],
    );
    await page.browserContext().close();
  });
});

/** A lead form (lead-form.tsx) on its page, posted without JavaScript. */
const LEAD_FORMS = [
  { kind: 'landing page', path: paths.landing('facebook'), placement: 'facebook' },
  { kind: 'city page', path: paths.city('oakland'), placement: 'city' },
];

describe('the lead forms without JavaScript at 390px', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context?.stop());

  for (const { kind, path, placement } of LEAD_FORMS) {
    it(`on a ${kind}: refused, the same page with the values and the messages; fixed, the thank-you page`, async () => {
      const form = `form[data-lead-form="${placement}"]`;
      const { page, errors } = await openPage(context, 390);
      await page.setJavaScriptEnabled(false);
      await page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
      const heading = await page.$eval(`${form} h2`, (h2) => h2.textContent);
      const email = `nojs.${placement}.${Date.now()}@example.com`;
      for (const [name, value] of [
        ['firstName', HOSTILE_MODEL],
        ['lastName', 'Kim'],
        ['email', email],
        ['phone', '12'],
        ['zipCode', '946'],
      ]) {
        await page.type(`${form} input[name="${name}"]`, value!);
      }
      await page.type(`${form} textarea[name="message"]`, 'Crack across the driver side');
      await page.$eval(`${form} input[name="consentPrivacyPolicy"]`, (input) =>
        (input as HTMLInputElement).click(),
      );
      const send = async () => {
        await Promise.all([
          page.waitForNavigation({ waitUntil: 'load' }),
          page.$eval(`${form} button[type="submit"]`, (button) => (button as HTMLElement).click()),
        ]);
      };
      await send();

      // The same page, from the lead service, with what was typed and ticked.
      assert.equal(new URL(page.url()).pathname, '/api/leads');
      assert.match(await page.title(), /^Fix 2 fields – /);
      assert.equal(await page.$eval(`${form} h2`, (h2) => h2.textContent), heading);
      const value = (name: string) =>
        page.$eval(`${form} [name="${name}"]`, (field) => (field as HTMLInputElement).value);
      assert.equal(await value('firstName'), HOSTILE_MODEL);
      assert.equal(await value('email'), email);
      assert.equal(await value('message'), 'Crack across the driver side');
      assert.equal(
        await page.$eval(
          `${form} [name="consentPrivacyPolicy"]`,
          (input) => (input as HTMLInputElement).checked,
        ),
        true,
      );
      assert.equal(await page.evaluate(() => '__owned' in window), false);
      for (const name of ['zipCode', 'phone']) {
        const message = await page.$eval(`${form} [name="${name}"]`, (input) => {
          const describedBy = input.getAttribute('aria-describedby') ?? '';
          return {
            invalid: input.getAttribute('aria-invalid'),
            text: document.getElementById(describedBy)?.textContent ?? '',
            besideIt: document.getElementById(describedBy)?.parentElement === input.parentElement,
          };
        });
        assert.equal(message.invalid, 'true', name);
        assert.notEqual(message.text, '', name);
        assert.ok(message.besideIt, name);
      }
      // The summary at the top links to the fields to fix.
      const links = await page.$$eval(`${form} [role="alert"] a`, (anchors) =>
        anchors.map((anchor) => {
          const target = document.getElementById(
            decodeURIComponent(anchor.getAttribute('href')!.slice(1)),
          );
          return target?.getAttribute('name');
        }),
      );
      assert.deepEqual(links.sort(), ['phone', 'zipCode']);
      // The page opens at the fixes, not at its top (the form posts to /api/leads#fix-summary).
      const summaryTop = await page.$eval(
        `${form} [role="alert"]`,
        (summary) => summary.getBoundingClientRect().top,
      );
      const screenHeight = await page.evaluate(() => window.innerHeight);
      assert.ok(summaryTop >= 0 && summaryTop < screenHeight / 2, `the fixes at ${summaryTop}px`);
      // Sent without scripts: nothing of the app runs over it.
      assert.equal(
        await page.$$eval('script:not([type="application/ld+json"])', (s) => s.length),
        0,
      );

      if (SHOTS_DIR) {
        mkdirSync(SHOTS_DIR, { recursive: true });
        await page.screenshot({
          path: `${SHOTS_DIR}/refused-${placement}-390.png`,
          fullPage: true,
        });
        await page.setViewport({ width: 1280, height: 900 });
        await page.screenshot({
          path: `${SHOTS_DIR}/refused-${placement}-1280.png`,
          fullPage: true,
        });
        await page.setViewport({ width: 390, height: 900 });
      }

      // Fixed and sent again: the lead is stored, and the thank-you page carries its reference.
      for (const [name, fixed] of [
        ['zipCode', '94612'],
        ['phone', '(510) 555-0167'],
      ]) {
        await page.$eval(`${form} input[name="${name}"]`, (input) => {
          (input as HTMLInputElement).value = '';
        });
        await page.type(`${form} input[name="${name}"]`, fixed!);
      }
      await send();
      const url = new URL(page.url());
      assert.equal(url.pathname, paths.thankYou());
      assert.match(url.search, /^\?ref=[A-Z0-9]{6}$/);
      const reference = url.searchParams.get('ref');
      assert.equal(
        await page.$eval('[data-lead-reference]', (strong) => strong.textContent),
        reference,
      );
      assert.deepEqual(
        errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error)),
        [],
      );
      await page.browserContext().close();
    });
  }
});
