/**
 * Brand and brand-model pages, against the prerendered build
 * served by the real server, in Chromium.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';
import { modelSlug } from '../../src/content/load/brand-lookup';
import { CAR_BRANDS } from '../../src/content/brands';
import { businessProfile } from '../../src/content/business-profile';
import { isModelIndexable, modelFacts } from '../../src/content/load/model-facts-lookup';
import { documentTitle } from '../../src/seo/snippet-rules';
import { modelTestimonials } from '../../src/pages/brands/brand-copy';
import { paths } from '../../src/config/paths';
import { absoluteUrl } from '../../src/config/site-config';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tesla = CAR_BRANDS.find((brand) => brand.id === 'tesla')!;
const honda = CAR_BRANDS.find((brand) => brand.id === 'honda')!;
const TESLA_BRAND_PATH = paths.brand('tesla');
const TESLA_MODEL_PATH = paths.brandModel('tesla', modelSlug('Model 3'));
const HONDA_MODEL_PATH = paths.brandModel('honda', modelSlug('CR-V'));
const UNKNOWN_BRAND_PATH = '/services/auto-glass-repair/no-such-make';
const TEL_HREF = `tel:${businessProfile.phone.e164}`;

const text = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.textContent?.trim() ?? '');

/** A page whose visitor already answered the cookie banner, so nothing covers the content. */
async function openWithoutBanner(context: E2eContext, width = 1280) {
  const opened = await openPage(context, width);
  await opened.page.evaluateOnNewDocument(() => {
    localStorage.setItem('cookie-consent', 'declined');
  });
  return opened;
}

/** Console errors other than the browser's own report of a 404 document. */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes('404'));

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxePuppeteer(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The name of the model card whose left edge is at the carousel viewport's left edge. */
function firstVisibleModel(page: Page): Promise<string | null> {
  return page.$eval('#models [data-carousel-ready]', (viewport) => {
    const left = viewport.getBoundingClientRect().left;
    const slides = Array.from(viewport.querySelectorAll('li'));
    const first = slides.find((slide) => {
      const card = slide.querySelector('article')!.getBoundingClientRect();
      return Math.abs(card.left - left) < 4;
    });
    return first?.querySelector('h3')?.textContent ?? null;
  });
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

describe('brand pages', () => {
  it('prerenders every model link, without carousel transforms or hidden slides', async () => {
    const response = await fetch(`${context.origin}${TESLA_BRAND_PATH}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    for (const model of tesla.models) {
      assert.ok(
        html.includes(`href="${paths.brandModel('tesla', modelSlug(model))}"`),
        `prerendered HTML lacks the link to ${model}`,
      );
    }
    assert.ok(html.includes('id="models"'));
    assert.doesNotMatch(html, /translate3d/);
    assert.doesNotMatch(html, /<li[^>]*aria-hidden/);
    assert.ok(
      html.includes(`<link rel="canonical" href="${absoluteUrl(TESLA_BRAND_PATH)}"`),
      'canonical link is the {brandId}-windshield-replacement URL',
    );
  });

  it('shows the title, heading, intro, model links and calls to action', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${TESLA_BRAND_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(
      await page.title(),
      documentTitle('Tesla Windshield Replacement & Repair Services', businessProfile.name),
    );
    assert.equal(await text(page, 'h1'), 'Tesla Windshield Replacement & Repair');
    const intro = await text(page, 'section[aria-labelledby="brand-intro-title"] p');
    assert.ok(intro.includes('Model 3, Model Y and Model S'), intro);
    assert.equal(
      await page.$eval('meta[name="keywords"]', (meta) => meta.getAttribute('content')),
      ['Tesla windshield replacement', 'Tesla auto glass repair']
        .concat(tesla.models.map((model) => `Tesla ${model}`))
        .join(', '),
    );

    assert.equal(await text(page, '#models h2'), 'Models We Service');
    const modelLinks = await page.$$eval('#models a', (anchors) =>
      anchors.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.textContent]),
    );
    assert.deepEqual(
      modelLinks,
      tesla.models.map((model) => [
        `Get a Quote for the Tesla ${model}`,
        paths.brandModel('tesla', modelSlug(model)),
        'Get a Quote',
      ]),
    );

    const callLinks = await page.$$eval('#main a[href^="tel:"]', (anchors) =>
      anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    assert.deepEqual(callLinks[0], ['Call For Service', TEL_HREF]);
    assert.ok(callLinks.length >= 2, 'the closing call to action has a phone link too');
    const modelsAnchors = await page.$$eval('#main a', (anchors) =>
      anchors.filter((a) => a.hash === '#models').map((a) => a.textContent?.trim()),
    );
    assert.deepEqual(modelsAnchors, ['View Tesla Models', 'Choose Your Model']);

    const jsonLdTypes = await page.$$eval(
      'script[type="application/ld+json"][data-page-meta]',
      (scripts) =>
        scripts.map(
          (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
        ),
    );
    assert.deepEqual(jsonLdTypes, ['Service', 'BreadcrumbList']);
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('the models link scrolls to the carousel', async () => {
    const { page } = await openWithoutBanner(context, 390);
    await page.goto(`${context.origin}${TESLA_BRAND_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.click('a[href$="#models"]');
    await page.waitForFunction(() => {
      const top = document.getElementById('models')!.getBoundingClientRect().top;
      return top > -50 && top < 200;
    });
    assert.equal(new URL(page.url()).hash, '#models');
    await page.browserContext().close();
  });

  it('carousel previous and next buttons move the cards after hydration', async () => {
    const { page } = await openWithoutBanner(context);
    await page.goto(`${context.origin}${TESLA_BRAND_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForSelector('#models [data-carousel-ready]');
    const next = `button[aria-label="Next Tesla models"]`;
    const previous = `button[aria-label="Previous Tesla models"]`;
    await page.$eval('#models', (section) => section.scrollIntoView());
    assert.equal(await firstVisibleModel(page), 'Tesla Model 3');
    await page.click(next);
    await page.waitForFunction(
      () => {
        const viewport = document.querySelector('#models [data-carousel-ready]')!;
        const left = viewport.getBoundingClientRect().left;
        return Array.from(viewport.querySelectorAll('article')).some(
          (card) =>
            card.querySelector('h3')?.textContent === 'Tesla Model Y' &&
            Math.abs(card.getBoundingClientRect().left - left) < 4,
        );
      },
      { timeout: 5000 },
    );
    await page.click(previous);
    await page.click(previous);
    await page.waitForFunction(
      () => {
        const viewport = document.querySelector('#models [data-carousel-ready]')!;
        const left = viewport.getBoundingClientRect().left;
        return Array.from(viewport.querySelectorAll('article')).some(
          (card) =>
            card.querySelector('h3')?.textContent === 'Tesla Cybertruck' &&
            Math.abs(card.getBoundingClientRect().left - left) < 4,
        );
      },
      { timeout: 5000 },
    );
    assert.equal(await firstVisibleModel(page), 'Tesla Cybertruck', 'the carousel loops');
    await page.browserContext().close();
  });

  it('redirects the bare id and other letter cases to the canonical URL', async () => {
    for (const form of ['tesla', 'Tesla', 'TESLA-windshield-replacement']) {
      const response = await fetch(`${context.origin}/services/auto-glass-repair/${form}`, {
        redirect: 'manual',
      });
      assert.equal(response.status, 301, form);
      assert.equal(response.headers.get('location'), TESLA_BRAND_PATH, form);
    }
  });

  it('shows the Brand Not Found view for an unknown make, with HTTP 404', async () => {
    const response = await fetch(`${context.origin}${UNKNOWN_BRAND_PATH}`);
    assert.equal(response.status, 404);
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${UNKNOWN_BRAND_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(await text(page, 'h1'), 'Brand Not Found');
    assert.equal(await text(page, 'h1 + p'), "We couldn't find information for this car brand.");
    assert.equal(await text(page, '.not-found-detail'), 'Requested: no-such-make');
    assert.equal(await page.title(), `Brand Not Found | ${businessProfile.name}`);
    assert.equal(
      await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')),
      'noindex, follow',
    );
    assert.ok(await page.$(`#main a[href="${paths.home()}"]`));
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('has zero axe violations and zero console errors', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${paths.brand('ford')}`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForSelector('#models [data-carousel-ready]');
    await sleep(300);
    assert.deepEqual(errors, []);
    assert.deepEqual(await axeViolations(page), []);
    await page.browserContext().close();
  });
});

describe('brand and model pages', () => {
  /** Each review card's star rating, as its label reads it (the shared ReviewCard). */
  async function ratings(page: Page): Promise<string[]> {
    return page.$$eval('figure', (figures) =>
      figures.map(
        (figure) => figure.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
      ),
    );
  }

  it('Tesla model page: hero, glass facts, details, process, eight cameras, its own review, quote form', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${TESLA_MODEL_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(
      await page.title(),
      documentTitle('Tesla Model 3 Windshield Replacement', businessProfile.name),
    );
    assert.equal(await text(page, '.page-hero-eyebrow'), 'Tesla auto glass');
    assert.equal(await text(page, 'h1'), 'Tesla Model 3 Windshield Replacement');
    const heroLinks = await page.$$eval('.page-hero-actions a', (anchors) =>
      anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    assert.deepEqual(heroLinks[0], ['Call For Service', TEL_HREF]);
    assert.equal(heroLinks[1]![0], 'Get Free Quote');
    assert.equal(heroLinks[1]![1], '/quote?make=tesla&model=model-3');

    const h3s = await page.$$eval('#main h3', (headings) => headings.map((h) => h.textContent));
    for (const heading of [
      'OEM Quality Glass',
      'Advanced Calibration',
      'Lifetime Warranty',
      'Why Choose Us',
      'Free Assessment & Quote',
      'Schedule Your Service',
      'OEM-Quality Replacement',
      'ADAS Calibration',
    ]) {
      assert.ok(h3s.includes(heading), `missing heading "${heading}"`);
    }
    const whyPoints = await page.$$eval('#main h3', (headings) => {
      const why = headings.find((heading) => heading.textContent === 'Why Choose Us');
      return why?.nextElementSibling?.querySelectorAll('li').length ?? 0;
    });
    assert.equal(whyPoints, 5);
    const processCall = await page.$$eval('#main a[href^="tel:"]', (anchors) =>
      anchors.map((a) => a.textContent?.trim()),
    );
    assert.ok(processCall.includes('Call to Schedule'));

    const body = await page.$eval('#main', (main) => main.textContent ?? '');
    assert.ok(body.includes('Safety notice:'));
    assert.ok(body.includes('Static calibration') && body.includes('Dynamic calibration'));
    assert.ok(body.includes('eight exterior cameras'));
    assert.ok(!body.includes('Lane keeping assist'));

    const facts = modelFacts(tesla, 'Model 3')!;
    assert.ok(facts, 'the Model 3 has recorded glass facts');
    const factsText = await text(page, 'section[aria-labelledby="model-facts-title"]');
    assert.ok(factsText.includes(facts.notes) && factsText.includes(facts.years));
    // Its one review is a sample: without real reviews a model page is not indexed
    // (docs/decisions/indexed-pages.md), so it never depends on sample content.
    assert.equal(
      await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')),
      'noindex, follow',
    );

    // Only reviews that name the Model 3: no customer talks about another car here.
    const reviews = await page.$$eval('figure blockquote', (quotes) =>
      quotes.map((quote) => quote.textContent ?? ''),
    );
    assert.ok(reviews.length > 0);
    for (const review of reviews) assert.match(review, /Model 3\b/);
    assert.deepEqual(
      await ratings(page),
      modelTestimonials(tesla, 'Model 3').map((review) => `Rated ${review.rating} out of 5`),
    );
    // Each review names its source and month, and a demo review says it is a sample
    // (docs/decisions/launch-truth.md#reviews).
    const captions = await page.$$eval('figure figcaption', (captions) =>
      captions.map((caption) => caption.textContent ?? ''),
    );
    modelTestimonials(tesla, 'Model 3').forEach((review, index) => {
      assert.match(captions[index]!, new RegExp(`${review.source}, \\w+ \\d{4}`));
      if (review.sample) assert.match(captions[index]!, /Sample review/);
    });
    const stars = await page.$$eval('figure', (figures) =>
      figures.map((figure) => figure.querySelectorAll('svg').length),
    );
    assert.ok(stars.every((count) => count === 5));

    assert.ok(await page.$('section#quote form[data-lead-form="brand-model"]'));
    assert.equal(
      await page.$eval('section#quote select[name="service"]', (select) => select.value),
      'windshield-replacement',
    );
    assert.equal(await text(page, 'section#quote form h2'), 'Free Quote for Your Tesla Model 3');
    assert.ok(await page.$(`#quote a[href="${TESLA_BRAND_PATH}"]`), 'links back to the brand page');
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('Get Free Quote opens the quote flow with the car already chosen, its first question on the first screen', async () => {
    const { page } = await openWithoutBanner(context, 390);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${context.origin}${TESLA_MODEL_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.click('.page-hero-actions a[href^="/quote"]');
    await page.waitForFunction(() => window.location.pathname === '/quote');
    const question = await page.waitForSelector('form[data-quote-step] fieldset', {
      visible: true,
    });
    const top = await question!.evaluate((node) => node.getBoundingClientRect().top);
    assert.ok(top < 844, `the first question starts ${top}px down`);
    assert.equal(
      await page.$eval('form[data-quote-step] select[name="make"]', (select) => select.value),
      'Tesla',
    );
    assert.equal(
      await page.$eval('form[data-quote-step] select[name="model"]', (select) => select.value),
      'Model 3',
    );
    await page.browserContext().close();
  });

  it('non-Tesla model page with a camera: its system named, the ADAS features, its own review', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${HONDA_MODEL_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(
      await page.title(),
      documentTitle('Honda CR-V Windshield Replacement', businessProfile.name),
    );
    assert.equal(await text(page, '.page-hero-eyebrow'), 'Honda auto glass');
    assert.equal(await text(page, 'h1'), 'Honda CR-V Windshield Replacement');
    const body = await page.$eval('#main', (main) => main.textContent ?? '');
    for (const feature of [
      'Lane keeping assist',
      'Automatic emergency braking',
      'Adaptive cruise control',
    ]) {
      assert.ok(body.includes(feature), `missing "${feature}"`);
    }
    assert.ok(!body.includes('eight exterior cameras'));
    assert.ok(body.includes('Honda Sensing'), 'the camera system of the facts');
    assert.equal((await ratings(page)).length, modelTestimonials(honda, 'CR-V').length);
    for (const rating of await ratings(page)) assert.match(rating, /^Rated [1-5] out of 5$/);
    for (const review of await page.$$eval('figure blockquote', (quotes) =>
      quotes.map((quote) => quote.textContent ?? ''),
    ))
      assert.match(review, /CR-V/);
    assert.ok(honda.models.includes('CR-V'));
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('a model without a camera in its facts, or without facts, makes no camera claim; thin ones are noindex', async () => {
    const models = CAR_BRANDS.flatMap((brand) => brand.models.map((model) => ({ brand, model })));
    const withoutFacts = models.find(({ brand, model }) => !modelFacts(brand, model));
    const withoutCamera = models.find(
      ({ brand, model }) => modelFacts(brand, model)?.forwardCamera === 'none',
    );
    for (const entry of [withoutFacts, withoutCamera]) {
      if (!entry) continue;
      const path = paths.brandModel(entry.brand.id, modelSlug(entry.model));
      const { page, errors } = await openPage(context);
      await page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
      await waitForApp(page);
      // The page's own words, not the quote form (whose service list names calibration)
      // or the footer (the business's own line names ADAS calibration).
      const body = await page.$eval('#main', (main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('form, footer').forEach((element) => element.remove());
        return copy.textContent ?? '';
      });
      // What a camera model's page says; "No Camera to Calibrate" is the honest opposite.
      for (const claim of [
        /Advanced Calibration/,
        /ADAS Calibration/,
        /recalibrat/i,
        /Static calibration/,
        /Dynamic calibration/,
      ])
        assert.doesNotMatch(body, claim, `${path}: no calibration claim`);
      assert.ok(!body.includes('Safety notice:'), path);
      const robots = await page.$eval('meta[name="robots"]', (meta) =>
        meta.getAttribute('content'),
      );
      assert.equal(
        robots,
        isModelIndexable(entry.brand, entry.model) ? 'index, follow' : 'noindex, follow',
        path,
      );
      if (modelTestimonials(entry.brand, entry.model).length === 0)
        assert.ok(await page.$('section[aria-labelledby="model-cover-title"]'), 'warranty facts');
      assert.deepEqual(realErrors(errors), []);
      await page.browserContext().close();
    }
  });

  it('model titles are unique per model', async () => {
    const titles = new Set<string>();
    for (const model of tesla.models) {
      const html = await (
        await fetch(`${context.origin}${paths.brandModel('tesla', modelSlug(model))}`)
      ).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      assert.ok(title.startsWith(`Tesla ${model} Windshield Replacement`), title);
      titles.add(title);
    }
    assert.equal(titles.size, tesla.models.length);
  });

  for (const [label, path, requested] of [
    ['an unknown model', '/services/auto-glass-repair/tesla/model-z', 'tesla/model-z'],
    ['an unknown make', '/services/auto-glass-repair/no-such-make/model-3', 'no-such-make/model-3'],
  ] as const) {
    it(`shows the Vehicle Not Found view for ${label}, with HTTP 404`, async () => {
      const response = await fetch(`${context.origin}${path}`);
      assert.equal(response.status, 404);
      const { page, errors } = await openPage(context);
      await page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
      await waitForApp(page);
      assert.equal(await text(page, 'h1'), 'Vehicle Not Found');
      assert.equal(
        await text(page, 'h1 + p'),
        "We couldn't find information for this vehicle model.",
      );
      assert.equal(await text(page, '.not-found-detail'), `Requested: ${requested}`);
      assert.deepEqual(realErrors(errors), []);
      await page.browserContext().close();
    });
  }

  it('has zero axe violations and zero console errors', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${TESLA_MODEL_PATH}`, { waitUntil: 'load' });
    await waitForApp(page);
    await sleep(300);
    assert.deepEqual(errors, []);
    assert.deepEqual(await axeViolations(page), []);
    await page.browserContext().close();
  });
});
