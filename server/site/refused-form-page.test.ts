/**
 * A refused plain form post answered with the site's own page: the form re-rendered with
 * the visitor's values and a message beside each field (docs/decisions/quote-flow.md,
 * 'Without JavaScript').
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { JSDOM } from 'jsdom';
import path from 'node:path';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  nextClientIp,
  startLeadTestService,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { refusedFormPage } from './refused-form-page';

const HOSTILE = '"><script>alert(1)</script>';

/** A page's snapshot as the build writes it: scripts, the lead form, another form after it. */
function snapshot(placement: string): string {
  return `<!doctype html><html lang="en"><head><title>Request a Quote | Site</title>
<script>window.appLoader = 1;</script>
<script type="application/ld+json" data-page-meta="">{"@type":"WebPage"}</script>
</head><body><div id="root"><main><h1>Request a quote</h1>
<form ${'data-lead-form'}="${placement}" method="post" action="/api/leads" class="css-x"><input name="email"></form>
<form method="post" action="/api/newsletter"><input name="newsletterEmail"></form>
</main></div><script src="/assets/main.js"></script></body></html>`;
}

describe('refusedFormPage', () => {
  const values = {
    'quote.make': HOSTILE,
    'quote.model': 'Forester',
    'quote.year': '2016',
    'quote.vehicleClass': 'suv',
    'quote.features.rainSensor': 'yes',
    zipCode: '123',
    phone: '12',
    consentMarketing: 'true',
  };
  const errors = { zipCode: 'Enter a 5-digit ZIP code', phone: `Check the phone ${HOSTILE}` };

  test('puts the form back with the values, each message beside its field, and a summary', () => {
    const page = refusedFormPage(snapshot('quote-page'), values, errors)!;
    const { document } = new JSDOM(page).window;

    expect(document.title).toBe('Fix 2 fields – Request a Quote | Site');
    const form = document.querySelector('form[data-lead-form="quote-page"]')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(field('quote.make').value).toBe(HOSTILE);
    expect(field('quote.model').value).toBe('Forester');
    expect(form.querySelector<HTMLSelectElement>('select[name="quote.year"]')!.value).toBe('2016');
    expect(form.querySelector<HTMLInputElement>('[name="quote.vehicleClass"]:checked')!.value).toBe(
      'suv',
    );
    expect(
      form.querySelector<HTMLInputElement>('[name="quote.features.rainSensor"]:checked')!.value,
    ).toBe('yes');
    // The other features keep the form's own default.
    expect(
      form.querySelector<HTMLInputElement>('[name="quote.features.heatedArea"]:checked')!.value,
    ).toBe('unsure');
    expect(field('consentMarketing').checked).toBe(true);
    expect(field('consentPrivacyPolicy').checked).toBe(false);

    for (const [name, message] of Object.entries(errors)) {
      const input = field(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(input.getAttribute('aria-describedby')!)!;
      expect(described.textContent).toBe(message);
      // Beside its field: in the same field wrapper.
      expect(described.parentElement).toBe(input.parentElement);
    }
    expect(field('quote.model').hasAttribute('aria-invalid')).toBe(false);

    const summary = form.querySelector('[role="alert"]')!;
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(Object.values(errors));
    expect(links.map((link) => document.querySelector(link.getAttribute('href')!))).toEqual([
      field('zipCode'),
      field('phone'),
    ]);
    expect(summary.textContent).toMatch(/attach your photos again/);
  });

  test('escapes what the visitor sent, and leaves out every script but the structured data', () => {
    const page = refusedFormPage(snapshot('quote-page'), values, errors)!;
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('appLoader');
    expect(page).not.toContain('/assets/main.js');
    expect(page).toContain('application/ld+json');
    // Only the lead form is replaced; the page around it stays as built.
    expect(page).toContain('<h1>Request a quote</h1>');
    expect(page).toContain('action="/api/newsletter"');
    expect(page.match(/data-lead-form=/g)).toHaveLength(1);
  });

  test('is undefined for a page without a form it can re-render', () => {
    expect(refusedFormPage(snapshot('home-contact'), values, errors)).toBeUndefined();
    expect(refusedFormPage('<html><title>x</title></html>', values, errors)).toBeUndefined();
  });
});

describeEachDatabase('a refused plain form post', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'refused-form-'));
    mkdirSync(path.join(distDir, 'quote'));
    writeFileSync(path.join(distDir, 'quote', 'index.html'), snapshot('quote-page'));
    mkdirSync(path.join(distDir, 'windshield-replacement'));
    writeFileSync(
      path.join(distDir, 'windshield-replacement', 'index.html'),
      snapshot('landing-hero'),
    );
    database = await kind.create();
    api = await startLeadTestService(database.config, { DIST_DIR: distDir });
  });

  afterAll(async () => {
    await api.close();
    await database.drop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const post = (from: string, body: FormData | URLSearchParams) =>
    fetch(`${api.url}/api/leads`, {
      method: 'POST',
      headers: {
        accept: 'text/html',
        referer: `${api.url}${from}`,
        'x-forwarded-for': nextClientIp(),
      },
      body,
      redirect: 'manual',
    });

  test('the quote form (multipart): the /quote page with the values and the messages', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      'quote.make': HOSTILE,
      'quote.vehicleClass': 'suv',
      zipCode: '123',
      firstName: 'Noor',
      email: 'noor@example.com',
      phone: '12',
      consentPrivacyPolicy: 'true',
    })) {
      form.append(name, value);
    }
    form.append('photos', new Blob([]), '');
    const response = await post('/quote', form);

    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
    const page = await response.text();
    const { document } = new JSDOM(page).window;
    expect(document.title).toMatch(/^Fix \d+ fields – Request a Quote/);
    const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(input('quote.make').value).toBe(HOSTILE);
    expect(input('firstName').value).toBe('Noor');
    expect(input('consentPrivacyPolicy').checked).toBe(true);
    for (const name of ['zipCode', 'phone', 'lastName']) {
      expect(input(name).getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(input(name).getAttribute('aria-describedby')!);
      expect(message?.textContent).not.toBe('');
    }
    expect(input('firstName').hasAttribute('aria-invalid')).toBe(false);
    expect(page).not.toContain('<script>alert');
  });

  test('a lead form the server cannot re-render: the message page, as before', async () => {
    const response = await post(
      '/windshield-replacement',
      new URLSearchParams({ firstName: HOSTILE, phone: '12' }),
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Go back to the form');
    expect(page).toContain('href="/windshield-replacement"');
    expect(page).not.toContain('<script>alert');
  });

  test('a post from a page without a snapshot: the message page', async () => {
    const response = await post('/nowhere', new URLSearchParams({ phone: '12' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Go back to the form');
  });
});
