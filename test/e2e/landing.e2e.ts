/**
 * The ad landing pages, the thank-you page and the QR page in Chromium, against the
 * prerendered build (docs/decisions.md#qr-page for /qr).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';
import { businessProfile, ratingSummary } from '../../src/content/business-profile';
import { SERVICES } from '../../src/content/services';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';
import { escapedAsReact } from './support/snapshot-html';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `?service=` value → the service it requests. */
const SERVICE_VALUES = {
  windshield: 'windshield-replacement',
  repair: 'windshield-repairs',
  door: 'door-glass-replacement',
  adas: 'adas-windshield-calibration',
} as const;
type ServiceValue = keyof typeof SERVICE_VALUES;

const FACEBOOK_HEADLINES: Record<ServiceValue, string> = {
  windshield: 'Fast & Affordable Windshield Replacement',
  repair: 'Quick Windshield Chip & Crack Repair',
  door: 'Expert Door Glass Replacement',
  adas: 'Professional ADAS Calibration',
};

const INSTAGRAM_HEADLINES: Record<ServiceValue, string> = {
  windshield: 'Windshield Cracked?',
  repair: 'Chip or Crack?',
  door: 'Broken Side Window?',
  adas: 'Need ADAS Calibration?',
};

const LINKEDIN_HEADLINE = 'Corporate & Fleet Auto Glass Solutions';

const FORM = 'form[data-lead-form]';

/** Waits until the page shows `text` as its h1 (query parameters apply after hydration). */
async function waitForHeadline(page: Page, text: string): Promise<void> {
  await page
    .waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, {}, text)
    .catch(async () => {
      const actual = await page.$eval('h1', (h1) => h1.textContent);
      assert.fail(`expected the headline "${text}", saw "${actual}"`);
    });
}

async function open(context: E2eContext, path: string, width = 1280) {
  const opened = await openPage(context, width);
  // The cookie banner is tested elsewhere; here it would only cover the form.
  await opened.page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
  await opened.page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
  await waitForApp(opened.page);
  return opened;
}

const selectedService = (page: Page) =>
  page.$eval(`${FORM} [name="service"]`, (field) => (field as HTMLInputElement).value);

/** Relative luminance (0 black … 1 white) of a computed CSS colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * One server and one Chromium for the whole file, rather than one per describe block: the
 * blocks only read pages, each test in its own browser context
 * (docs/testing.md#one-server-and-browser-per-file).
 */
let context: E2eContext;
before(async () => {
  context = await startE2e();
});
after(() => context.stop());

describe('ad landing pages', () => {
  it('facebook: the headline and the form service follow ?service=, windshield by default', async () => {
    const { page } = await open(context, '/leads/facebook');
    await waitForHeadline(page, FACEBOOK_HEADLINES.windshield);
    assert.equal(await selectedService(page), 'windshield-replacement');
    for (const [value, headline] of Object.entries(FACEBOOK_HEADLINES)) {
      await page.goto(`${context.origin}/leads/facebook?service=${value}`);
      await waitForApp(page);
      await waitForHeadline(page, headline);
      assert.equal(await selectedService(page), SERVICE_VALUES[value as ServiceValue]);
    }
    await page.goto(`${context.origin}/leads/facebook?service=unknown`);
    await waitForApp(page);
    await waitForHeadline(page, FACEBOOK_HEADLINES.windshield);
    await page.browserContext().close();
  });

  it('?service= paints its own page first: the served HTML is that variant, hydrated in place', async () => {
    // The HTML itself, before any script: the ad's headline and form preset.
    const html = await (
      await fetch(`${context.origin}/leads/facebook?utm_source=ad&service=repair&urgent=true`)
    ).text();
    assert.ok(html.includes(`>${escapedAsReact(FACEBOOK_HEADLINES.repair)}</h1>`));
    assert.ok(!html.includes(escapedAsReact(FACEBOOK_HEADLINES.windshield)));
    assert.match(html, /<option value="windshield-repairs" selected/);

    const { page, errors } = await openPage(context, 390);
    await page.evaluateOnNewDocument(() => {
      localStorage.setItem('cookie-consent', 'declined');
      document.addEventListener('DOMContentLoaded', () => {
        const marked = window as unknown as { __firstHeading?: Element | null };
        marked.__firstHeading = document.querySelector('h1');
      });
    });
    await page.goto(`${context.origin}/leads/facebook?service=repair&urgent=true`, {
      waitUntil: 'load',
    });
    await waitForApp(page);
    // The same element, so React hydrated the variant instead of rendering the page again.
    assert.equal(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as unknown as { __firstHeading?: Element | null }).__firstHeading,
      ),
      true,
    );
    await waitForHeadline(page, FACEBOOK_HEADLINES.repair);
    assert.equal(await selectedService(page), 'windshield-repairs');
    await page.waitForFunction(
      (form) =>
        (document.querySelector(`${form} [name="urgent"]`) as HTMLInputElement | null)?.checked,
      {},
      FORM,
    );
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('instagram: a different headline and picture per service', async () => {
    const { page } = await open(context, '/leads/instagram');
    await waitForHeadline(page, INSTAGRAM_HEADLINES.windshield);
    const pictures = new Set<string>();
    for (const [value, headline] of Object.entries(INSTAGRAM_HEADLINES)) {
      await page.goto(`${context.origin}/leads/instagram?service=${value}`);
      await waitForApp(page);
      await waitForHeadline(page, headline);
      assert.equal(await selectedService(page), SERVICE_VALUES[value as ServiceValue]);
      const picture = await page.$eval('.landing-art svg', (svg) => ({
        hidden: svg.getAttribute('aria-hidden'),
        markup: svg.innerHTML,
      }));
      assert.equal(picture.hidden, 'true', 'the picture is decorative');
      pictures.add(picture.markup);
    }
    assert.equal(pictures.size, 4, 'one picture per service');
    const features = await page.$$eval(
      '[aria-labelledby="landing-features-title"] li h3',
      (titles) => titles.map((title) => title.textContent),
    );
    assert.equal(features.length, 3, 'three features');
    await page.browserContext().close();
  });

  it('linkedin: fixed headline, service fixed to fleet-services, six features, two fleet reviews', async () => {
    const { page } = await open(context, '/leads/linkedin?service=door');
    await sleep(200);
    await waitForHeadline(page, LINKEDIN_HEADLINE);
    assert.equal(await page.$(`${FORM} select[name="service"]`), null, 'no service choice');
    assert.equal(
      await page.$eval(`${FORM} input[type="hidden"][name="service"]`, (input) => input.value),
      'fleet-services',
    );
    const features = await page.$$eval(
      '[aria-labelledby="landing-features-title"] li h3',
      (titles) => titles.map((title) => title.textContent),
    );
    assert.equal(features.length, 6);
    const reviews = await page.$$eval(
      '[aria-labelledby="landing-reviews-title"] figure',
      (figures) => figures.map((figure) => figure.textContent ?? ''),
    );
    assert.equal(reviews.length, 2);
    for (const review of reviews) assert.match(review, /invoice|trucks|vans/i);
    await page.browserContext().close();
  });

  it('form on the right on facebook and linkedin, on the left on instagram (1280px)', async () => {
    const sides: Record<string, 'left' | 'right'> = {
      facebook: 'right',
      instagram: 'left',
      linkedin: 'right',
    };
    for (const [network, side] of Object.entries(sides)) {
      const { page } = await open(context, `/leads/${network}`);
      const [form, headline] = await Promise.all(
        [FORM, 'h1'].map((selector) =>
          page.$eval(selector, (element) => {
            const box = element.getBoundingClientRect();
            return { left: box.left, right: box.right, center: box.left + box.width / 2 };
          }),
        ),
      );
      if (side === 'right') {
        assert.ok(form!.left >= headline!.right, `${network}: form right of the headline`);
        assert.ok(form!.center > 640, `${network}: form in the right half`);
      } else {
        assert.ok(form!.right <= headline!.left, `${network}: form left of the headline`);
        assert.ok(form!.center < 640, `${network}: form in the left half`);
      }
      await page.browserContext().close();
    }
  });

  it('instagram is dark with a light form card; facebook is light', async () => {
    const colours = async (network: string) => {
      const { page } = await open(context, `/leads/${network}`);
      const result = await page.evaluate((form) => {
        const hero = document.querySelector('[data-landing-tone]')!;
        return {
          tone: hero.getAttribute('data-landing-tone'),
          heroBackground: getComputedStyle(hero).backgroundColor,
          heroImage: getComputedStyle(hero).backgroundImage,
          headline: getComputedStyle(document.querySelector('h1')!).color,
          form: getComputedStyle(document.querySelector(form)!).backgroundColor,
          features: getComputedStyle(
            document.querySelector('[aria-labelledby="landing-features-title"]')!,
          ).backgroundColor,
        };
      }, FORM);
      await page.browserContext().close();
      return result;
    };
    const instagram = await colours('instagram');
    assert.equal(instagram.tone, 'dark');
    assert.ok(luminance(instagram.heroBackground) < 0.05, 'dark hero background');
    assert.ok(luminance(instagram.features) < 0.05, 'dark feature section');
    assert.ok(luminance(instagram.headline) > 0.9, 'light headline');
    assert.equal(luminance(instagram.form), 1, 'the form stays a white card');
    const facebook = await colours('facebook');
    assert.equal(facebook.tone, 'light');
    assert.match(facebook.heroImage, /gradient/);
    assert.ok(luminance(facebook.headline) < 0.1, 'dark headline on a light page');
    assert.equal(luminance(facebook.features), 1, 'white feature section');
  });

  it('urgent=true pre-ticks the urgent checkbox', async () => {
    const urgentBox = `${FORM} input[name="urgent"]`;
    const { page } = await open(context, '/leads/facebook?service=adas&urgent=true');
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.checked === true,
      {},
      urgentBox,
    );
    assert.equal(await selectedService(page), 'adas-windshield-calibration');
    const label = await page.$eval(urgentBox, (input) => input.labels?.[0]?.textContent);
    assert.equal(label, 'I need service urgently (within 24 hours)');
    await page.goto(`${context.origin}/leads/instagram`);
    await waitForApp(page);
    await sleep(200);
    assert.equal(
      await page.$eval(urgentBox, (input) => input.checked),
      false,
      'unticked without the parameter',
    );
    await page.goto(`${context.origin}/leads/linkedin?urgent=true`);
    await waitForApp(page);
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.checked === true,
      {},
      urgentBox,
    );
    await page.browserContext().close();
  });

  it('shows trust signals from the business profile beside the form', async () => {
    const { page } = await open(context, '/leads/facebook');
    const trust = await page.$eval(
      'ul[aria-label="Why customers choose us"]',
      (list) => list.textContent,
    );
    const rating = ratingSummary();
    assert.ok(rating, 'the demo profile has a rating');
    assert.ok(trust?.includes(rating), trust ?? '');
    if (businessProfile.rating?.sample) assert.match(trust ?? '', /Sample rating/);
    assert.match(trust ?? '', /Insurance billed directly/);
    assert.match(trust ?? '', /Lifetime workmanship warranty/);
    const callLinks = await page.$$eval('main a[href^="tel:"]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    assert.ok(callLinks.includes(`tel:${businessProfile.phone.e164}`));
    await page.browserContext().close();
  });

  it('prerendered HTML of every landing, thank-you and QR page is noindex', async () => {
    for (const path of [
      '/leads/facebook',
      '/leads/instagram',
      '/leads/linkedin',
      '/thank-you',
      '/qr',
    ]) {
      const response = await fetch(`${context.origin}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      assert.match(html, /<meta name="robots" content="noindex, follow"/, path);
    }
  });

  it('minimal footer on facebook and instagram, full footer on linkedin', async () => {
    for (const network of ['facebook', 'instagram', 'linkedin']) {
      const { page } = await open(context, `/leads/${network}`);
      const footer = await page.$eval('footer', (element) => ({
        text: element.textContent ?? '',
        links: [...element.querySelectorAll('a')].map((link) => link.getAttribute('href')),
      }));
      assert.ok(footer.links.includes('/privacy-policy'), `${network}: privacy link`);
      assert.ok(footer.links.includes('/terms-of-service'), `${network}: terms link`);
      assert.match(footer.text, /All rights reserved/);
      if (network === 'linkedin') {
        assert.match(footer.text, /Alameda County/, 'county lists in the full footer');
        assert.ok(footer.links.includes('/locations/hayward'));
        assert.ok(await page.$('footer form[action$="/api/newsletter"]'));
      } else {
        assert.doesNotMatch(footer.text, /County/, `${network}: no county lists`);
        assert.equal(footer.links.length, 2, `${network}: only privacy and terms`);
      }
      await page.browserContext().close();
    }
  });

  it('an unknown network shows the not-found page', async () => {
    const { page } = await open(context, '/leads/tiktok');
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), 'Page Not Found');
    await page.browserContext().close();
  });
});

describe('thank-you and QR pages', () => {
  it('/thank-you: the message, what happens next, and links to the site, the blog and a call', async () => {
    const { page } = await open(context, '/thank-you');
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), 'Thank You!');
    const steps = await page.$$eval('main ol li h3', (items) =>
      items.map((item) => item.textContent),
    );
    assert.ok(steps.length >= 3);
    assert.ok(await page.$('xpath/.//h2[text()="What Happens Next"]'));
    const links = await page.$$eval('main a', (anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href'), text: anchor.textContent })),
    );
    assert.ok(links.some((link) => link.href === '/' && /main site/i.test(link.text ?? '')));
    assert.ok(links.some((link) => link.href === '/blog' && /blog/i.test(link.text ?? '')));
    assert.ok(links.some((link) => link.href === `tel:${businessProfile.phone.e164}`));
    await page.browserContext().close();
  });

  it('/qr: welcome banner, services, contact button and the QR phone number, no discount', async () => {
    const { page } = await open(context, '/qr');
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    assert.match(await page.$eval('h1', (h1) => h1.textContent ?? ''), /^Welcome/);
    // No flyer discount: docs/decisions/launch-truth.md#no-flyer-incentive.
    assert.equal(await page.$('main [data-offer-id]'), null, 'an offer on /qr');
    assert.doesNotMatch(text, /\$\s?\d+ off/i);
    for (const service of SERVICES) assert.ok(text.includes(service.title), service.title);
    const links = await page.$$eval('main a', (anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href'), text: anchor.textContent })),
    );
    assert.ok(links.some((link) => link.href === '/#contact' && /contact/i.test(link.text ?? '')));
    const qrCalls = links.filter((link) => link.href === `tel:${businessProfile.qrPhone.e164}`);
    assert.ok(qrCalls.length >= 1, 'the QR phone link');
    assert.ok(qrCalls.every((link) => link.text?.includes(businessProfile.qrPhone.display)));
    assert.ok(
      !links.some((link) => link.href === `tel:${businessProfile.phone.e164}`),
      'the page body uses only the QR number',
    );
    await page.browserContext().close();
  });
});

describe('landing, thank-you and QR pages: accessibility and console', () => {
  const pages: { path: string; width: number }[] = [
    // A query that changes the page after hydration: a mismatch would log an error.
    { path: '/leads/facebook?service=door&urgent=true', width: 1280 },
    { path: '/leads/instagram?service=adas', width: 390 },
    { path: '/leads/instagram', width: 1280 },
    { path: '/leads/linkedin', width: 1280 },
    { path: '/thank-you', width: 390 },
    { path: '/qr', width: 390 },
  ];
  for (const { path, width } of pages) {
    it(`${path} at ${width}px: zero console errors, zero axe violations, no horizontal scroll`, async () => {
      const { page, errors } = await openPage(context, width);
      await page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
      await waitForApp(page);
      await sleep(400);
      assert.deepEqual(errors, [], `console errors on ${path}`);
      const results = await new AxePuppeteer(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      assert.deepEqual(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        [],
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scroll');
      assert.equal(await page.$$eval('h1', (headings) => headings.length), 1, 'one h1');
      await page.browserContext().close();
    });
  }
});
