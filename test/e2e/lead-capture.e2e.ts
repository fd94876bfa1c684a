/**
 * The lead form and the newsletter end to end: Chromium drives the prerendered build,
 * the real lead service stores into a throwaway SQLite file, and the test reads that
 * file (read-only) to find what was stored
 * (docs/decisions.md#leads-reach-the-business).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { businessProfile } from '../../src/content/business-profile';
import { FLEET_FORM_COPY } from '../../src/content/fleet-form';
import { leadReference } from '../../src/domain/lead-fields';
import type { LeadRow } from '../../server/db/schema';
import {
  holdAppScripts,
  openPage,
  startE2e,
  waitForApp,
  type E2eContext,
} from './support/e2e-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FORM = 'form[data-lead-form]';
const TEXTS = {
  submitting: 'Submitting...',
  success: "Thank you! We'll contact you shortly.",
  invalid: 'Please correct the errors in the form',
  storeFailed: 'Something went wrong. Please try again.',
  zip: 'Zip code must be 5 digits',
  vin: 'VIN must be exactly 17 alphanumeric characters',
  vinCheckDigit: 'This VIN does not add up',
  privacy: 'You must accept the privacy policy',
  company: 'Please enter your company name',
  fleetSize: 'Please choose how many vehicles your fleet has',
  savedOffline: 'Your request is saved on this device',
  newsletterEmail: 'Please enter a valid email address',
  newsletterConsent: 'Please confirm you agree to receive marketing emails',
  newsletterSuccess: 'Subscription successful!',
  newsletterFailed: 'Subscription failed',
};

interface LeadValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
  vinNumber?: string;
  message?: string;
  /** A fleet lead's: filled in when given. */
  company?: string;
  /** A fleet lead's: the label of the fleet size to choose. */
  fleetSize?: string;
}

let emailCounter = 0;
function visitor(overrides: Partial<LeadValues> = {}): LeadValues {
  emailCounter += 1;
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria.lopez.${Date.now()}.${emailCounter}@example.com`,
    phone: '(510) 555-0199',
    zipCode: '94545',
    vinNumber: '1hgcm82633a004352',
    message: 'Long crack from the lower edge on the passenger side.',
    ...overrides,
  };
}

function leadsByEmail(context: E2eContext, email: string): LeadRow[] {
  const db = new Database(context.sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM leads WHERE email = ?').all(email) as LeadRow[];
  } finally {
    db.close();
  }
}

function countRows(context: E2eContext, table: 'leads' | 'newsletter_signups'): number {
  const db = new Database(context.sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
  } finally {
    db.close();
  }
}

async function open(context: E2eContext, path: string, width = 1280) {
  const opened = await openPage(context, width);
  // The cookie banner is tested in site.e2e.ts; here it would only cover the form.
  await opened.page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
  await opened.page.goto(`${context.origin}${path}`, { waitUntil: 'load' });
  await waitForApp(opened.page);
  await sleep(200);
  return opened;
}

/** The control a visible label names, inside `scope` (label text match at the start). */
async function labelled(
  page: Page,
  label: string,
  scope = FORM,
): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.evaluateHandle(
    (text, selector) => {
      const labels = [...document.querySelectorAll<HTMLLabelElement>(`${selector} label`)];
      return (
        labels.find((element) => element.textContent?.trim().startsWith(text))?.control ?? null
      );
    },
    label,
    scope,
  );
  const element = handle.asElement() as ElementHandle<HTMLInputElement> | null;
  assert.ok(element, `no control labelled "${label}"`);
  return element;
}

async function fill(page: Page, label: string, value: string, scope = FORM) {
  const field = await labelled(page, label, scope);
  await field.click({ count: 3 });
  await field.press('Backspace');
  await field.type(value);
}

async function fillLead(page: Page, values: LeadValues) {
  await fill(page, 'First name', values.firstName);
  await fill(page, 'Last name', values.lastName);
  await fill(page, 'Email', values.email);
  await fill(page, 'Phone', values.phone);
  await fill(page, 'ZIP code', values.zipCode);
  if (values.company) await fill(page, FLEET_FORM_COPY.companyLabel, values.company);
  if (values.fleetSize) await choose(page, FLEET_FORM_COPY.fleetSizeLabel, values.fleetSize);
  if (values.vinNumber) await fill(page, 'VIN', values.vinNumber);
  // A fleet form names its message box for a fleet manager.
  const messageLabel = values.company ? FLEET_FORM_COPY.messageLabel : 'Tell us about the damage';
  if (values.message) await fill(page, messageLabel, values.message);
}

/** Picks the option whose text is `optionText` in the select a label names. */
async function choose(page: Page, label: string, optionText: string, scope = FORM) {
  const select = await labelled(page, label, scope);
  const value = await select.evaluate(
    (element, text) =>
      [...(element as unknown as HTMLSelectElement).options].find(
        (option) => option.textContent === text,
      )?.value,
    optionText,
  );
  assert.ok(value !== undefined, `no option "${optionText}" in "${label}"`);
  await select.select(value);
}

async function tickPrivacy(page: Page) {
  const box = await labelled(page, 'I have read and agree to the privacy policy');
  if (!(await box.evaluate((input) => input.checked))) await box.click();
}

const submitButton = (page: Page) => page.$(`${FORM} button[type="submit"]`);

const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.textContent?.trim());

async function waitForText(page: Page, text: string, timeout = 8000) {
  await page
    .waitForFunction((expected) => document.body.innerText.includes(expected), { timeout }, text)
    .catch(() => assert.fail(`"${text}" never appeared`));
}

/** Waits for a toast (notistack's own root, `#toast-host`) that contains `text`. */
async function waitForToast(page: Page, text: string, timeout = 8000) {
  await page
    .waitForFunction(
      (expected) => document.getElementById('toast-host')?.innerText.includes(expected),
      { timeout },
      text,
    )
    .catch(() => assert.fail(`no toast "${text}"`));
}

/** Holds each POST to /api/leads for `delayMs` so the submitting state can be seen. */
async function delayLeadRequests(page: Page, delayMs: number) {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.method() === 'POST' && request.url().endsWith('/api/leads')) {
      setTimeout(() => void request.continue(), delayMs);
    } else {
      void request.continue();
    }
  });
}

/**
 * Submits a valid lead and follows it through 'Submitting...', the toast and /thank-you,
 * where the reference and (given the values sent) the summary of what was sent show.
 */
async function submitAndFollow(page: Page, sent?: LeadValues) {
  // The page notes when the toast shows and when it leaves for /thank-you, on its own clock:
  // timed from this process, a busy machine saw the toast late and the wait looked short.
  await page.evaluate(() => {
    const times = { toastAt: 0 };
    Object.assign(window, { leadFormTimes: times });
    new MutationObserver(() => {
      if (!times.toastAt && document.getElementById('toast-host')?.innerText.trim()) {
        times.toastAt = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const button = await submitButton(page);
  await button!.click();
  await page
    .waitForFunction(
      (selector, text) => {
        const element = document.querySelector<HTMLButtonElement>(selector);
        return element?.textContent === text && element.disabled;
      },
      { timeout: 8000 },
      `${FORM} button[type="submit"]`,
      TEXTS.submitting,
    )
    .catch(async () => {
      const status = await page.$eval(
        FORM,
        (form) => form.querySelector('[role="status"]')?.textContent,
      );
      assert.fail(`the form never showed "${TEXTS.submitting}"; its status line reads "${status}"`);
    });
  await waitForToast(page, TEXTS.success);
  // Checked on every frame in the page, so the time is the frame the address changed in.
  const leftAt = await page.waitForFunction(
    () => window.location.pathname === '/thank-you' && performance.now(),
    { timeout: 6000, polling: 'raf' },
  );
  const waited = await page.evaluate(
    (left) =>
      Math.round(
        left - (window as unknown as { leadFormTimes: { toastAt: number } }).leadFormTimes.toastAt,
      ),
    (await leftAt.jsonValue()) as number,
  );
  assert.ok(
    waited >= 1500 && waited < 4000,
    `went to /thank-you after ${waited} ms, not about 2 s`,
  );
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Thank You!');
  // The finish: the lead's reference to quote on the phone, from the navigation's state.
  const reference = await page.waitForSelector('.receipt-reference', { timeout: 5000 });
  assert.match(
    (await reference!.evaluate((element) => element.textContent)) ?? '',
    /^[0-9A-Z]{6}$/,
  );
  if (sent) {
    const receipt = await page.$eval('#receipt-title', (title) => title.parentElement!.textContent);
    for (const value of [
      `${sent.firstName} ${sent.lastName}`,
      sent.phone,
      sent.email,
      sent.zipCode,
    ])
      assert.ok(receipt?.includes(value), `the summary shows "${value}"`);
  }
}

describe('lead form end to end', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  it('from /leads/facebook with UTM parameters: stored with UTM, consent text and page URL', async () => {
    const path = '/leads/facebook?utm_source=fb&utm_medium=cpc&utm_campaign=spring';
    const { page, errors } = await open(context, path);
    await delayLeadRequests(page, 600);
    const values = visitor();
    await fillLead(page, values);
    await tickPrivacy(page);
    const consentShown = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(`${selector} label`)]
          .map((label) => label.textContent ?? '')
          .find((text) => text.startsWith('I have read and agree')),
      FORM,
    );
    await submitAndFollow(page);

    const rows = leadsByEmail(context, values.email);
    assert.equal(rows.length, 1, 'stored exactly once');
    const lead = rows[0]!;
    assert.match(lead.id, /^lead-\d+-[a-z0-9]+$/);
    assert.equal(lead.first_name, values.firstName);
    assert.equal(lead.last_name, values.lastName);
    assert.equal(lead.phone, '+15105550199');
    assert.equal(lead.zip_code, values.zipCode);
    assert.equal(lead.vin_number, values.vinNumber!.toUpperCase());
    assert.equal(lead.message, values.message);
    assert.equal(lead.service, 'windshield-replacement');
    assert.equal(lead.urgent, 0);
    assert.equal(lead.consent_privacy_policy, 1);
    assert.equal(lead.consent_marketing, 0);
    assert.equal(lead.consent_text, consentShown, 'the exact consent wording shown');
    assert.ok(lead.consent_at);
    assert.equal(lead.utm_source, 'fb');
    assert.equal(lead.utm_medium, 'cpc');
    assert.equal(lead.utm_campaign, 'spring');
    assert.equal(lead.utm_content, null);
    assert.equal(lead.page_url, `${context.origin}${path}`);
    assert.deepEqual(
      await page.evaluate(() => JSON.parse(localStorage.getItem('leads') ?? '[]')),
      [],
      'the unsent-leads queue is empty once the service acknowledged the lead',
    );
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  for (const { path, service, urgent, utmSource, fleet } of [
    {
      path: '/leads/instagram?service=door&urgent=true&utm_source=ig',
      service: 'door-glass-replacement',
      urgent: 1,
      utmSource: 'ig',
      fleet: undefined,
    },
    {
      path: '/leads/linkedin?utm_source=li',
      service: 'fleet-services',
      urgent: 0,
      utmSource: 'li',
      fleet: { company: 'Bay Freight LLC', fleetSize: '11 to 50 vehicles', stored: '11-50' },
    },
  ]) {
    it(`from ${path.split('?')[0]}: stored with its service, urgency and UTM source${fleet ? ', company and fleet size' : ''}`, async () => {
      const { page, errors } = await open(context, path);
      await delayLeadRequests(page, 600);
      const values = visitor(
        fleet
          ? {
              company: fleet.company,
              fleetSize: fleet.fleetSize,
              message: 'Twelve vans parked overnight at our Hayward yard.',
            }
          : {},
      );
      await fillLead(page, values);
      await tickPrivacy(page);
      await submitAndFollow(page, values);
      const rows = leadsByEmail(context, values.email);
      assert.equal(rows.length, 1, 'stored exactly once');
      assert.equal(rows[0]!.service, service);
      assert.equal(rows[0]!.urgent, urgent);
      assert.equal(rows[0]!.utm_source, utmSource);
      assert.equal(rows[0]!.company, fleet?.company ?? null);
      assert.equal(rows[0]!.fleet_size, fleet?.stored ?? null);
      if (fleet) assert.equal(rows[0]!.message, values.message);
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });
  }

  it('what the visitor typed before the form hydrated stays in the form and is sent', async () => {
    const { page, errors } = await openPage(context, 390);
    await page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
    // The app's scripts arrive late, as on a slow phone: the visitor starts typing first.
    await holdAppScripts(page, 800);
    await page.goto(`${context.origin}/leads/facebook`, { waitUntil: 'domcontentloaded' });
    const values = visitor({ firstName: 'Early', lastName: 'Typist' });
    await fill(page, 'First name', values.firstName);
    await fill(page, 'Last name', values.lastName);
    assert.equal(await page.evaluate(() => window.__PAGE_READY__ === true), false, 'typed first');
    await waitForApp(page);
    // Typing in the other fields renders the whole form again: the early text must survive.
    await fill(page, 'Email', values.email);
    await fill(page, 'Phone', values.phone);
    await fill(page, 'ZIP code', values.zipCode);
    const firstName = await labelled(page, 'First name');
    assert.equal(await firstName.evaluate((input) => input.value), 'Early');
    await tickPrivacy(page);
    await (await submitButton(page))!.click();
    await waitForToast(page, TEXTS.success);
    const [lead] = leadsByEmail(context, values.email);
    assert.equal(lead?.first_name, 'Early');
    assert.equal(lead?.last_name, 'Typist');
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('linkedin: a fleet lead without company and fleet size is refused in the form, each error under its field', async () => {
    const { page } = await open(context, '/leads/linkedin', 390);
    const before = countRows(context, 'leads');
    await fillLead(page, visitor({ message: undefined }));
    await tickPrivacy(page);
    await (await submitButton(page))!.click();
    await waitForToast(page, TEXTS.invalid);
    const formText = await page.$eval(FORM, (form) => (form as HTMLElement).innerText);
    assert.ok(formText.includes(TEXTS.company), `shows "${TEXTS.company}"`);
    assert.ok(formText.includes(TEXTS.fleetSize), `shows "${TEXTS.fleetSize}"`);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'company',
      'focus moves to the company',
    );
    for (const label of [FLEET_FORM_COPY.companyLabel, FLEET_FORM_COPY.fleetSizeLabel]) {
      const control = await labelled(page, label);
      const { invalid, height } = await control.evaluate((element) => ({
        invalid: element.getAttribute('aria-invalid'),
        height: element.getBoundingClientRect().height,
      }));
      assert.equal(invalid, 'true', `${label} is marked invalid`);
      assert.ok(height >= 44, `${label} is a 44px touch target (${height}px)`);
    }
    assert.equal(countRows(context, 'leads'), before, 'nothing was stored');
    await page.browserContext().close();
  });

  it('a city page: choosing Fleet Services shows the fleet fields, without JavaScript too, and the post stores them', async () => {
    const { page, errors } = await open(context, '/locations/hayward', 360);
    const companyShown = () =>
      page.$eval(
        `${FORM} input[name="company"]`,
        (input) => (input as HTMLElement).offsetParent !== null,
      );
    assert.equal(await companyShown(), false, 'a driver does not see them');
    await choose(page, 'Service needed', 'Fleet Services');
    assert.equal(await companyShown(), true, 'shown once Fleet Services is chosen');
    assert.equal(await textOf(page, `${FORM} button[type="submit"]`), FLEET_FORM_COPY.submit);
    assert.deepEqual(errors, []);
    await page.browserContext().close();

    // The prerendered page without JavaScript: CSS shows the fields, the browser posts the form.
    const plain = await openPage(context, 360);
    await plain.page.setJavaScriptEnabled(false);
    await plain.page.goto(`${context.origin}/locations/hayward`, { waitUntil: 'load' });
    const values = visitor({ company: 'Hayward Produce Co.', fleetSize: '5 to 10 vehicles' });
    await choose(plain.page, 'Service needed', 'Fleet Services');
    for (const [label, value] of [
      ['First name', values.firstName],
      ['Last name', values.lastName],
      ['Email', values.email],
      ['Phone', values.phone],
      ['ZIP code', values.zipCode],
      [FLEET_FORM_COPY.companyLabel, values.company!],
    ] as const) {
      await (await labelled(plain.page, label)).type(value);
    }
    await choose(plain.page, FLEET_FORM_COPY.fleetSizeLabel, values.fleetSize!);
    await (await labelled(plain.page, 'I have read and agree to the privacy policy')).click();
    // As a person does, the button is brought to the middle of the screen before the tap:
    // without JavaScript the phone's action bar stays at the bottom edge.
    const send = (await submitButton(plain.page))!;
    await send.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await Promise.all([plain.page.waitForNavigation({ waitUntil: 'load' }), send.click()]);
    assert.equal(new URL(plain.page.url()).pathname, '/thank-you');
    const rows = leadsByEmail(context, values.email);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.service, 'fleet-services');
    assert.equal(rows[0]!.company, 'Hayward Produce Co.');
    assert.equal(rows[0]!.fleet_size, '5-10');
    // The reference, and only it, in the URL and on the page the server filled in.
    const reference = leadReference(rows[0]!.id);
    assert.equal(new URL(plain.page.url()).search, `?ref=${reference}`);
    assert.equal(
      await plain.page.$eval('strong[data-lead-reference]', (slot) => slot.textContent),
      reference,
    );
    await plain.page.browserContext().close();
  });

  it('invalid fields: each message, the toast, focus on the first, nothing sent; editing clears', async () => {
    const { page } = await open(context, '/leads/facebook');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    const before = countRows(context, 'leads');
    await fillLead(page, visitor({ zipCode: '945', vinNumber: 'ABC123' }));
    await (await submitButton(page))!.click();
    await waitForToast(page, TEXTS.invalid);
    const formText = await page.$eval(FORM, (form) => (form as HTMLElement).innerText);
    for (const message of [TEXTS.zip, TEXTS.vin, TEXTS.privacy]) {
      assert.ok(formText.includes(message), `shows "${message}"`);
    }
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'zipCode',
      'focus moves to the first invalid field',
    );
    const zip = await labelled(page, 'ZIP code');
    assert.equal(await zip.evaluate((input) => input.getAttribute('aria-invalid')), 'true');
    assert.equal(await zip.evaluate((input) => input.value), '945', 'what was typed stays');

    await zip.type('4');
    const afterZipEdit = await page.$eval(FORM, (form) => (form as HTMLElement).innerText);
    assert.ok(!afterZipEdit.includes(TEXTS.zip), 'editing the ZIP clears its error');
    assert.ok(afterZipEdit.includes(TEXTS.vin), 'other errors stay');
    await tickPrivacy(page);
    const afterConsent = await page.$eval(FORM, (form) => (form as HTMLElement).innerText);
    assert.ok(!afterConsent.includes(TEXTS.privacy), 'ticking consent clears its error');

    // Seventeen valid characters, one of them mistyped: the check digit gives it away on
    // the next submit (the ZIP is still four digits, so nothing is sent).
    const vin = await labelled(page, 'VIN');
    await vin.click({ clickCount: 3 });
    await vin.type('1HGCM82633A004353');
    await (await submitButton(page))!.click();
    await page.waitForFunction(
      (form, text) => document.querySelector(form)?.textContent?.includes(text),
      { timeout: 5000 },
      FORM,
      TEXTS.vinCheckDigit,
    );
    assert.ok(
      !(await page.$eval(FORM, (form) => (form as HTMLElement).innerText)).includes(TEXTS.vin),
      'the format message gives way to the check-digit one',
    );

    await sleep(300);
    assert.deepEqual(posted, [], 'nothing was sent');
    assert.equal(countRows(context, 'leads'), before, 'nothing was stored');
    assert.deepEqual(await page.evaluate(() => localStorage.getItem('leads')), null);
    await page.browserContext().close();
  });

  it('service unreachable: the lead waits in the unsent-leads queue and is sent once on the next visit', async () => {
    const path = '/leads/instagram?service=repair&utm_source=ig';
    const { page } = await open(context, path);
    await page.setRequestInterception(true);
    const blockLeads = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.url().endsWith('/api/leads')) void request.abort('failed');
      else void request.continue();
    };
    page.on('request', blockLeads);
    const values = visitor();
    await fillLead(page, values);
    await tickPrivacy(page);
    await (await submitButton(page))!.click();

    await waitForText(page, TEXTS.savedOffline);
    const notice = await page.$eval(`${FORM} [role="alert"]`, (alert) => ({
      text: alert.textContent ?? '',
      phone: alert.querySelector('a')?.getAttribute('href'),
    }));
    assert.ok(notice.text.includes(businessProfile.phone.display), 'the notice gives the number');
    assert.equal(notice.phone, `tel:${businessProfile.phone.e164}`);
    await waitForToast(page, TEXTS.storeFailed);
    const unsent = await page.evaluate(() => JSON.parse(localStorage.getItem('leads') ?? '[]'));
    assert.equal(unsent.length, 1);
    assert.equal(unsent[0].payload.email, values.email);
    assert.equal(unsent[0].payload.service, 'windshield-repairs');
    assert.equal(unsent[0].payload.utmSource, 'ig');
    assert.equal(leadsByEmail(context, values.email).length, 0, 'not stored yet');
    assert.equal(new URL(page.url()).pathname, '/leads/instagram', 'no redirect');

    page.off('request', blockLeads);
    await page.setRequestInterception(false);
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await page
      .waitForFunction(() => JSON.parse(localStorage.getItem('leads') ?? '[]').length === 0, {
        timeout: 10000,
      })
      .catch(() =>
        assert.fail(
          'the unsent-leads queue was not sent on page load (something must call sendUnsentLeads)',
        ),
      );
    let rows = leadsByEmail(context, values.email);
    assert.equal(rows.length, 1, 'stored once');
    assert.equal(rows[0]!.utm_source, 'ig');
    assert.equal(rows[0]!.service, 'windshield-repairs');
    assert.equal(rows[0]!.page_url, `${context.origin}${path}`);

    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await sleep(500);
    rows = leadsByEmail(context, values.email);
    assert.equal(rows.length, 1, 'still exactly once after another visit');
    await page.browserContext().close();
  });
});

describe('newsletter sign-up in the footer', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  const NEWSLETTER = 'footer form[action$="/api/newsletter"]';

  async function subscribe(page: Page, email: string, consent: boolean) {
    const input = await page.$(`${NEWSLETTER} input[type="email"]`);
    await input!.click({ count: 3 });
    await input!.press('Backspace');
    if (email) await input!.type(email);
    const box = await page.$(`${NEWSLETTER} input[type="checkbox"]`);
    if ((await box!.evaluate((element) => (element as HTMLInputElement).checked)) !== consent)
      await box!.click();
    await (await page.$(`${NEWSLETTER} button[type="submit"]`))!.click();
  }

  const formText = (page: Page) =>
    page.$eval(NEWSLETTER, (form) => (form as HTMLElement).innerText);

  it('validates the email and the consent, then subscribes and clears the form', async () => {
    const { page, errors } = await open(context, '/leads/linkedin');
    const email = `reader.${Date.now()}@example.com`;

    await subscribe(page, 'not-an-email', true);
    await page.waitForFunction(
      (selector, text) => document.querySelector<HTMLElement>(selector)?.innerText.includes(text),
      {},
      NEWSLETTER,
      TEXTS.newsletterEmail,
    );

    await subscribe(page, email, false);
    await page.waitForFunction(
      (selector, text) => document.querySelector<HTMLElement>(selector)?.innerText.includes(text),
      {},
      NEWSLETTER,
      TEXTS.newsletterConsent,
    );
    assert.ok(!(await formText(page)).includes(TEXTS.newsletterEmail), 'the email is fine now');
    assert.equal(countRows(context, 'newsletter_signups'), 0, 'nothing stored while invalid');

    await subscribe(page, email, true);
    await waitForToast(page, TEXTS.newsletterSuccess);
    await page.waitForFunction(
      (selector) =>
        document.querySelector<HTMLInputElement>(`${selector} input[type="email"]`)?.value === '',
      {},
      NEWSLETTER,
    );
    assert.equal(
      await page.$eval(
        `${NEWSLETTER} input[type="checkbox"]`,
        (box) => (box as HTMLInputElement).checked,
      ),
      false,
      'consent unticked after success',
    );
    const db = new Database(context.sqlitePath, { readonly: true, fileMustExist: true });
    const stored = db
      .prepare('SELECT email, consent_marketing FROM newsletter_signups WHERE email = ?')
      .all(email);
    db.close();
    assert.deepEqual(stored, [{ email, consent_marketing: 1 }]);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('a failing service shows "Subscription failed" and keeps what was typed', async () => {
    const { page } = await open(context, '/leads/linkedin');
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.url().endsWith('/api/newsletter')) {
        void request.respond({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Internal Server Error' }),
        });
      } else {
        void request.continue();
      }
    });
    const email = `failing.${Date.now()}@example.com`;
    await subscribe(page, email, true);
    await waitForToast(page, TEXTS.newsletterFailed);
    assert.equal(
      await page.$eval(
        `${NEWSLETTER} input[type="email"]`,
        (input) => (input as HTMLInputElement).value,
      ),
      email,
    );
    await page.browserContext().close();
  });
});
