/**
 * Locations index, city pages and service-in-city pages, in Chromium against the
 * prerendered build served by the real server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';
import { businessProfile } from '../../src/content/business-profile';
import { CITIES } from '../../src/content/cities';
import { SERVICES } from '../../src/content/services';
import { CITY_PROFILES } from '../../src/content/city-profiles';
import { BUSINESS_ID } from '../../src/seo/structured-data';
import { LOCAL_SERVICE_NOTE_FILES } from '../../src/content/local-service-notes';
import { COUNTIES, type City, type Service } from '../../src/content/types';
import { countyAnchor, paths } from '../../src/config/paths';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');

const hrefsIn = (page: Page, selector: string) =>
  page.$$eval(selector, (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxePuppeteer(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Console errors, ignoring the browser's own line about the 404 status of a not-found page. */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes('404'));

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

describe('locations index', () => {
  it('groups the 48 cities under the 5 counties, each city linking to its page', async () => {
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${context.origin}${paths.locations()}`);
    assert.equal(response?.status(), 200);
    await waitForApp(page);
    assert.equal(await textOf(page, 'h1'), 'Mobile Auto Glass Across the Bay Area');
    assert.match(await page.title(), /^Bay Area Service Locations \| /);

    let total = 0;
    for (const county of COUNTIES) {
      const group = `main section#${countyAnchor(county)}`;
      assert.equal(await textOf(page, `${group} h2`), `${county} County`);
      const hrefs = await hrefsIn(page, `${group} a`);
      const expected = CITIES.filter((city) => city.county === county).map((city) =>
        paths.city(city.id),
      );
      assert.deepEqual(hrefs, expected, `${county} links`);
      total += hrefs.length;
    }
    assert.equal(total, 48);
    assert.equal(
      (await page.$$('main section[id] a[href^="/locations/"]')).length,
      48,
      'no other city links inside the county groups',
    );
    assert.equal(await page.$$eval('main section[id] h2', (headings) => headings.length), 5);

    const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string }),
    );
    assert.ok(jsonLd.some((block) => block['@type'] === 'BreadcrumbList'));
    assert.deepEqual(
      await page.$$eval('nav[aria-label="Breadcrumb"] li', (items) =>
        items.map((item) => item.textContent),
      ),
      ['Home', 'Locations'],
      'visible breadcrumbs',
    );
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it("has the 'Don't See Your Location?' block with a contact link and a call link", async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.locations()}`);
    await waitForApp(page);
    const links = await page.evaluate(() => {
      const heading = [...document.querySelectorAll('main h2')].find(
        (element) => element.textContent === "Don't See Your Location?",
      );
      return [...(heading?.parentElement?.querySelectorAll('a') ?? [])].map((anchor) => ({
        href: anchor.getAttribute('href'),
        text: anchor.textContent?.trim(),
      }));
    });
    assert.deepEqual(links, [
      { href: paths.homeSection('contact'), text: 'Contact Us' },
      {
        href: `tel:${businessProfile.phone.e164}`,
        text: `Call ${businessProfile.phone.display}`,
      },
    ]);
    await page.browserContext().close();
  });

  it('scrolls the county named by the hash into view after load', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.county('San Mateo')}`);
    await waitForApp(page);
    await page.waitForFunction(
      () => {
        const top = document.getElementById('san-mateo')!.getBoundingClientRect().top;
        return top > 0 && top < 200;
      },
      { timeout: 3000 },
    );
    assert.ok((await page.evaluate(() => window.scrollY)) > 500);
    // The county chips on the page do the same without a reload.
    await page.click(`main nav[aria-label="Counties"] a[href="${paths.county('Contra Costa')}"]`);
    await page.waitForFunction(
      () => {
        const top = document.getElementById('contra-costa')!.getBoundingClientRect().top;
        return top > 0 && top < 200;
      },
      { timeout: 3000 },
    );
    await page.browserContext().close();
  });

  it('has zero axe violations and zero console errors', async () => {
    const { page, errors } = await openPage(context, 390);
    await page.goto(`${context.origin}${paths.locations()}`);
    await waitForApp(page);
    await sleep(300);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });
});

describe('city page', () => {
  it('shows the city, county, description, neighborhoods and why-choose blocks, and no hand-set "most requested" service', async () => {
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${context.origin}${paths.city('oakland')}`);
    assert.equal(response?.status(), 200);
    await waitForApp(page);
    assert.equal(await textOf(page, 'h1'), 'Mobile Auto Glass in Oakland, CA');
    assert.equal(await textOf(page, '.page-hero-eyebrow'), 'Alameda County');
    assert.match(await page.title(), /^Windshield & Auto Glass Repair in Oakland, CA( \| |$)/);
    const main = await textOf(page, 'main');
    assert.ok(main.includes('Break-ins hit cars parked around Lake Merritt'), 'description');
    assert.ok(!/most requested/i.test(main), 'no invented "most requested" service');
    for (const neighborhood of ['Lake Merritt', 'Rockridge', 'Fruitvale', 'Montclair'])
      assert.ok(main.includes(neighborhood), neighborhood);
    for (const reason of ['Close to Our Hayward Base', 'I-880 and I-580 Know-How'])
      assert.ok(main.includes(reason), reason);
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('links to its 7 service-in-city pages and the other cities of its county', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.city('oakland')}`);
    await waitForApp(page);
    const serviceLinks = await hrefsIn(page, 'section[aria-labelledby="city-services-title"] a');
    assert.deepEqual(serviceLinks, [
      paths.serviceInCity('windshield-replacement', 'oakland'),
      paths.serviceInCity('windshield-repairs', 'oakland'),
      paths.serviceInCity('door-glass-replacement', 'oakland'),
      paths.serviceInCity('back-glass-replacement', 'oakland'),
      paths.serviceInCity('adas-windshield-calibration', 'oakland'),
      paths.serviceInCity('mobile-service', 'oakland'),
      paths.serviceInCity('fleet-services', 'oakland'),
    ]);
    const nearby = await page.$$eval('section[aria-labelledby="nearby-title"] ul a', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    assert.equal(nearby.length, 13);
    assert.ok(nearby.includes(paths.city('berkeley')));
    assert.ok(!nearby.includes(paths.city('oakland')));
    assert.equal(
      await textOf(page, 'section[aria-labelledby="nearby-title"] h2'),
      'Other Alameda County Cities We Serve',
    );
    // Following a service link lands on that service-in-city page.
    await page.click(`a[href="${paths.serviceInCity('windshield-repairs', 'oakland')}"]`);
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Windshield Repairs in Oakland, CA',
    );
    await page.browserContext().close();
  });

  it('has the quote form at #quote, on windshield replacement (no service preset), reached by Request a Quote', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.city('berkeley')}`);
    await waitForApp(page);
    assert.ok(await page.$('section#quote form[data-lead-form="city"]'));
    assert.equal(await textOf(page, 'section#quote form h2'), 'Get a Free Quote in Berkeley');
    assert.equal(
      await page.$eval('section#quote select[name="service"]', (select) => select.value),
      'windshield-replacement',
    );
    const heroLinks = await page.$$eval('.page-hero-actions a', (anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href'),
        text: anchor.textContent?.trim(),
      })),
    );
    assert.deepEqual(heroLinks, [
      {
        href: `tel:${businessProfile.phone.e164}`,
        text: `Call Now: ${businessProfile.phone.display}`,
      },
      { href: paths.cityQuote('berkeley'), text: 'Request a Quote' },
    ]);
    await page.click(`.page-hero-actions a[href="${paths.cityQuote('berkeley')}"]`);
    await page.waitForFunction(
      () => {
        const top = document.getElementById('quote')!.getBoundingClientRect().top;
        return top > -10 && top < 200;
      },
      { timeout: 3000 },
    );
    await page.browserContext().close();
  });

  it('emits only a BreadcrumbList: the business is described once, on the home page', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.city('palo-alto')}`);
    await waitForApp(page);
    const blocks = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')),
    );
    assert.deepEqual(
      blocks.map((block) => block['@type']),
      ['BreadcrumbList'],
    );
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    assert.deepEqual(
      breadcrumbs.itemListElement.map((item: { name: string }) => item.name),
      ['Home', 'Locations', 'Palo Alto'],
    );
    await page.browserContext().close();
  });

  it('San Francisco, alone in its county, links to the other counties instead', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.city('san-francisco')}`);
    await waitForApp(page);
    assert.equal(
      await textOf(page, 'section[aria-labelledby="nearby-title"] h2'),
      'Nearby Counties We Serve',
    );
    const hrefs = await hrefsIn(page, 'section[aria-labelledby="nearby-title"] a');
    assert.deepEqual(
      hrefs,
      COUNTIES.filter((county) => county !== 'San Francisco').map((county) => paths.county(county)),
    );
    await page.browserContext().close();
  });

  it('unknown city: status 404 and the specified not-found view', async () => {
    const response = await fetch(`${context.origin}${paths.city('no-such-city')}`);
    assert.equal(response.status, 404);
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${paths.city('no-such-city')}`);
    await waitForApp(page);
    assert.equal(await textOf(page, 'main h1'), 'Location not found');
    assert.ok(
      (await textOf(page, 'main')).includes(
        "We couldn't find information for this location. Please check the URL or browse our available service areas.",
      ),
    );
    const home = await page.$$eval('main a', (anchors) =>
      anchors
        .filter((anchor) => anchor.textContent?.trim() === 'Return to Homepage')
        .map((anchor) => anchor.getAttribute('href')),
    );
    assert.deepEqual(home, [paths.home()]);
    assert.match(await page.title(), /^Location not found \| /);
    assert.equal(
      await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')),
      'noindex, follow',
    );
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('has zero axe violations and zero console errors', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${context.origin}${paths.city('daly-city')}`);
    await waitForApp(page);
    await sleep(300);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });
});

describe('service-in-city page', () => {
  const repairsInDalyCity = paths.serviceInCity('windshield-repairs', 'daly-city');

  it("shows the pair's own note, its questions and computed facts, not the city's description", async () => {
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${context.origin}${repairsInDalyCity}`);
    assert.equal(response?.status(), 200);
    await waitForApp(page);
    assert.equal(await textOf(page, 'h1'), 'Windshield Repairs in Daly City, CA');
    assert.match(await page.title(), /^Windshield Repairs in Daly City, CA( \| |$)/);
    assert.equal(await textOf(page, '.page-hero-eyebrow'), 'San Mateo County');
    assert.match(
      await textOf(page, '.page-hero-intro'),
      /Same-day or next-day visits in Daly City are often available, though not guaranteed\./,
    );
    const note = LOCAL_SERVICE_NOTE_FILES['san-mateo-north.ts']['windshield-repairs/daly-city']!;
    const local = await textOf(page, 'section[aria-labelledby="local-title"]');
    for (const paragraph of note.paragraphs) assert.ok(local.includes(paragraph), 'note paragraph');
    const faq = await textOf(page, 'section[aria-labelledby="local-faq-title"]');
    for (const item of note.faqs) assert.ok(faq.includes(item.question), item.question);
    const facts = await textOf(page, '#trip-facts-title + dl');
    assert.match(facts, /\d+(\.\d)? miles west of Hayward, in a straight line/);
    assert.match(facts, /About \d+ to \d+ minutes, depending on traffic/);
    assert.match(facts, /estimate/);
    assert.ok(
      await page.$(
        `#trip-facts-title + dl a[href="${paths.serviceInCity('windshield-repairs', 'colma')}"]`,
      ),
      'one of the nearest cities',
    );
    const main = await textOf(page, 'main');
    assert.ok(
      !main.includes(CITY_PROFILES['daly-city']!.description.slice(0, 60)),
      'no city description',
    );
    assert.ok(
      await page.$(`section[aria-labelledby="local-title"] a[href="${paths.city('daly-city')}"]`),
    );
    assert.ok(main.includes('Windshield Repairs in Daly City, Step by Step'), 'process');
    assert.equal(
      await page.$eval('section#quote select[name="service"]', (select) => select.value),
      'windshield-repairs',
    );
    assert.deepEqual(realErrors(errors), []);
    await page.browserContext().close();
  });

  it('fleet pairs promise the fleet terms, never a same-day visit', async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${paths.serviceInCity('fleet-services', 'los-altos')}`);
    await waitForApp(page);
    const main = await textOf(page, 'main');
    assert.match(await textOf(page, '.page-hero-intro'), /within 24 to 48 hours/);
    assert.match(main, /net-30/);
    assert.doesNotMatch(main, /same-day|same day/i);
    await page.browserContext().close();
  });

  it("has a 'View All Locations' link, call and quote buttons, and internal links", async () => {
    const { page } = await openPage(context);
    await page.goto(`${context.origin}${repairsInDalyCity}`);
    await waitForApp(page);
    const heroLinks = await page.$$eval('.page-hero-actions a', (anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href'),
        text: anchor.textContent?.trim(),
      })),
    );
    assert.deepEqual(heroLinks, [
      {
        href: `tel:${businessProfile.phone.e164}`,
        text: `Call Now: ${businessProfile.phone.display}`,
      },
      { href: `${repairsInDalyCity}#quote`, text: 'Get a Free Quote' },
      { href: paths.locations(), text: 'View All Locations' },
    ]);
    const related = await hrefsIn(page, 'section[aria-labelledby="related-title"] a');
    assert.ok(related.includes(paths.city('daly-city')), 'back to the city page');
    assert.ok(related.includes(paths.service('windshield-repairs')), 'back to the service page');
    assert.ok(related.includes(paths.serviceInCity('windshield-repairs', 'pacifica')), 'nearby');
    assert.ok(related.includes(paths.serviceInCity('door-glass-replacement', 'daly-city')));
    assert.ok(!related.includes(repairsInDalyCity), 'no link to itself');
    assert.equal(
      related.filter((href) => href.startsWith('/services/windshield-repairs/')).length,
      18,
      'the other 18 San Mateo County cities',
    );
    await page.click(`.page-hero-actions a[href="${paths.locations()}"]`);
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Mobile Auto Glass Across the Bay Area',
    );
    await page.browserContext().close();
  });

  it('emits Service (referencing the business) and BreadcrumbList JSON-LD for the city, and shows its questions', async () => {
    const { page } = await openPage(context);
    await page.goto(
      `${context.origin}${paths.serviceInCity('adas-windshield-calibration', 'san-jose')}`,
    );
    await waitForApp(page);
    assert.equal(await textOf(page, 'h1'), 'ADAS Windshield Calibration in San Jose, CA');
    const blocks = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')),
    );
    const types = blocks.map((block) => block['@type']);
    assert.deepEqual(types, ['Service', 'BreadcrumbList']);
    assert.deepEqual(blocks[0].areaServed, { '@type': 'City', name: 'San Jose, CA' });
    assert.deepEqual(blocks[0].provider, { '@id': BUSINESS_ID });
    assert.equal(blocks[0].name, 'ADAS Windshield Calibration');
    // The questions are shown on the page, from the note (no FAQPage markup:
    // docs/decisions/structured-data.md).
    const note =
      LOCAL_SERVICE_NOTE_FILES['santa-clara.ts']['adas-windshield-calibration/san-jose']!;
    const shown = await textOf(page, 'section[aria-labelledby="local-faq-title"]');
    for (const item of note.faqs) assert.ok(shown.includes(item.question));
    await page.browserContext().close();
  });

  it('unknown service or city: status 404 and the specified not-found view', async () => {
    for (const path of [
      paths.serviceInCity('windshield-replacement', 'no-such-city'),
      '/services/no-such-service/oakland',
    ]) {
      const response = await fetch(`${context.origin}${path}`);
      assert.equal(response.status, 404, path);
      const { page, errors } = await openPage(context);
      await page.goto(`${context.origin}${path}`);
      await waitForApp(page);
      assert.equal(await textOf(page, 'main h1'), 'Service Not Found');
      assert.ok(
        (await textOf(page, 'main')).includes(
          "We couldn't find information for this service location.",
        ),
      );
      assert.ok((await hrefsIn(page, 'main a')).includes(paths.locations()));
      assert.deepEqual(realErrors(errors), []);
      await page.browserContext().close();
    }
  });

  it('every city and service-in-city page has its own title and description', async () => {
    const localPaths: { path: string; city: City; service?: Service }[] = [
      ...CITIES.map((city) => ({ path: paths.city(city.id), city })),
      ...SERVICES.flatMap((service) =>
        CITIES.map((city) => ({ path: paths.serviceInCity(service.slug, city.id), city, service })),
      ),
    ];
    assert.equal(localPaths.length, 48 + 336);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, city, service } of localPaths) {
      const response = await fetch(`${context.origin}${path}`);
      assert.equal(response.status, 200, `${path} is prerendered`);
      const html = await response.text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
      assert.ok(title.includes(city.name), `${path} title names the city: ${title}`);
      if (service) assert.ok(title.includes(service.title), `${path} title names the service`);
      titles.add(title);
      descriptions.add(description);
    }
    assert.equal(titles.size, localPaths.length, 'unique titles');
    assert.equal(descriptions.size, localPaths.length, 'unique descriptions');
  });

  it('has zero axe violations and zero console errors', async () => {
    const { page, errors } = await openPage(context, 390);
    await page.goto(`${context.origin}${paths.serviceInCity('fleet-services', 'san-francisco')}`);
    await waitForApp(page);
    await sleep(300);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });
});
