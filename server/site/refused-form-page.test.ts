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

/**
 * A page's snapshot around the lead form as the build renders it on a page of that
 * placement (landing, city, service-in-city, model and fleet pages).
 */
/** The lead form's setup (lead-form.tsx LeadFormSetup, which the server may not import). */
interface LeadFormSetup {
  defaultService?: string;
  lockService?: boolean;
  defaultUrgent?: boolean;
  heading?: string;
  tone?: 'light' | 'dark';
  fleetNextSteps?: boolean;
}

function leadFormSnapshot(placement: string, setup: LeadFormSetup): string {
  // Escaped as React writes an attribute (lead-form.test.tsx checks the form writes it).
  const attribute = JSON.stringify(setup)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return snapshot(placement).replace(
    `data-lead-form="${placement}"`,
    `data-lead-form="${placement}" data-lead-form-setup="${attribute}"`,
  );
}

/** Each kind of page the lead form is placed on, set up as that page sets it up. */
const LEAD_FORM_PAGES: [string, LeadFormSetup][] = [
  ['facebook', { heading: 'Get your free quote', defaultService: 'windshield-repairs' }],
  [
    'linkedin',
    { heading: 'Request a fleet quote', defaultService: 'fleet-services', lockService: true },
  ],
  [
    'city',
    { heading: 'Get a Free Quote in San José & "Oakland"', tone: 'dark', fleetNextSteps: false },
  ],
  [
    'service-city',
    {
      heading: 'Door Glass Replacement in Fremont',
      defaultService: 'door-glass-replacement',
      tone: 'dark',
      fleetNextSteps: false,
    },
  ],
  [
    'brand-model',
    { heading: 'Free Quote for Your Tesla Model 3', defaultService: 'windshield-replacement' },
  ],
  [
    'fleet',
    {
      heading: 'Request Fleet Service',
      defaultService: 'fleet-services',
      lockService: true,
      fleetNextSteps: false,
    },
  ],
];

describe.each(LEAD_FORM_PAGES)(
  'refusedFormPage: the lead form placed as %s',
  (placement, setup) => {
    const fleet = setup.defaultService === 'fleet-services';
    const values = {
      firstName: HOSTILE,
      lastName: '',
      email: 'noor@example',
      phone: '12',
      zipCode: '9411',
      vinNumber: '1hgcm82633a00435',
      message: `Crack across ${HOSTILE}`,
      // A locked form posts its own service; a hostile one must not reach the markup.
      service: fleet ? 'fleet-services' : 'mobile-service',
      ...(fleet ? { company: 'Bay Couriers', fleetSize: '11-50' } : {}),
      urgent: 'true',
      consentMarketing: 'true',
      consentText: 'I agree',
      formStartedAt: '',
      website: '',
    };
    const errors = {
      lastName: 'Enter your last name',
      email: `Enter a valid email ${HOSTILE}`,
      phone: 'Enter a 10-digit phone number',
      consentPrivacyPolicy: 'Please agree to the privacy policy',
    };

    test('the same form again, with the values, each message by its field and a summary', () => {
      const page = refusedFormPage(leadFormSnapshot(placement, setup), values, errors)!;
      expect(page).toBeDefined();
      const { document, Node } = new JSDOM(page).window;

      expect(document.title).toBe('Fix 4 fields – Request a Quote | Site');
      const forms = document.querySelectorAll(`form[data-lead-form="${placement}"]`);
      expect(forms).toHaveLength(1);
      const form = forms[0]!;
      // The form the page had: its heading, and the setup it was built with.
      expect(form.querySelector('h2')!.textContent).toBe(setup.heading);
      expect(JSON.parse(form.getAttribute('data-lead-form-setup')!)).toEqual(setup);
      const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      expect(field('firstName').value).toBe(HOSTILE);
      expect(field('email').value).toBe('noor@example');
      expect(field('zipCode').value).toBe('9411');
      expect(field('vinNumber').value).toBe('1hgcm82633a00435');
      expect(field('message').value).toBe(values.message);
      expect(field('service').value).toBe(values.service);
      if (fleet) {
        expect(field('company').value).toBe('Bay Couriers');
        expect(field('fleetSize').value).toBe('11-50');
      }
      expect(field('urgent').checked).toBe(true);
      expect(field('consentMarketing').checked).toBe(true);
      expect(field('consentTexts').checked).toBe(false);
      expect(field('consentPrivacyPolicy').checked).toBe(false);

      for (const [name, message] of Object.entries(errors)) {
        const input = field(name);
        expect(input.getAttribute('aria-invalid')).toBe('true');
        const described = document.getElementById(input.getAttribute('aria-describedby')!)!;
        expect(described.textContent).toBe(message);
        // Beside its field: in the same field wrapper.
        expect(described.parentElement).toBe(input.parentElement);
      }
      expect(field('firstName').hasAttribute('aria-invalid')).toBe(false);

      const summary = form.querySelector('[role="alert"]')!;
      const links = [...summary.querySelectorAll('a')];
      expect(links.map((link) => link.textContent)).toEqual(Object.values(errors));
      expect(links.map((link) => document.querySelector(link.getAttribute('href')!))).toEqual(
        Object.keys(errors).map(field),
      );
      // The summary comes before the form's first field.
      expect(
        summary.compareDocumentPosition(field('firstName')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      // This form takes no photos, so it has nothing to attach again.
      expect(form.textContent).not.toMatch(/photos again/);
    });

    test('escapes what the visitor sent and leaves out every script', () => {
      const page = refusedFormPage(leadFormSnapshot(placement, setup), values, errors)!;
      expect(page).not.toContain('<script>alert');
      expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).not.toContain('appLoader');
      expect(page).not.toContain('/assets/main.js');
      expect(page).toContain('action="/api/newsletter"');
    });
  },
);

describe('refusedFormPage: the lead form', () => {
  const errors = { phone: 'Enter a 10-digit phone number' };

  test('a box the page ticks in advance stays as the visitor left it', () => {
    const page = refusedFormPage(
      leadFormSnapshot('facebook', { defaultUrgent: true }),
      { phone: '12' },
      errors,
    )!;
    const { document } = new JSDOM(page).window;
    expect(document.title).toBe('Fix 1 field – Request a Quote | Site');
    expect(document.querySelector<HTMLInputElement>('[name="urgent"]')!.checked).toBe(false);
  });

  test('a service the form does not offer falls back to the page preset', () => {
    const page = refusedFormPage(
      leadFormSnapshot('facebook', { defaultService: 'windshield-repairs' }),
      { service: HOSTILE, phone: '12' },
      errors,
    )!;
    expect(page).not.toContain('<script>alert');
    const { document } = new JSDOM(page).window;
    expect(document.querySelector<HTMLSelectElement>('select[name="service"]')!.value).toBe(
      'windshield-repairs',
    );
  });

  test('a setup that does not read as one: undefined, so the message page answers', () => {
    const page = leadFormSnapshot('facebook', { heading: 'Quote' });
    const broken = page.replace(/data-lead-form-setup="[^"]*"/, 'data-lead-form-setup="{oops"');
    expect(refusedFormPage(broken, { phone: '12' }, errors)).toBeUndefined();
    const unknown = page.replace(
      /data-lead-form-setup="[^"]*"/,
      'data-lead-form-setup="{&quot;colour&quot;:&quot;red&quot;}"',
    );
    expect(refusedFormPage(unknown, { phone: '12' }, errors)).toBeUndefined();
  });
});

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

  test('puts each select back as sent, with its message beside it', () => {
    const selectErrors = {
      'quote.year': 'Choose the model year',
      'quote.insurer': 'Choose an insurer from the list',
    };
    const page = refusedFormPage(
      snapshot('quote-page'),
      { ...values, 'quote.insurer': 'Not an insurer' },
      selectErrors,
    )!;
    const { document } = new JSDOM(page).window;
    const form = document.querySelector('form[data-lead-form="quote-page"]')!;
    const select = (name: string) =>
      form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    expect(select('quote.year').value).toBe('2016');
    // A value the list does not have falls back to the list's first choice.
    expect(select('quote.insurer').value).toBe('');
    for (const [name, message] of Object.entries(selectErrors)) {
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(select(name).getAttribute('aria-describedby')!)!;
      expect(described.textContent).toBe(message);
      expect(described.parentElement).toBe(select(name).parentElement);
      expect(document.querySelector(`label[for="${select(name).id}"]`)).not.toBeNull();
    }
    expect(select('quote.door').hasAttribute('aria-invalid')).toBe(false);
  });

  test('ticks the consents as sent, each message under its own box, the privacy box required', () => {
    const consentErrors = {
      consentTexts: 'Tick the box or leave it empty',
      consentPrivacyPolicy: 'Please agree to the privacy policy',
    };
    const page = refusedFormPage(
      snapshot('quote-page'),
      { ...values, consentTexts: 'true' },
      consentErrors,
    )!;
    const { document } = new JSDOM(page).window;
    const form = document.querySelector('form[data-lead-form="quote-page"]')!;
    const box = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(box('consentTexts').checked).toBe(true);
    expect(box('consentMarketing').checked).toBe(true);
    expect(box('consentPrivacyPolicy').checked).toBe(false);
    expect(box('consentPrivacyPolicy').required).toBe(true);
    // The texts box's message too: the plain form once showed none under that box.
    for (const [name, message] of Object.entries(consentErrors)) {
      expect(box(name).getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(box(name).getAttribute('aria-describedby')!)!;
      expect(described.textContent).toBe(message);
      expect(described.parentElement).toBe(box(name).parentElement);
    }
    expect(box('consentMarketing').hasAttribute('aria-invalid')).toBe(false);
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
    mkdirSync(path.join(distDir, 'leads', 'facebook'), { recursive: true });
    writeFileSync(
      // The build's snapshot of the landing page's `?service=repair` variant.
      path.join(distDir, 'leads', 'facebook', 'index.service-repair.html'),
      leadFormSnapshot('facebook', LEAD_FORM_PAGES[0]![1]),
    );
    mkdirSync(path.join(distDir, 'locations', 'san-jose'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'locations', 'san-jose', 'index.html'),
      leadFormSnapshot('city', LEAD_FORM_PAGES[2]![1]),
    );
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

  const post = (from: string, body: FormData | URLSearchParams, to = '/api/leads') =>
    fetch(`${api.url}${to}`, {
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

  test.each([
    ['a landing page', '/leads/facebook?service=repair', 'facebook'],
    ['a city page', '/locations/san-jose', 'city'],
  ])(
    'the lead form on %s: its page with the values and the messages',
    async (_, from, placement) => {
      const response = await post(
        from,
        new URLSearchParams({
          firstName: HOSTILE,
          lastName: 'Rahimi',
          email: 'noor@example.com',
          phone: '12',
          zipCode: '94110',
          service: 'windshield-repairs',
          consentPrivacyPolicy: 'true',
          consentText: 'I agree',
        }),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
      const page = await response.text();
      expect(page).not.toContain('<script>alert');
      const { document } = new JSDOM(page).window;
      expect(document.title).toBe('Fix 1 field – Request a Quote | Site');
      const form = document.querySelector(`form[data-lead-form="${placement}"]`)!;
      const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      expect(input('firstName').value).toBe(HOSTILE);
      expect(input('zipCode').value).toBe('94110');
      expect(input('consentPrivacyPolicy').checked).toBe(true);
      expect(input('phone').getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(input('phone').getAttribute('aria-describedby')!);
      expect(message?.textContent).not.toBe('');
      expect(form.querySelector('[role="alert"] a')!.getAttribute('href')).toBe(
        `#${input('phone').id}`,
      );
    },
  );

  test.each(['/quote', '/leads/facebook?service=repair'])(
    'a refused newsletter post from a page with a lead form (%s): the message page',
    async (from) => {
      // The footer's form: re-rendering the page's lead form with its values would show the
      // visitor a form they did not send.
      const response = await post(from, new URLSearchParams({ email: HOSTILE }), '/api/newsletter');
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('Go back to the form');
      expect(page).not.toContain('data-lead-form');
      expect(page).not.toContain('<script>alert');
    },
  );

  test('a lead form without its setup (an older build): the message page, as before', async () => {
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
