/**
 * The services grid, the service pages (dedicated, generic, fleet, unknown) and /van,
 * driven in Chromium against the prerendered build and the real server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';
import { CITIES } from '../../src/content/cities';
import Database from 'better-sqlite3';
import type { LeadRow } from '../../server/db/schema';
import { SPANISH_FLEET_PAGE } from '../../src/content/es/fleet';
import { SPANISH_FLEET_FORM_COPY } from '../../src/content/es/fleet-form';
import { FLEET_FORM_COPY } from '../../src/content/fleet-form';
import { formsEs } from '../../src/i18n/catalogues/forms-es';
import { fleetInvoiceTerms, fleetSchedulingWindow } from '../../src/content/fleet-terms';
import { FLEET_CONTENT, SERVICE_DETAILS, VAN_PAGE } from '../../src/content/service-details';
import { SERVICES } from '../../src/content/services';
import { DEDICATED_SERVICE_SLUGS } from '../../src/domain/service-slugs';
import { paths } from '../../src/config/paths';
import { quoteHref } from '../../src/config/quote-link';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';
import { htmlHasText } from './support/snapshot-html';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The @type of every JSON-LD block in the page head. */
function jsonLdTypes(page: Page): Promise<string[]> {
  return page.$$eval('head script[type="application/ld+json"]', (scripts) =>
    scripts.map(
      (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
    ),
  );
}

function textOf(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}

function faqButtons(page: Page) {
  return page.$$('.faq-item button[aria-expanded]');
}

function expandedStates(page: Page): Promise<string[]> {
  return page.$$eval('.faq-item button[aria-expanded]', (buttons) =>
    buttons.map((button) => button.getAttribute('aria-expanded') ?? ''),
  );
}

describe('services pages', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  async function open(path: string, width = 1280) {
    const { page, errors } = await openPage(context, width);
    // No cookie banner over the content under test.
    await page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
    await waitForApp(page);
    return { page, errors };
  }

  it('/services lists all 7 services, each with a Learn more link to its page', async () => {
    const { page } = await open(paths.services());
    assert.equal(await page.title(), 'Auto Glass Services | Bay Area Mobile Auto Glass');
    assert.equal(await textOf(page, 'h1'), 'Mobile Auto Glass Services');
    const cards = await page.$$eval('#main li:has(> div > h3)', (items) =>
      items.map((item) => {
        const link = item.querySelector('a')!;
        return {
          title: item.querySelector('h3')!.textContent,
          href: link.getAttribute('href'),
          linkText: link.textContent?.trim(),
          icon: item.querySelector('svg')!.getAttribute('class'),
        };
      }),
    );
    assert.equal(cards.length, 7);
    assert.deepEqual(
      cards.map((card) => card.href),
      SERVICES.map((service) => paths.service(service.slug)),
    );
    assert.deepEqual(
      cards.map((card) => card.title),
      SERVICES.map((service) => service.title),
    );
    // Visibly 'Learn more'; the hidden rest names the service for screen readers and search.
    for (const card of cards) assert.equal(card.linkText, `Learn more about ${card.title}`);
    const fleetIcon = cards.find((card) => card.title === 'Fleet Services')!.icon;
    assert.match(fleetIcon ?? '', /lucide-truck/);
    assert.equal(
      cards.filter((card) => card.icon === fleetIcon).length,
      1,
      'fleet icon is its own',
    );
    assert.deepEqual(await jsonLdTypes(page), ['ItemList', 'BreadcrumbList']);
    assert.deepEqual(
      await page.$$eval('nav[aria-label="Breadcrumb"] li', (items) =>
        items.map((item) => item.textContent),
      ),
      ['Home', 'Services'],
    );
    await page.click(`#main a[href="${paths.service('windshield-repairs')}"]`);
    await page.waitForFunction(
      (headline) => document.querySelector('h1')?.textContent === headline,
      {},
      SERVICE_DETAILS['windshield-repairs'].hero.headline,
    );
    await page.browserContext().close();
  });

  for (const slug of DEDICATED_SERVICE_SLUGS) {
    it(`${paths.service(slug)} has hero, benefits, process, FAQ, city links and call to action`, async () => {
      const detail = SERVICE_DETAILS[slug];
      const service = SERVICES.find((candidate) => candidate.slug === slug)!;
      const html = await (await fetch(`${context.origin}${paths.service(slug)}`)).text();
      assert.ok(htmlHasText(html, detail.hero.headline), 'the hero is in the prerendered HTML');
      const { page } = await open(paths.service(slug));
      assert.equal(await textOf(page, 'h1'), detail.hero.headline);
      assert.ok(
        (await textOf(page, 'section[aria-label="Page introduction"]')).includes(
          detail.hero.subheadline,
        ),
      );
      const heroLinks = await page.$$eval('.page-hero-actions a', (links) =>
        links.map((link) => link.getAttribute('href')),
      );
      assert.ok(heroLinks.some((href) => href?.startsWith('tel:+1')));
      assert.ok(
        heroLinks.includes(quoteHref({ service: slug })),
        'the quote link keeps the service',
      );
      const sectionText = await textOf(page, '#main');
      for (const benefit of detail.benefits) assert.ok(sectionText.includes(benefit.title));
      assert.equal((await page.$$('section[aria-labelledby="process-title"] ol > li')).length, 4);
      for (const step of detail.process) assert.ok(sectionText.includes(step.title));
      assert.deepEqual(
        await page.$$eval('.faq-item button', (buttons) =>
          buttons.map((button) => button.textContent),
        ),
        detail.faqs.map((faq) => faq.question),
      );
      assert.ok(sectionText.includes('Ready to Book Your Appointment?'));
      const cityLinks = await page.$$eval('#service-areas a', (links) =>
        links.map((link) => link.getAttribute('href')),
      );
      assert.deepEqual(
        cityLinks,
        CITIES.map((city) => paths.serviceInCity(slug, city.id)),
        'all 48 cities, grouped by county',
      );
      assert.deepEqual(await jsonLdTypes(page), ['Service', 'BreadcrumbList']);
      assert.match(await page.title(), new RegExp(`^${service.title} in the Bay Area( \\| |$)`));
      const insurance = await page.$('#insurance');
      if (detail.insurance) {
        assert.ok(insurance, 'repairs and door glass have an insurance section');
        assert.equal(await textOf(page, '#insurance h2'), detail.insurance.heading);
        assert.ok((await textOf(page, '#insurance')).includes(detail.insurance.paragraphs[0]!));
      } else {
        assert.equal(insurance, null, 'no insurance section');
      }
      await page.browserContext().close();
    });
  }

  it('the insurance section shows on repairs and door glass only', () => {
    const withInsurance = DEDICATED_SERVICE_SLUGS.filter((slug) => SERVICE_DETAILS[slug].insurance);
    assert.deepEqual(withInsurance, ['windshield-repairs', 'door-glass-replacement']);
  });

  it('FAQ accordion: one item open at a time, and the open one closes again', async () => {
    const { page } = await open(paths.service('windshield-replacement'));
    const faqs = SERVICE_DETAILS['windshield-replacement'].faqs;
    const closed = faqs.map(() => 'false');
    assert.deepEqual(await expandedStates(page), ['true', ...closed.slice(1)]);
    const buttons = await faqButtons(page);
    await buttons[2]!.click();
    assert.deepEqual(
      await expandedStates(page),
      closed.map((_, i) => String(i === 2)),
    );
    const answers = await page.$$eval('.faq-answer', (regions) =>
      regions.map((region) => (region as HTMLElement).hidden),
    );
    assert.deepEqual(
      answers,
      faqs.map((_, i) => i !== 2),
    );
    assert.ok((await textOf(page, '.faq-answer:not([hidden])')).includes(faqs[2]!.answer));
    await buttons[2]!.click();
    assert.deepEqual(await expandedStates(page), closed, 'clicking the open one closes it');
    assert.equal(await page.$('.faq-answer:not([hidden])'), null);
    await buttons[0]!.click();
    assert.deepEqual(await expandedStates(page), ['true', ...closed.slice(1)]);
    await page.browserContext().close();
  });

  it('back glass uses the generic page: title, description, details, icon, call to action', async () => {
    const slug = 'back-glass-replacement';
    const detail = SERVICE_DETAILS[slug];
    const { page } = await open(paths.service(slug));
    assert.equal(await textOf(page, 'h1'), 'Back Glass Replacement');
    const text = await textOf(page, '#main');
    assert.ok(text.includes(detail.description));
    for (const paragraph of detail.details) assert.ok(text.includes(paragraph));
    assert.ok(await page.$('.about-icon svg.lucide-panel-top'), 'the service icon');
    assert.ok(text.includes('Need Back Glass Replacement?'));
    assert.ok(await page.$('section[aria-labelledby^="cta-"] a[href^="tel:"]'));
    assert.equal(await page.$('.faq-item'), null, 'no FAQ on the generic page');
    assert.equal(await page.$('#insurance'), null);
    assert.equal((await page.$$('#service-areas a')).length, 48);
    assert.deepEqual(await jsonLdTypes(page), ['Service', 'BreadcrumbList']);
    await page.browserContext().close();
  });

  it('fleet page: hero, six cards, benefits, six FAQs and the request form at #fleet-form', async () => {
    const { page } = await open(paths.service('fleet-services'));
    assert.equal(await textOf(page, 'h1'), FLEET_CONTENT.hero.headline);
    const text = await textOf(page, '#main');
    const cardTitles = await page.$$eval(
      'section[aria-labelledby="fleet-services-title"] h3',
      (headings) => headings.map((heading) => heading.textContent),
    );
    assert.deepEqual(
      cardTitles,
      FLEET_CONTENT.cards.map((card) => card.title),
    );
    assert.equal(cardTitles.length, 6);
    for (const benefit of FLEET_CONTENT.benefits) assert.ok(text.includes(benefit.title));
    assert.deepEqual(
      await page.$$eval('.faq-item button', (buttons) => buttons.map((b) => b.textContent)),
      FLEET_CONTENT.faqs.map((faq) => faq.question),
    );
    assert.equal(FLEET_CONTENT.faqs.length, 6);
    assert.match(text, /5-10 vehicles up to hundreds/);
    // The fleet terms are the profile's (docs/decisions/fleet-leads.md#terms-from-the-profile).
    assert.ok(text.includes(fleetSchedulingWindow()!), 'the scheduling time from the profile');
    assert.ok(text.includes(fleetInvoiceTerms()!), 'the invoice terms from the profile');
    assert.deepEqual(await jsonLdTypes(page), ['Service', 'BreadcrumbList']);
    // The form: the product's lead form, its service fixed to fleet-services.
    const form = await page.$('#fleet-form form');
    assert.ok(form, '#fleet-form holds a lead form');
    assert.equal(
      await page.$eval('#fleet-form input[name="service"]', (input) =>
        [input.getAttribute('type'), (input as HTMLInputElement).value].join(' '),
      ),
      'hidden fleet-services',
    );
    assert.equal(await page.$('#fleet-form select[name="service"]'), null);
    assert.equal(await textOf(page, '#fleet-form form h2'), 'Request Fleet Service');
    // A fleet manager's form: company and fleet size, and a fleet request to send.
    assert.deepEqual(
      await page.$$eval(
        '#fleet-form form [name="company"], #fleet-form form [name="fleetSize"]',
        (fields) =>
          fields.map((field) => [
            field.getAttribute('name'),
            field.tagName.toLowerCase(),
            field.getAttribute('autocomplete'),
            (field as HTMLInputElement).required,
            (field as HTMLInputElement).labels?.[0]?.textContent,
          ]),
      ),
      [
        ['company', 'input', 'organization', true, FLEET_FORM_COPY.companyLabel],
        ['fleetSize', 'select', null, true, FLEET_FORM_COPY.fleetSizeLabel],
      ],
    );
    assert.equal(
      await textOf(page, '#fleet-form form button[type="submit"]'),
      FLEET_FORM_COPY.submit,
    );
    // The hero's button goes to the form.
    await page.click(`.page-hero-actions a[href="${paths.fleetForm()}"]`);
    await page.waitForFunction(() => {
      const top = document.getElementById('fleet-form')!.getBoundingClientRect().top;
      return top > -20 && top < 200;
    });
    assert.equal(new URL(page.url()).hash, '#fleet-form');
    await page.browserContext().close();
  });

  it('the Spanish fleet page asks for fleet service in Spanish and stores a Spanish lead', async () => {
    const SPANISH_FLEET = '/es/services/fleet-services';
    const { page, errors } = await open(SPANISH_FLEET, 390);
    // The snapshot already holds the Spanish form, so it works before and without JavaScript.
    const form = '#fleet-form form';
    assert.equal(await textOf(page, `${form} h2`), SPANISH_FLEET_PAGE.requestButton);
    assert.equal(
      await textOf(page, `${form} button[type="submit"]`),
      SPANISH_FLEET_FORM_COPY.submit,
    );
    assert.equal(
      await page.$eval(
        `${form} input[name="language"]`,
        (input) => (input as HTMLInputElement).value,
      ),
      'es',
    );
    await page.waitForFunction(() => window.__READY_ISLANDS__?.includes('lead-form-es'), {
      timeout: 15000,
    });
    const email = 'flotilla.fleet-page@example.com';
    for (const [name, value] of [
      ['company', 'Transportes Almaden'],
      ['firstName', 'Rosa'],
      ['lastName', 'Delgado'],
      ['email', email],
      ['phone', '4085550142'],
      ['zipCode', '95112'],
    ] as const) {
      await page.type(`${form} [name="${name}"]`, value);
    }
    await page.select(`${form} select[name="fleetSize"]`, '11-50');
    await page.$eval(`${form} input[name="consentPrivacyPolicy"]`, (box) =>
      box.scrollIntoView({ block: 'center' }),
    );
    await page.click(`${form} input[name="consentPrivacyPolicy"]`);
    await page.click(`${form} button[type="submit"]`);
    await page.waitForFunction(() => window.location.pathname === '/es/thank-you', {
      timeout: 15000,
    });
    assert.deepEqual(errors, []);
    await page.browserContext().close();

    const db = new Database(context.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      const lead = db.prepare('SELECT * FROM leads WHERE email = ?').get(email) as LeadRow;
      assert.equal(lead.language, 'es');
      assert.equal(lead.service, 'fleet-services');
      assert.equal(lead.consent_text, formsEs['form.consent.privacy']);
    } finally {
      db.close();
    }
  });

  it('an unknown service shows Service Not Found with a link to all services, and HTTP 404', async () => {
    const response = await fetch(`${context.origin}/services/no-such-service`);
    assert.equal(response.status, 404);
    const { page } = await open('/services/no-such-service');
    assert.equal(await textOf(page, 'h1'), 'Service Not Found');
    assert.ok(
      (await page.$$eval('#main p', (items) => items.map((item) => item.textContent))).includes(
        "Sorry, we couldn't find that service.",
      ),
    );
    const link = await page.$eval('#main a[href="/services"]', (a) => a.textContent);
    assert.equal(link, 'View All Services');
    assert.equal(
      await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')),
      'noindex, follow',
    );
    assert.equal(await page.title(), 'Service Not Found | Bay Area Mobile Auto Glass');
    await page.click('#main a[href="/services"]');
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Mobile Auto Glass Services',
    );
    await page.browserContext().close();
  });

  it('/van explains the van, on-site service, what to provide and the weather', async () => {
    const response = await fetch(`${context.origin}${paths.van()}`);
    assert.equal(response.status, 200);
    assert.ok(htmlHasText(await response.text(), VAN_PAGE.hero.headline));
    const { page } = await open(paths.van());
    assert.equal(await textOf(page, 'h1'), VAN_PAGE.hero.headline);
    assert.equal(
      await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')),
      'index, follow',
    );
    const text = await textOf(page, '#main');
    for (const item of VAN_PAGE.onBoard) assert.ok(text.includes(item.title));
    for (const step of VAN_PAGE.howItWorks) assert.ok(text.includes(step.title));
    for (const item of VAN_PAGE.customerChecklist) assert.ok(text.includes(item));
    assert.ok(text.includes(VAN_PAGE.weatherNote));
    assert.equal((await page.$$('.faq-item')).length, VAN_PAGE.faqs.length);
    assert.ok(await page.$(`#main a[href="${quoteHref()}"]`), 'links to the quote form');
    assert.ok(await page.$('section[aria-label="Page introduction"] svg[aria-hidden="true"]'));
    assert.deepEqual(await jsonLdTypes(page), ['BreadcrumbList']);
    await page.browserContext().close();
  });

  const onePerType = [
    paths.services(),
    paths.service('windshield-repairs'),
    paths.service('back-glass-replacement'),
    paths.service('fleet-services'),
    '/services/no-such-service',
    paths.van(),
  ];
  for (const pagePath of onePerType) {
    for (const width of [1280, 390]) {
      it(`${pagePath} at ${width}px: zero console errors, zero axe violations, no sideways scroll`, async () => {
        const { page, errors } = await open(pagePath, width);
        await sleep(300);
        // The unknown service is served with status 404, which Chromium logs.
        assert.deepEqual(
          errors.filter((error) => !error.includes('404')),
          [],
          `console errors on ${pagePath}`,
        );
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
        assert.deepEqual(await page.$$eval('h1', (headings) => headings.length), 1, 'one h1');
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'no horizontal scroll',
        );
        await page.browserContext().close();
      });
    }
  }
});
