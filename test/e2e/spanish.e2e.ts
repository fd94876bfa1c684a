/**
 * The Spanish pages in Chromium at 390 px, against the prerendered build
 * (docs/decisions/spanish.md): an ad's Spanish landing page is Spanish at first paint, before
 * any script runs; its `<html lang>` and `hreflang` pair are in the snapshot; the language
 * switch in the header is on screen, a thumb-sized target, and leads to the twin page; and the
 * whole lead journey in Spanish, from the ad to the Spanish thank-you page and the owner's inbox.
 */
import './support/built-site';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { LeadRow } from '../../server/db/schema';
import type { ElementHandle } from 'puppeteer-core';
import { snapshotFile } from '../../src/config/route-list';
import { ALAMEDA_CITY_COPY } from '../../src/content/es/city-copy/alameda';
import { SAN_MATEO_CITY_COPY } from '../../src/content/es/city-copy/san-mateo';
import { SPANISH_FLEET_CONTENT } from '../../src/content/es/fleet';
import { SPANISH_FLEET_FORM_COPY } from '../../src/content/es/fleet-form';
import { FLEET_FORM_COPY } from '../../src/content/fleet-form';
import { SPANISH_SERVICE_DETAILS, SPANISH_SERVICES } from '../../src/content/es/services';
import { SPANISH_SERVICES_INDEX } from '../../src/pages/services/services-index-words-es';
import { leadReference } from '../../src/domain/lead-fields';
import { formsEn } from '../../src/i18n/catalogues/forms-en';
import { formsEs } from '../../src/i18n/catalogues/forms-es';
import { quoteEs } from '../../src/i18n/catalogues/quote-es';
import { ENGLISH_THANK_YOU } from '../../src/pages/thank-you/thank-you-words';
import { mailHeader, mailText } from '../support/mail-text';
import { waitFor } from '../support/lead-test-service';
import { leadsCli, pageText, pageWidth, signIn, type AdminAccount } from './support/admin-browser';
import { SPANISH_HOME_HERO } from '../../src/pages/home/home-hero-words-es';
import { SPANISH_HOME_SECTIONS } from '../../src/pages/home/home-section-words-es';
import { PRERENDERED_HERO_VARIANT } from '../../src/domain/hero-variant';
import { DIST } from './support/built-site';
import {
  E2E_OWNER_EMAIL,
  openPage,
  startE2e,
  waitForApp,
  type E2eContext,
} from './support/e2e-server';
import { escapedAsReact, htmlHasText } from './support/snapshot-html';

const PHONE_WIDTH = 390;
const SPANISH_REPAIR_AD = '/es/leads/facebook?service=repair';
const SPANISH_REPAIR_HEADLINE = 'Reparación de piquetes y grietas en el parabrisas';

const snapshotHtml = (pathWithQuery: string) =>
  readFileSync(path.join(DIST, snapshotFile(pathWithQuery)), 'utf8');

/** The Spanish services pages and the h1 each shows (docs/decisions/spanish.md). */
const SPANISH_SERVICES_PAGES: [path: string, h1: string][] = [
  ['/es/services', SPANISH_SERVICES_INDEX.index.heroTitle],
  [
    '/es/services/windshield-replacement',
    SPANISH_SERVICE_DETAILS['windshield-replacement'].hero.headline,
  ],
  ['/es/services/back-glass-replacement', SPANISH_SERVICES['back-glass-replacement'].title],
  ['/es/services/fleet-services', SPANISH_FLEET_CONTENT.hero.headline],
];

describe('Spanish pages', () => {
  let context: E2eContext;

  before(async () => {
    context = await startE2e();
  });

  after(async () => {
    await context?.stop();
  });

  it('prerenders the Spanish repair ad with a Spanish headline, lang and hreflang pair', () => {
    const html = snapshotHtml(SPANISH_REPAIR_AD);
    assert.match(html, /<html lang="es-US"/);
    assert.match(html, new RegExp(`<h1 id="landing-title">${SPANISH_REPAIR_HEADLINE}</h1>`));
    assert.match(html, /href="[^"]*\/leads\/facebook" hreflang="en-US"/);
    assert.match(html, /href="[^"]*\/es\/leads\/facebook" hreflang="es-US"/);
    assert.match(html, /href="[^"]*\/leads\/facebook" hreflang="x-default"/);
    assert.match(html, /<meta name="robots" content="noindex, follow"/);
    // The English twin's snapshot names the same pair.
    assert.match(
      snapshotHtml('/leads/facebook'),
      /href="[^"]*\/es\/leads\/facebook" hreflang="es-US"/,
    );
    assert.match(snapshotHtml('/leads/facebook'), /<html lang="en-US"/);
  });

  it('prerenders the Spanish home in Spanish, indexable, paired with / and reached from it', async () => {
    const headline = SPANISH_HOME_HERO.variants[PRERENDERED_HERO_VARIANT].headline;
    const html = snapshotHtml('/es');
    assert.match(html, /<html lang="es-US"/);
    assert.doesNotMatch(html, /noindex/);
    assert.ok(
      html.includes(`>${escapedAsReact(headline)}</h1>`),
      'the Spanish headline is in the snapshot',
    );
    assert.ok(htmlHasText(html, SPANISH_HOME_SECTIONS.faqs[0]!.question), 'the Spanish questions');
    assert.match(html, /href="[^"]*\/" hreflang="en-US"/);
    assert.match(html, /href="[^"]*\/es" hreflang="es-US"/);
    assert.match(html, /href="[^"]*\/" hreflang="x-default"/);
    assert.match(snapshotHtml('/'), /href="[^"]*\/es" hreflang="es-US"/);

    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.goto(`${context.origin}/`, { waitUntil: 'load' });
    await waitForApp(page);
    await Promise.all([
      page.waitForNavigation().catch(() => undefined),
      page.click('header a[data-language-switch]'),
    ]);
    await page.waitForFunction(
      (text) => document.querySelector('h1')?.textContent === text,
      { timeout: 15000 },
      headline,
    );
    assert.equal(new URL(page.url()).pathname, '/es');
    // The Spanish header's home link leads back here, and the quote gate is Spanish.
    assert.equal(await page.$eval('header a[href="/es"]', (link) => link.tagName), 'A');
    await page.waitForSelector('#contact h3', { timeout: 15000 });
    assert.equal(
      await page.$eval('#contact h3', (title) => title.textContent),
      SPANISH_HOME_SECTIONS.contact.gate.title,
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('prerenders the Spanish services pages in Spanish, indexable, with their hreflang pair', async () => {
    const { page } = await openPage(context, PHONE_WIDTH);
    await page.setJavaScriptEnabled(false);
    for (const [spanishPath, headline] of SPANISH_SERVICES_PAGES) {
      const englishPath = spanishPath.slice('/es'.length);
      const html = snapshotHtml(spanishPath);
      assert.match(html, /<html lang="es-US"/);
      assert.doesNotMatch(html, /noindex/);
      assert.match(html, new RegExp(`href="[^"]*[^s]${englishPath}" hreflang="en-US"`));
      assert.match(html, new RegExp(`href="[^"]*${spanishPath}" hreflang="es-US"`));
      assert.match(
        snapshotHtml(englishPath),
        new RegExp(`href="[^"]*${spanishPath}" hreflang="es-US"`),
      );
      await page.goto(`${context.origin}${spanishPath}`, { waitUntil: 'domcontentloaded' });
      assert.equal(await page.$eval('h1', (h1) => h1.textContent), headline, spanishPath);
    }
    await page.close();
  });

  it('leads from an English service page to its Spanish twin, which hydrates in Spanish', async () => {
    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.goto(`${context.origin}/services/fleet-services`, { waitUntil: 'load' });
    await waitForApp(page);
    await Promise.all([
      page.waitForNavigation().catch(() => undefined),
      page.click('header a[data-language-switch]'),
    ]);
    const headline = SPANISH_FLEET_CONTENT.hero.headline;
    await page.waitForFunction(
      (text) => document.querySelector('h1')?.textContent === text,
      { timeout: 15000 },
      headline,
    );
    assert.equal(new URL(page.url()).pathname, '/es/services/fleet-services');
    await page.goto(`${context.origin}/es/services/windshield-replacement`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(
      await page.$eval('h1', (h1) => h1.textContent),
      SPANISH_SERVICE_DETAILS['windshield-replacement'].hero.headline,
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("navigates in the page to Spanish city pages, each with its county's text loaded on the way", async () => {
    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.goto(`${context.origin}/locations/oakland`, { waitUntil: 'load' });
    await waitForApp(page);
    // Gone if the browser loads a new document instead of the router rendering the next page.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const showsParagraph = (text: string) =>
      page.waitForFunction(
        (paragraph) =>
          [...document.querySelectorAll('main p')].some((p) => p.textContent === paragraph),
        { timeout: 15000 },
        text,
      );
    const follow = async (href: string) => {
      const link = `main a[href="${href}"], header a[href="${href}"]`;
      await page.waitForSelector(link, { timeout: 15000 });
      await page.$eval(link, (element) => (element as HTMLAnchorElement).click());
    };
    // The English page's module is loaded; the Spanish entry and Alameda's texts are not.
    await follow('/es/locations/oakland');
    await showsParagraph(ALAMEDA_CITY_COPY.oakland!.description);
    await follow('/es/locations/hayward');
    await showsParagraph(ALAMEDA_CITY_COPY.hayward!.description);
    // Through the index to a city of another county, whose texts are another chunk.
    await follow('/es/locations');
    await follow('/es/locations/daly-city');
    await showsParagraph(SAN_MATEO_CITY_COPY['daly-city']!.description);
    assert.equal(
      await page.$eval('h1', (h1) => h1.textContent),
      'Vidrios para autos a domicilio en Daly City, CA',
    );
    assert.equal(await page.evaluate(() => '__sameDocument' in window), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('shows the Spanish headline at first paint, before the app runs', async () => {
    const { page } = await openPage(context, PHONE_WIDTH);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${context.origin}${SPANISH_REPAIR_AD}`, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), SPANISH_REPAIR_HEADLINE);
    assert.equal(await page.$eval('html', (html) => html.lang), 'es-US');
    await page.close();
  });

  it('keeps the Spanish page Spanish after hydration, with no error', async () => {
    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.goto(`${context.origin}${SPANISH_REPAIR_AD}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), SPANISH_REPAIR_HEADLINE);
    assert.equal(
      await page.$eval('a[data-language-switch] .switch-name', (name) => name.textContent),
      'English',
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('asks a business for fleet service in Spanish on the LinkedIn page, with and without JavaScript', async () => {
    const SPANISH_LINKEDIN_AD = '/es/leads/linkedin';
    const html = snapshotHtml(SPANISH_LINKEDIN_AD);
    for (const words of [SPANISH_FLEET_FORM_COPY.companyLabel, SPANISH_FLEET_FORM_COPY.submit])
      assert.ok(htmlHasText(html, words), words);
    for (const words of [FLEET_FORM_COPY.companyLabel, FLEET_FORM_COPY.submit])
      assert.ok(!htmlHasText(html, words), `English left: ${words}`);

    // With JavaScript: the form's own check answers in Spanish.
    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.goto(`${context.origin}${SPANISH_LINKEDIN_AD}`, { waitUntil: 'load' });
    await waitForApp(page);
    const send = `button[type="submit"]`;
    await page.$eval(send, (button) => button.scrollIntoView({ block: 'center' }));
    await page.click(send);
    await page.waitForFunction(
      (message) => document.body.innerText.includes(message),
      { timeout: 15000 },
      formsEs['form.error.company'],
    );
    assert.ok(
      (await page.$eval('form', (form) => form.innerText)).includes(
        formsEs['form.error.fleetSize'],
      ),
    );
    assert.deepEqual(errors, []);

    // Without JavaScript: the lead service refuses the post and shows the form again, in Spanish.
    await page.setJavaScriptEnabled(false);
    await page.goto(`${context.origin}${SPANISH_LINKEDIN_AD}`, { waitUntil: 'load' });
    await page.$eval(send, (button) => button.scrollIntoView({ block: 'center' }));
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(send)]);
    const refused = await page.$eval('body', (body) => body.innerText);
    assert.ok(refused.includes(formsEs['form.error.company']), refused.slice(0, 400));
    assert.ok(refused.includes(SPANISH_FLEET_FORM_COPY.companyLabel));
    assert.ok(!refused.includes(FLEET_FORM_COPY.companyLabel));
    await page.close();
  });

  it('offers Español in the header at 390 px, a 44 px target leading to the twin page', async () => {
    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.goto(`${context.origin}/leads/facebook?service=repair`, { waitUntil: 'load' });
    await waitForApp(page);
    const box = await page.$eval('header a[data-language-switch]', (link) => {
      const rect = link.getBoundingClientRect();
      return {
        text: link.querySelector('.switch-name')?.textContent,
        width: rect.width,
        height: rect.height,
        right: rect.right,
      };
    });
    assert.equal(box.text, 'Español');
    assert.ok(box.width >= 44 && box.height >= 44, `switch is ${box.width}x${box.height}`);
    assert.ok(box.right <= PHONE_WIDTH, 'the switch is on screen');
    await Promise.all([
      page.waitForNavigation().catch(() => undefined),
      page.click('header a[data-language-switch]'),
    ]);
    await page.waitForFunction(
      (headline) => document.querySelector('h1')?.textContent === headline,
      { timeout: 15000 },
      SPANISH_REPAIR_HEADLINE,
    );
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, SPANISH_REPAIR_AD);
    assert.equal(await page.$eval('html', (html) => html.lang), 'es-US');
    assert.deepEqual(errors, []);
    await page.close();
  });

  describe('the shell around a Spanish city page, at 390 px', () => {
    const SPANISH_CITY = '/es/locations/oakland';

    /** The shell's words a visitor sees: header, phone bar, footer and cookie banner. */
    async function shellAt(pathname: string, width = PHONE_WIDTH) {
      const { page, errors } = await openPage(context, width);
      await page.goto(`${context.origin}${pathname}`, { waitUntil: 'load' });
      await waitForApp(page);
      // The cookie banner appears after hydration to a visitor who has not chosen yet.
      await page.waitForSelector('section[aria-labelledby="cookie-banner-title"]', {
        timeout: 15000,
      });
      // No helper functions inside: the browser gets the function's text, and tsx would add
      // calls to its own helpers to named ones.
      const shell = await page.evaluate(() => ({
        menuButton:
          document
            .querySelector('button[aria-controls="mobile-menu"]')
            ?.getAttribute('aria-label') ?? '',
        bar:
          document.querySelector(
            'nav[aria-label="Acciones rápidas"], nav[aria-label="Quick actions"]',
          )?.textContent ?? '',
        footer: document.querySelector('footer')?.textContent ?? '',
        cookies:
          document.querySelector('section[aria-labelledby="cookie-banner-title"]')?.textContent ??
          '',
        barOverflows: [
          ...document.querySelectorAll<HTMLElement>(
            'nav[aria-label="Acciones rápidas"] a, nav[aria-label="Quick actions"] a',
          ),
        ].some((link) => link.scrollWidth > link.clientWidth),
      }));
      return { page, errors, shell };
    }

    it('shows the Spanish header, phone bar, footer and cookie banner', async () => {
      const { page, errors, shell } = await shellAt(SPANISH_CITY);
      assert.equal(shell.menuButton, 'Abrir menú');
      assert.match(shell.bar, /Llamar/);
      assert.match(shell.bar, /Cotización/);
      for (const words of ['Enlaces rápidos', 'Información legal', 'Boletín', 'Condado de Alameda'])
        assert.ok(shell.footer.includes(words), `footer shows ${words}`);
      for (const english of ['Quick Links', 'Newsletter', 'All rights reserved', 'Alameda County'])
        assert.ok(!shell.footer.includes(english), `footer shows no ${english}`);
      for (const button of ['Aceptar todo', 'Rechazar'])
        assert.ok(shell.cookies.includes(button), `cookie banner offers ${button}`);
      assert.equal(
        await page.$eval('footer a[href="/es/warranty"]', (link) => link.textContent),
        'Garantía',
      );
      await page.click('button[aria-controls="mobile-menu"]');
      await page.waitForSelector('#mobile-menu a[href="/es/warranty"]', { timeout: 15000 });
      assert.deepEqual(errors, []);
      await page.close();
    });

    it("fits the phone bar's Spanish labels at 320 px", async () => {
      const { page, shell } = await shellAt(SPANISH_CITY, 320);
      assert.equal(shell.barOverflows, false);
      await page.close();
    });

    it('leaves the English shell English', async () => {
      const { page, errors, shell } = await shellAt('/locations/oakland');
      assert.equal(shell.menuButton, 'Open menu');
      assert.match(shell.bar, /Call/);
      assert.match(shell.bar, /Free Quote/);
      assert.ok(shell.footer.includes('Quick Links'));
      assert.ok(shell.cookies.includes('Accept All'));
      assert.deepEqual(errors, []);
      await page.close();
    });

    it('answers a missing Spanish path with the Spanish not-found page', async () => {
      const { page } = await openPage(context, PHONE_WIDTH);
      const response = await page.goto(`${context.origin}/es/no-such-page`, { waitUntil: 'load' });
      assert.equal(response?.status(), 404);
      assert.equal(await page.$eval('h1', (h1) => h1.textContent), 'Página no encontrada');
      assert.equal(await page.$eval('html', (html) => html.lang), 'es-US');
      await page.close();
    });
  });
});

describe('the lead journey in Spanish, at 390 px', () => {
  const OWNER: AdminAccount = { email: E2E_OWNER_EMAIL, password: 'owner password 2026' };
  const FORM = 'form[data-lead-form]';
  const VISITOR = {
    firstName: 'María',
    lastName: 'Ramírez',
    email: 'maria.ramirez@example.com',
    phone: '(510) 555-0177',
    zipCode: '94601',
  };
  /** The English words the Spanish journey must never show. */
  const ENGLISH_WORDS = [
    ENGLISH_THANK_YOU.hero.title,
    ENGLISH_THANK_YOU.next.title,
    ENGLISH_THANK_YOU.receipt.title,
    ENGLISH_THANK_YOU.reference.before.trim(),
    formsEn['form.receipt.name'] + '\n',
  ];
  let context: E2eContext;

  before(async () => {
    context = await startE2e({ smtp: true });
    await leadsCli(context, ['user', 'add', OWNER.email, '--role', 'owner'], `${OWNER.password}\n`);
  });
  after(async () => {
    await context?.stop();
  });

  const leadsByEmail = (email: string): LeadRow[] => {
    const db = new Database(context.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT * FROM leads WHERE email = ?').all(email) as LeadRow[];
    } finally {
      db.close();
    }
  };

  it("from the Spanish ad to the Spanish thank-you page and the owner's inbox", async () => {
    // First paint: the prerendered ad is Spanish before any script runs.
    assert.match(
      snapshotHtml(SPANISH_REPAIR_AD),
      new RegExp(`<h1 id="landing-title">${SPANISH_REPAIR_HEADLINE}</h1>`),
    );

    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(`${context.origin}${SPANISH_REPAIR_AD}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), SPANISH_REPAIR_HEADLINE);
    for (const [label, value] of [
      [formsEs['form.firstName'], VISITOR.firstName],
      [formsEs['form.lastName'], VISITOR.lastName],
      [formsEs['form.email'], VISITOR.email],
      [formsEs['form.phone'], VISITOR.phone],
      [formsEs['form.zipCode'], VISITOR.zipCode],
    ] as const) {
      // The control whose visible label starts with the Spanish words.
      const field = (
        await page.evaluateHandle(
          (selector, text) =>
            [...document.querySelectorAll<HTMLLabelElement>(`${selector} label`)].find((element) =>
              element.textContent?.trim().startsWith(text),
            )?.control ?? null,
          FORM,
          label,
        )
      ).asElement();
      assert.ok(field, `a field labelled ${label}`);
      await (field as ElementHandle<HTMLInputElement>).type(value);
    }
    await page.$eval(`${FORM} input[name="consentPrivacyPolicy"]`, (box) =>
      (box as HTMLInputElement).scrollIntoView({ block: 'center' }),
    );
    await page.click(`${FORM} input[name="consentPrivacyPolicy"]`);
    await page.click(`${FORM} button[type="submit"]`);

    // The Spanish thank-you page, in Spanish, with what was sent.
    await page.waitForFunction(() => window.location.pathname === '/es/thank-you', {
      timeout: 15000,
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '¡Gracias!', {
      timeout: 15000,
    });
    const reference = await page.waitForSelector('.receipt-reference', { timeout: 5000 });
    const shownReference = await reference!.evaluate((element) => element.textContent);
    assert.equal(await page.$eval('html', (html) => html.lang), 'es-US');
    const text = await pageText(page);
    for (const words of ['Su solicitud', 'Lo que sigue', formsEs['form.receipt.name']])
      assert.ok(text.includes(words), `the thank-you page shows "${words}"`);
    assert.ok(text.includes(`${VISITOR.firstName} ${VISITOR.lastName}`));
    assert.ok(text.includes(formsEs['form.serviceOption.windshield-repairs']));
    for (const english of ENGLISH_WORDS)
      assert.ok(!text.includes(english), `no English "${english.trim()}"`);
    assert.ok((await pageWidth(page)) <= PHONE_WIDTH, 'the thank-you page fits the phone');
    assert.deepEqual(errors, []);
    await page.browserContext().close();

    // Stored with its language and the Spanish consent wording the visitor saw.
    const [lead] = leadsByEmail(VISITOR.email);
    assert.ok(lead, 'the lead is stored');
    assert.equal(lead.language, 'es');
    assert.equal(lead.consent_text, formsEs['form.consent.privacy']);
    assert.equal(shownReference, leadReference(lead.id));

    // The owner's inbox names the language and shows the wording as sent.
    const owner = await openPage(context, PHONE_WIDTH);
    await signIn(owner.page, context.origin, OWNER);
    await owner.page.goto(`${context.origin}/admin/leads/${lead.id}`, { waitUntil: 'load' });
    const inbox = await pageText(owner.page);
    assert.match(inbox, /Language\s+Spanish/);
    assert.ok(inbox.includes(formsEs['form.consent.privacy']), 'the Spanish consent wording');
    assert.ok(inbox.includes('(shown in Spanish)'));
    await owner.page.browserContext().close();

    // The owner's alert e-mail names the language. The customer gets no e-mail for a lead
    // form (a receipt is sent for a finished quote only, docs/decisions/quote-flow.md), so
    // nothing English reaches a Spanish visitor.
    const smtp = context.smtp!;
    const alert = await waitFor(
      async () => smtp.messages.find((message) => mailHeader(message, 'To')?.includes(OWNER.email)),
      15_000,
      "the owner's alert e-mail",
    );
    assert.ok(alert);
    assert.match(mailText(alert), /Language: Spanish/);
    assert.equal(
      smtp.messages.filter((message) => mailHeader(message, 'To')?.includes(VISITOR.email)).length,
      0,
    );
  });

  it("from the Spanish ad's quote link through the quote flow in Spanish to a Spanish receipt", async () => {
    const FLOW = 'form[data-quote-step]';
    const visitor = { ...VISITOR, email: 'rosa.mendoza@example.com', firstName: 'Rosa' };
    const { page, errors } = await openPage(context, PHONE_WIDTH);
    await page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(`${context.origin}${SPANISH_REPAIR_AD}`, { waitUntil: 'load' });
    await waitForApp(page);
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), SPANISH_REPAIR_HEADLINE);

    // The menu's «Cotización» leads to the Spanish quote page, preset with the ad's service.
    await page.click('[aria-controls="mobile-menu"]');
    const quoteLink = await page.waitForSelector(
      '#mobile-menu a[href="/es/quote?service=windshield-repairs"]',
    );
    await quoteLink!.click();
    await page.waitForFunction(() => window.location.pathname === '/es/quote');
    const stepShown = (name: string) =>
      page.waitForSelector(`${FLOW}[data-quote-step="${name}"]`, { timeout: 10_000 });
    const flowText = () => page.$eval(FLOW, (form) => form.textContent ?? '');
    const next = async () => {
      const button = (await page.$(`${FLOW} button[type="submit"]`))!;
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await button.click();
    };
    const tick = async (selector: string) => {
      await page.$eval(selector, (box) => box.scrollIntoView({ block: 'center' }));
      await page.click(selector);
    };
    const noEnglish = async (words: string[]) => {
      const text = await flowText();
      for (const english of words) assert.ok(!text.includes(english), `no English "${english}"`);
    };

    // The vehicle, in Spanish; an empty Continue is refused in Spanish.
    await stepShown('vehicle');
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), 'Su cotización gratis');
    assert.ok((await flowText()).includes(quoteEs['quote.vehicle.title']));
    await noEnglish(['Your vehicle', 'How would you like to tell us?', 'Continue', 'Step 1']);
    await next();
    await page.waitForSelector(`${FLOW} [aria-invalid="true"]`);
    await noEnglish(['Please choose']);
    await page.select(`${FLOW} select[name="year"]`, '2019');
    await page.select(`${FLOW} select[name="make"]`, 'Honda');
    // The model list is the make's, drawn once the make is chosen.
    await page.waitForFunction(
      (selector) =>
        [...(document.querySelector<HTMLSelectElement>(selector)?.options ?? [])].some(
          (option) => option.value === 'Civic',
        ),
      {},
      `${FLOW} select[name="model"]`,
    );
    await page.select(`${FLOW} select[name="model"]`, 'Civic');
    await next();

    // The glass: the ad's service chose the repair of a chip.
    await stepShown('glass');
    assert.equal(
      await page.$eval(`${FLOW} input[name="glass"][value="chip"]`, (input) => input.checked),
      true,
    );
    await noEnglish(['What needs fixing?', 'Chip or small crack repair', 'Continue']);
    await next();

    // Where and who.
    await stepShown('contact');
    for (const [name, value] of [
      ['zipCode', visitor.zipCode],
      ['firstName', visitor.firstName],
      ['lastName', visitor.lastName],
      ['email', visitor.email],
      ['phone', visitor.phone],
    ] as const) {
      await page.type(`${FLOW} input[name="${name}"]`, value);
    }
    await tick(`${FLOW} input[name="consentPrivacyPolicy"]`);
    const flowOnContact = await flowText();
    assert.ok(flowOnContact.includes(formsEs['form.consent.privacyLink']));
    await noEnglish(['I have read and agree', 'Your details']);
    await next();

    // The estimate and the time, then Send.
    await stepShown('send');
    assert.ok((await flowText()).includes(quoteEs['quote.send.beforeInsurance']));
    await noEnglish(['Who pays for the glass?', 'When suits you', 'Estimate before insurance']);
    await next();

    // The Spanish thank-you page.
    await page.waitForFunction(() => window.location.pathname === '/es/thank-you', {
      timeout: 15_000,
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '¡Gracias!');
    const thankYou = await pageText(page);
    for (const english of ENGLISH_WORDS)
      assert.ok(!thankYou.includes(english), `no English "${english.trim()}"`);
    assert.ok((await pageWidth(page)) <= PHONE_WIDTH, 'the thank-you page fits the phone');
    assert.deepEqual(errors, []);
    await page.browserContext().close();

    // Stored as a Spanish quote with the consents as the visitor saw them.
    const [lead] = leadsByEmail(visitor.email);
    assert.ok(lead, 'the quote is stored');
    assert.equal(lead.language, 'es');
    assert.equal(lead.consent_text, formsEs['form.consent.privacy']);
    assert.equal(lead.service, 'windshield-repairs');

    // The owner's inbox names the language and shows the Spanish wording.
    const owner = await openPage(context, PHONE_WIDTH);
    await signIn(owner.page, context.origin, OWNER);
    await owner.page.goto(`${context.origin}/admin/leads/${lead.id}`, { waitUntil: 'load' });
    const inbox = await pageText(owner.page);
    assert.match(inbox, /Language\s+Spanish/);
    assert.ok(inbox.includes(formsEs['form.consent.privacy']), 'the Spanish consent wording');
    await owner.page.browserContext().close();

    // The receipt the test SMTP server caught is in Spanish, with the reference.
    const smtp = context.smtp!;
    const receipt = await waitFor(
      async () =>
        smtp.messages.find((message) => mailHeader(message, 'To')?.includes(visitor.email)),
      15_000,
      'the receipt e-mail',
    );
    assert.ok(receipt);
    assert.match(mailHeader(receipt, 'Subject') ?? '', /^Recibimos su solicitud de cotización/);
    const body = mailText(receipt);
    assert.ok(body.includes('Gracias por su solicitud de cotización'), body);
    // The receipt names only what comes from the site's lists (receipt-text.ts): no model.
    assert.ok(body.includes('Vehículo: 2019 Honda (Carro:'), body);
    assert.ok(body.includes(`Vidrio: ${quoteEs['quote.choice.glass.chip']}`), body);
    for (const english of ['Thank you', 'Vehicle:', 'Glass:', 'Who pays'])
      assert.ok(!body.includes(english), `no English "${english}" in the receipt`);
  });

  it('lands a post without JavaScript on the Spanish thank-you page with its reference', async () => {
    const { page } = await openPage(context, PHONE_WIDTH);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${context.origin}${SPANISH_REPAIR_AD}`, { waitUntil: 'load' });
    const email = 'plain.es@example.com';
    for (const [name, value] of [
      ['firstName', 'Luis'],
      ['lastName', 'Ortega'],
      ['email', email],
      ['phone', '(510) 555-0178'],
      ['zipCode', '94601'],
    ] as const)
      await page.type(`${FORM} input[name="${name}"]`, value);
    await page.click(`${FORM} input[name="consentPrivacyPolicy"]`);
    const send = (await page.$(`${FORM} button[type="submit"]`))!;
    await send.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), send.click()]);
    const [lead] = leadsByEmail(email);
    assert.ok(lead, 'the lead is stored');
    assert.equal(lead.language, 'es');
    const url = new URL(page.url());
    assert.equal(url.pathname + url.search, `/es/thank-you?ref=${leadReference(lead.id)}`);
    assert.equal(await page.$eval('h1', (h1) => h1.textContent), '¡Gracias!');
    assert.equal(
      await page.$eval('strong[data-lead-reference]', (slot) => slot.parentElement!.textContent),
      `Su número de referencia: ${leadReference(lead.id)}. Menciónelo cuando nos llame.`,
    );
    await page.browserContext().close();
  });
});
