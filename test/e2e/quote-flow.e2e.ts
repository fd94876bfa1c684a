/**
 * The quote flow end to end on a 390px phone (docs/decisions/quote-flow.md): from a model
 * page's "Get Free Quote" through vehicle, glass, ZIP, contact, estimate, window and photo
 * to the stored lead; a full window not offered; the out-of-area ZIP and wrong VIN
 * messages; a reload that resumes; the home page's gate opening the flow; and same-day
 * windows before and after the profile's cut-off, with the server and the page at a chosen time.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { paths } from '../../src/config/paths';
import { modelSlug } from '../../src/content/load/brand-lookup';
import { businessProfile } from '../../src/content/business-profile';
import {
  APPOINTMENT_SETTINGS,
  BUSINESS_TIME_ZONE,
  businessWindowsOn,
  offeredWindows,
  QUOTE_PRICES,
} from '../../src/content/quote-settings';
import { appointmentWindows, SAME_DAY_LABEL_PREFIX } from '../../src/domain/appointment-windows';
import { LEAD_MESSAGES, leadReference } from '../../src/domain/lead-fields';
import { estimateQuote, formatPriceRange } from '../../src/domain/quote';
import { clockStartingAt, fixedClock, wallClockInstant } from '../support/clocks';
import { followServerClock } from './support/browser-clock';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

const FLOW = 'form[data-quote-step]';
/** Where the same-day send step's screenshot is kept for a person to look at (not compared). */
const SHOTS_DIR = process.env.QUOTE_SHOTS_DIR;
const MODEL_PATH = paths.brandModel('tesla', modelSlug('Model 3'));

async function open(
  context: E2eContext,
  route: string,
  beforeLoad?: (page: Page) => Promise<void>,
) {
  const opened = await openPage(context, 390);
  await beforeLoad?.(opened.page);
  await opened.page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
  await opened.page.goto(`${context.origin}${route}`, { waitUntil: 'load' });
  await waitForApp(opened.page);
  return opened;
}

async function step(page: Page, name: string) {
  try {
    await page.waitForSelector(`${FLOW}[data-quote-step="${name}"]`, { timeout: 10000 });
  } catch (error) {
    // Say what the flow shows instead (an error message names the field to fix).
    const shown = await page.$eval(FLOW, (form) => form.textContent).catch(() => 'no flow');
    throw new Error(`The flow did not reach "${name}"; it shows: ${shown}`, { cause: error });
  }
}

/** The control a label names inside the flow (label text match at the start). */
async function labelled(page: Page, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.evaluateHandle(
    (text, selector) => {
      const labels = [...document.querySelectorAll<HTMLLabelElement>(`${selector} label`)];
      // An exact label first: 'Year' is a field, 'Year, make and model' a choice.
      const exact = labels.find((element) => element.textContent?.trim() === text);
      return (
        (exact ?? labels.find((element) => element.textContent?.trim().startsWith(text)))
          ?.control ?? null
      );
    },
    label,
    FLOW,
  );
  const element = handle.asElement() as ElementHandle<HTMLInputElement> | null;
  assert.ok(element, `no control labelled "${label}"`);
  return element;
}

async function fill(page: Page, label: string, value: string) {
  const field = await labelled(page, label);
  await field.click({ count: 3 });
  await field.press('Backspace');
  await field.type(value);
}

async function select(page: Page, label: string, value: string) {
  const field = await labelled(page, label);
  await field.select(value);
}

/** Ticks the radio whose label starts with `option`, in the fieldset whose legend is `legend`. */
async function pick(page: Page, legend: string, option: string) {
  const handle = await page.evaluateHandle(
    (legendText, optionText, selector) => {
      const fieldset = [...document.querySelectorAll(`${selector} fieldset`)].find((candidate) =>
        candidate.querySelector('legend')?.textContent?.startsWith(legendText),
      );
      return (
        [...(fieldset?.querySelectorAll('label') ?? [])].find((label) =>
          label.textContent?.trim().startsWith(optionText),
        ) ?? null
      );
    },
    legend,
    option,
    FLOW,
  );
  const label = handle.asElement() as ElementHandle<HTMLLabelElement> | null;
  assert.ok(label, `no option "${option}" under "${legend}"`);
  // Scrolled to the middle first: at the bottom of a phone screen the call bar covers it.
  await label.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await label.click();
}

async function next(page: Page) {
  const button = (await page.$(`${FLOW} button[type="submit"]`))!;
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click();
}

async function flowText(page: Page): Promise<string> {
  return page.$eval(FLOW, (form) => form.textContent ?? '');
}

describe('quote flow at 390px', () => {
  let context: E2eContext;
  let photoPath: string;

  before(async () => {
    context = await startE2e();
    photoPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'quote-photo-')), 'crack.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#557799' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 38/1 0/1' } })
      .toFile(photoPath);
  });
  after(() => context?.stop());

  it('from a model page to a stored lead with vehicle, estimate, window and photo', async () => {
    // The first window is full already: it must not be offered.
    const [fullWindow, ...openWindows] = offeredWindows();
    const db = new Database(context.sqlitePath);
    db.prepare('INSERT INTO appointment_slots (window_id, booked) VALUES (?, ?)').run(
      fullWindow!.id,
      APPOINTMENT_SETTINGS.capacityPerWindow,
    );
    db.close();

    // The hero's Get Free Quote opens the quote page with the car chosen.
    const { page, errors } = await open(context, MODEL_PATH);
    await page.click('.page-hero-actions a[href^="/quote"]');
    await page.waitForFunction(() => window.location.pathname === '/quote');

    // Vehicle: the page's make and model are filled in. A wrong VIN gets its message first.
    await step(page, 'vehicle');
    assert.equal(await (await labelled(page, 'Make')).evaluate((field) => field.value), 'Tesla');
    assert.equal(await (await labelled(page, 'Model')).evaluate((field) => field.value), 'Model 3');
    await pick(page, 'How would you like to tell us?', 'The VIN');
    await fill(page, 'VIN', '1HGCM82633A004353');
    // The Model 3's class comes from its recorded body style: not asked.
    await next(page);
    await page.waitForFunction(
      (selector, message) => document.querySelector(selector)?.textContent?.includes(message),
      {},
      FLOW,
      LEAD_MESSAGES.vinCheckDigit,
    );
    await pick(page, 'How would you like to tell us?', 'Year, make and model');
    await select(page, 'Year', '2021');
    await next(page);

    await step(page, 'glass');
    await pick(page, 'What needs fixing?', 'Windshield replacement');
    // The 2021 Model 3's camera is on record: shown, not asked (quote-flow.md, 'The estimate').
    assert.match(
      await flowText(page),
      /2021 Tesla Model 3: camera behind the mirror, from our records/,
    );
    await pick(page, 'Rain sensor', 'No');
    await next(page);

    // Where and who, on one screen: an out-of-area ZIP gets its honest message, a Bay Area
    // one its city.
    await step(page, 'contact');
    await fill(page, 'ZIP code', '95814');
    await page.waitForFunction(
      (selector) =>
        /outside our usual service area/.test(document.querySelector(selector)!.textContent!),
      {},
      FLOW,
    );
    await fill(page, 'ZIP code', '94545');
    await page.waitForFunction(
      (selector) =>
        /Hayward, Alameda County: inside our service area/.test(
          document.querySelector(selector)!.textContent!,
        ),
      {},
      FLOW,
    );

    // A reload resumes at the same step, with the answers kept.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    await step(page, 'contact');
    assert.equal(
      await page.$eval(`${FLOW} input[name="zipCode"]`, (input) => input.value),
      '94545',
    );

    const email = `quote.${Date.now()}@example.com`;
    await fill(page, 'First name', 'Lena');
    await fill(page, 'Last name', 'Okafor');
    await fill(page, 'Email', email);
    await fill(page, 'Phone', '(510) 555-0133');
    await (await labelled(page, 'I have read and agree to the privacy policy')).click();
    await next(page);

    // The last screen: who pays (the visitor, until they say otherwise), the estimate, the
    // time and the photos, beside Send.
    await step(page, 'send');
    // The flow ticks "I pay" as the step opens (an effect after its first render), so the
    // check waits for it rather than reading the very first frame.
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.checked === true,
      { timeout: 5000 },
      `${FLOW} input[name="payment"][value="self"]`,
    );
    const expected = estimateQuote(QUOTE_PRICES!, {
      glass: 'windshield',
      vehicleClass: 'car',
      features: {
        forwardCamera: 'yes',
        rainSensor: 'no',
        heatedArea: 'unsure',
        headUpDisplay: 'unsure',
      },
    });
    assert.ok((await flowText(page)).includes(formatPriceRange(expected)));

    await page.waitForSelector(`${FLOW} input[name="appointmentWindow"]`);
    const offered = await page.$$eval(`${FLOW} input[name="appointmentWindow"]`, (inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    assert.ok(!offered.includes(fullWindow!.id), 'the full window is not offered');
    // "Call me to arrange a time" first (chosen until a time is picked), then the times.
    assert.deepEqual(offered.slice(0, 2), ['', openWindows[0]!.id]);
    await pick(page, 'Time window', openWindows[0]!.label);

    const input = (await page.$(`${FLOW} input[type="file"]`)) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(photoPath);
    await page.waitForFunction(
      (selector) => /crack\.jpg: attached/.test(document.querySelector(selector)!.textContent!),
      { timeout: 15000 },
      FLOW,
    );
    // The phone's rear camera is offered (that input took the photo), and the photo shows
    // as a thumbnail of the visitor's own file with a remove button.
    assert.equal(await input.evaluate((element) => element.getAttribute('capture')), 'environment');
    assert.ok(await page.$(`${FLOW} .flow-photos img[src^="blob:"]`), 'a thumbnail');
    assert.ok(await page.$(`${FLOW} button[aria-label="Remove crack.jpg"]`), 'a remove button');
    await next(page);
    // The finish is the thank-you page, with the reference, the summary and the window.
    await page.waitForSelector('#receipt-title', { timeout: 10000 });
    assert.equal(new URL(page.url()).pathname, paths.thankYou());
    const receiptText = await page.$eval(
      '#receipt-title',
      (title) => title.parentElement!.textContent,
    );

    const reader = new Database(context.sqlitePath, { readonly: true });
    const lead = reader
      .prepare('SELECT * FROM leads WHERE email = ? AND incomplete = 0')
      .get(email) as {
      id: string;
      service: string;
      quote_json: string;
      appointment_window: string;
      zip_code: string;
    };
    const photos = reader
      .prepare('SELECT width, height FROM quote_photos WHERE lead_id = ?')
      .all(lead.id);
    reader.close();
    assert.equal(lead.service, 'windshield-replacement');
    assert.equal(lead.zip_code, '94545');
    assert.equal(lead.appointment_window, openWindows[0]!.id);
    const quote = JSON.parse(lead.quote_json);
    assert.deepEqual(
      [quote.year, quote.make, quote.model, quote.vehicleClass, quote.glass],
      [2021, 'Tesla', 'Model 3', 'car', 'windshield'],
    );
    assert.deepEqual(quote.estimate, { low: expected.low, high: expected.high });
    assert.deepEqual(photos, [{ width: 640, height: 480 }]);
    assert.ok(receiptText?.includes(leadReference(lead.id)), `reference of ${lead.id}`);
    assert.ok(receiptText?.includes('2021 Tesla Model 3'));
    assert.ok(receiptText?.includes(openWindows[0]!.label));
    assert.ok(await page.$('a[download$=".ics"]'), 'an add-to-calendar link');
    // The finished flow is forgotten: the next visit starts afresh.
    assert.equal(await page.evaluate(() => localStorage.getItem('quote-flow')), null);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('Back and Forward move between the steps with the answers kept; Back from the first leaves', async () => {
    const { page, errors } = await open(context, MODEL_PATH);
    await page.click('.page-hero-actions a[href^="/quote"]');
    await page.waitForFunction(() => window.location.pathname === '/quote');
    await step(page, 'vehicle');
    await select(page, 'Year', '2021');
    await next(page);
    await step(page, 'glass');
    await pick(page, 'What needs fixing?', 'Windshield replacement');

    // The phone's Back gesture: the screen before, not the top of another page.
    await page.goBack();
    await step(page, 'vehicle');
    assert.equal(new URL(page.url()).pathname, '/quote');
    assert.equal(await (await labelled(page, 'Year')).evaluate((field) => field.value), '2021');
    await page.goForward();
    await step(page, 'glass');
    assert.equal(
      await page.$eval(`${FLOW} input[name="glass"][value="windshield"]`, (radio) => radio.checked),
      true,
    );
    // Back twice: the first step, then the page the flow was opened from.
    await page.goBack();
    await step(page, 'vehicle');
    await page.goBack();
    await page.waitForFunction((model) => window.location.pathname === model, {}, MODEL_PATH);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('an unfinished flow left after the contact step reaches the business, flagged incomplete', async () => {
    const { page, errors } = await open(context, '/#contact');
    await page.click('#contact ::-p-text(Start my free quote)');
    await step(page, 'vehicle');
    await select(page, 'Year', '2017');
    await select(page, 'Make', 'Honda');
    await select(page, 'Model', 'CR-V');
    // The CR-V's recorded body style gives its class: not asked.
    assert.match(await flowText(page), /2017 Honda CR-V: SUV/);
    await next(page);
    await step(page, 'glass');
    await pick(page, 'What needs fixing?', 'Door window');
    await pick(page, 'Which door?', 'Rear, driver side');
    await next(page);
    await step(page, 'contact');
    await fill(page, 'ZIP code', '94110');
    const email = `unfinished.${Date.now()}@example.com`;
    await fill(page, 'First name', 'Sam');
    await fill(page, 'Last name', 'Ortiz');
    await fill(page, 'Email', email);
    await fill(page, 'Phone', '(415) 555-0148');
    await (await labelled(page, 'I have read and agree to the privacy policy')).click();
    await next(page);
    await step(page, 'send');
    await pick(page, 'Who pays for the glass?', 'My insurance will pay');
    // The estimate for an insurance job is the insurer's terms, not a price.
    assert.match(await flowText(page), /We bill your insurer directly/);

    // The visitor leaves: a full page load of another address ends this page.
    await page.goto(`${context.origin}${paths.privacyPolicy()}`, { waitUntil: 'load' });
    // A wait for a condition, long enough for a loaded CI machine.
    const deadline = Date.now() + 30_000;
    let row: { incomplete: number; quote_json: string; spam_reason: string | null } | undefined;
    while (!row && Date.now() < deadline) {
      const reader = new Database(context.sqlitePath, { readonly: true });
      row = reader.prepare('SELECT * FROM leads WHERE email = ?').get(email) as typeof row;
      reader.close();
      if (!row) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(row, 'the unfinished request was stored');
    assert.equal(row.incomplete, 1);
    assert.equal(row.spam_reason, null);
    assert.deepEqual(
      (({ year, make, model, glass, door, payment }) => ({
        year,
        make,
        model,
        glass,
        door,
        payment,
      }))(JSON.parse(row.quote_json)),
      {
        year: 2017,
        make: 'Honda',
        model: 'CR-V',
        glass: 'door',
        door: 'rear-left',
        payment: 'insurance',
      },
    );
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('without JavaScript: the one-page form from the home gate stores the quote and its photo', async () => {
    const { page } = await openPage(context, 390);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${context.origin}/`, { waitUntil: 'load' });
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.$eval(`#contact a[href="${paths.quoteForm()}"]`, (link) =>
        (link as HTMLElement).click(),
      ),
    ]);
    const form = 'form[enctype="multipart/form-data"]';
    await page.waitForSelector(form);
    const email = `plain.${Date.now()}@example.com`;
    await page.select(`${form} select[name="quote.year"]`, '2015');
    for (const [name, value] of [
      ['quote.make', 'Toyota'],
      ['quote.model', 'Prius'],
      ['zipCode', '94501'],
      ['firstName', 'Dana'],
      ['lastName', 'Kim'],
      ['email', email],
      ['phone', '(510) 555-0166'],
    ]) {
      await page.type(`${form} input[name="${name}"]`, value!);
    }
    for (const selector of [
      'input[name="quote.vehicleClass"][value="car"]',
      'input[name="quote.glass"][value="windshield"]',
      'input[name="quote.features.forwardCamera"][value="yes"]',
      'input[name="quote.payment"][value="self"]',
      'input[name="consentPrivacyPolicy"]',
    ]) {
      await page.$eval(`${form} ${selector}`, (input) => (input as HTMLInputElement).click());
    }
    const input = (await page.$(`${form} input[type="file"]`)) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(photoPath);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.$eval(`${form} button[type="submit"]`, (button) => (button as HTMLElement).click()),
    ]);
    assert.equal(new URL(page.url()).pathname, paths.thankYou());

    const reader = new Database(context.sqlitePath, { readonly: true });
    const lead = reader.prepare('SELECT * FROM leads WHERE email = ?').get(email) as {
      id: string;
      quote_json: string;
      service: string;
    };
    const photos = reader.prepare('SELECT id FROM quote_photos WHERE lead_id = ?').all(lead.id);
    reader.close();
    // The reference, and only it, in the URL and on the page the server filled in.
    assert.equal(new URL(page.url()).search, `?ref=${leadReference(lead.id)}`);
    assert.equal(
      await page.$eval('strong[data-lead-reference]', (slot) => slot.textContent),
      leadReference(lead.id),
    );
    assert.equal(lead.service, 'windshield-replacement');
    assert.deepEqual(
      (({ year, make, model, vehicleClass, glass, payment }) => ({
        year,
        make,
        model,
        vehicleClass,
        glass,
        payment,
      }))(JSON.parse(lead.quote_json)),
      {
        year: 2015,
        make: 'Toyota',
        model: 'Prius',
        vehicleClass: 'car',
        glass: 'windshield',
        payment: 'self',
      },
    );
    assert.equal(photos.length, 1);
    await page.browserContext().close();
  });

  it('from the home page: the hero opens the first question in one tap, on the first screen', async () => {
    const { page, errors } = await open(context, '/');
    await page.setViewport({ width: 390, height: 844 });
    // The snapshot holds every hero variant; the visitor taps the one on screen.
    const heroButtons = await page.$$('.hero-actions a[href="/quote"]');
    const visible = [];
    for (const button of heroButtons) if (await button.isVisible()) visible.push(button);
    assert.equal(visible.length, 1, 'one hero quote button on screen');
    await visible[0]!.click();
    await step(page, 'vehicle');
    const firstQuestionTop = await page.$eval(`${FLOW} fieldset`, (fieldset) =>
      Math.round(fieldset.getBoundingClientRect().top + window.scrollY),
    );
    assert.ok(firstQuestionTop < 844, `first question at ${firstQuestionTop}px`);
    // No consent gate before it: the consent is on the contact step.
    assert.equal(await page.$(`${FLOW} input[name="consentPrivacyPolicy"]`), null);
    // The phone's sticky bar steps aside while the flow is on screen.
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('nav[aria-label="Quick actions"]')!).visibility ===
        'hidden',
      { timeout: 5000 },
    );
    // No sideways scrolling on the phone with the flow open.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('"Free Quote" on a service-in-city page opens the flow there, preset with the service', async () => {
    const { page, errors } = await open(
      context,
      paths.serviceInCity('door-glass-replacement', 'san-jose'),
    );
    await page.$eval('nav[aria-label="Quick actions"] a[href^="/quote"]', (link) =>
      (link as HTMLAnchorElement).click(),
    );
    await step(page, 'vehicle');
    assert.equal(new URL(page.url()).search, '?service=door-glass-replacement&city=san-jose');
    assert.match(await page.$eval('h1', (h1) => h1.textContent ?? ''), /San Jose/);
    await select(page, 'Year', '2020');
    await select(page, 'Make', 'Honda');
    await select(page, 'Model', 'Civic');
    assert.match(await flowText(page), /2020 Honda Civic: Car/);
    await next(page);
    await step(page, 'glass');
    const door = await page.$eval(
      `${FLOW} input[name="glass"][value="door"]`,
      (input) => (input as HTMLInputElement).checked,
    );
    assert.equal(door, true, 'the door glass is preset');
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('a hurried visitor who skips what they can, gives contact details and closes the tab leaves a stored lead', async () => {
    const { page } = await open(context, paths.quoteForm());
    const phone = '(510) 555-0177';
    const email = `hurried.${Date.now()}@example.com`;
    // What the visitor answers only when a step refuses to go on without it.
    const answersWhenAsked: Record<string, () => Promise<void>> = {
      vehicle: async () => {
        await select(page, 'Year', '2018');
        await select(page, 'Make', 'Toyota');
        await select(page, 'Model', 'Camry');
        // The Camry's class comes from its recorded facts.
      },
      glass: () => pick(page, 'What needs fixing?', 'Windshield replacement'),
      contact: async () => {
        await fill(page, 'ZIP code', '94541');
        await fill(page, 'First name', 'Rae');
        await fill(page, 'Last name', 'Tanaka');
        await fill(page, 'Email', email);
        await fill(page, 'Phone', phone);
        await (await labelled(page, 'I have read and agree to the privacy policy')).click();
      },
    };
    const current = () => page.$eval(FLOW, (form) => form.getAttribute('data-quote-step'));
    for (let tap = 0; tap < 20; tap += 1) {
      const before = await current().catch(() => null);
      if (before === null) break;
      await next(page);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await current().catch(() => null);
      if (after === before && answersWhenAsked[before]) {
        await answersWhenAsked[before]!();
        delete answersWhenAsked[before];
      } else if (before === 'send') {
        break;
      }
    }
    // Whatever the flow shows now, the visitor closes the tab.
    await page.close({ runBeforeUnload: true });
    // A wait for a condition, long enough for a loaded CI machine.
    const deadline = Date.now() + 30_000;
    let row: { phone: string; quote_json: string } | undefined;
    while (!row && Date.now() < deadline) {
      const reader = new Database(context.sqlitePath, { readonly: true });
      row = reader.prepare('SELECT * FROM leads WHERE email = ?').get(email) as typeof row;
      reader.close();
      if (!row) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(row, 'the request was stored');
    assert.match(JSON.parse(row.quote_json).make ?? '', /Toyota/);
  });
});

/** 'YYYY-MM-DD' of the day after `date`. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Minutes since midnight of the profile's 'HH:MM' same-day cut-off. */
function profileCutoffMinutes(): number {
  const cutoff = APPOINTMENT_SETTINGS.sameDayCutoff;
  assert.ok(cutoff, 'the profile takes same-day work (quote.appointments.sameDayCutoff)');
  const [hours, minutes] = cutoff.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * A weekday the business works, from the profile's hours and holidays: the first Monday to
 * Friday from January 5 of this year. This year, because the snapshots were built this year
 * and a page hydrating in another year renders another list of model years.
 */
function openWeekday(): string {
  for (let date = `${new Date().getFullYear()}-01-05`; ; date = dayAfter(date)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && businessWindowsOn(date).length > 0) return date;
  }
}

/** The business's wall clock at `instant`: 'YYYY-MM-DD HH:MM' in its time zone. */
function businessWallClock(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The flow's send step reached with a 2017 Honda CR-V's door glass and Bay Area contact details. */
async function reachSendStep(page: Page, email: string) {
  await step(page, 'vehicle');
  await select(page, 'Year', '2017');
  await select(page, 'Make', 'Honda');
  await select(page, 'Model', 'CR-V');
  await next(page);
  await step(page, 'glass');
  await pick(page, 'What needs fixing?', 'Door window');
  await pick(page, 'Which door?', 'Rear, driver side');
  await next(page);
  await step(page, 'contact');
  await fill(page, 'ZIP code', '94110');
  await fill(page, 'First name', 'Ana');
  await fill(page, 'Last name', 'Reyes');
  await fill(page, 'Email', email);
  await fill(page, 'Phone', '(415) 555-0152');
  await (await labelled(page, 'I have read and agree to the privacy policy')).click();
  await next(page);
  await step(page, 'send');
  // The windows have loaded: a time beside "Call me to arrange a time".
  await page.waitForSelector(`${FLOW} input[name="appointmentWindow"]:not([value=""])`);
}

/** The time windows the send step offers, in order, without "Call me to arrange a time". */
async function shownWindows(page: Page): Promise<{ id: string; label: string }[]> {
  return page.$$eval(`${FLOW} input[name="appointmentWindow"]`, (inputs) =>
    inputs
      .map((input) => ({
        id: (input as HTMLInputElement).value,
        label: (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
      }))
      .filter((window) => window.id !== ''),
  );
}

/**
 * Same day when it is true (docs/decisions/quote-flow.md): the server and the page both read
 * a chosen business day and hour, taken from the profile's hours and cut-off, so the test
 * does not depend on when it runs. Each case has its own server, since the clock is the
 * server's.
 */
describe('same-day windows at 390px, at a chosen time', () => {
  const day = openWeekday();
  const cutoff = profileCutoffMinutes();

  /**
   * A server whose clock reads `minutes` after midnight on `day`, running on from there or,
   * with `held`, staying at that instant; and a phone page whose clock starts there too.
   */
  async function startAt(minutes: number, { held = false } = {}) {
    const instant = wallClockInstant(day, minutes, BUSINESS_TIME_ZONE);
    const clock = held ? fixedClock(instant) : clockStartingAt(instant);
    const context = await startE2e({ clock });
    const opened = await open(context, paths.quoteForm(), async (page) => {
      await followServerClock(page, clock);
      await page.emulateTimezone(BUSINESS_TIME_ZONE);
    });
    return { context, instant, ...opened };
  }

  describe('before the cut-off on a working weekday', () => {
    let context: E2eContext | undefined;
    after(() => context?.stop());

    it("offers today's remaining windows first, labelled today, and takes a request for one", async () => {
      // Half an hour before the cut-off: today's windows that still start far enough ahead.
      const started = await startAt(cutoff - 30);
      context = started.context;
      const { page, errors, instant } = started;
      const minutes = String((cutoff - 30) % 60).padStart(2, '0');
      assert.equal(
        businessWallClock(instant),
        `${day} ${String(Math.floor((cutoff - 30) / 60)).padStart(2, '0')}:${minutes}`,
      );
      // The page reads the same day and hour as the server.
      const pageNow = await page.evaluate(() => Date.now());
      assert.ok(
        pageNow >= instant && pageNow - instant < 120_000,
        `the page's clock is at the chosen time (off by ${pageNow - instant} ms)`,
      );

      const todays = offeredWindows(new Date(instant)).filter((window) => window.date === day);
      assert.ok(todays.length > 0, `the profile offers a window on ${day} before its cut-off`);
      for (const window of todays) assert.ok(window.startMinutes > cutoff - 30);

      const email = `sameday.${Date.now()}@example.com`;
      await reachSendStep(page, email);
      const shown = await shownWindows(page);
      assert.deepEqual(
        shown.slice(0, todays.length).map((window) => window.id),
        todays.map((window) => window.id),
        "today's windows come first",
      );
      for (const window of shown.slice(0, todays.length)) {
        assert.ok(window.label.startsWith(SAME_DAY_LABEL_PREFIX), `"${window.label}" says today`);
      }
      assert.ok(
        shown
          .slice(todays.length)
          .every((window) => !window.label.startsWith(SAME_DAY_LABEL_PREFIX)),
        'only today is labelled today',
      );
      if (SHOTS_DIR) {
        mkdirSync(SHOTS_DIR, { recursive: true });
        const flow = (await page.$(FLOW))!;
        await flow.screenshot({ path: `${SHOTS_DIR}/send-step-same-day-390.png` });
      }

      const chosen = todays[0]!;
      await pick(page, 'Time window', chosen.label);
      await next(page);
      await page.waitForSelector('#receipt-title', { timeout: 10000 });
      assert.equal(new URL(page.url()).pathname, paths.thankYou());
      const receiptText = await page.$eval(
        '#receipt-title',
        (title) => title.parentElement!.textContent,
      );
      assert.ok(receiptText?.includes(chosen.label), `the thank-you page shows ${chosen.label}`);

      const reader = new Database(context.sqlitePath, { readonly: true });
      const lead = reader
        .prepare('SELECT appointment_window FROM leads WHERE email = ? AND incomplete = 0')
        .get(email) as { appointment_window: string } | undefined;
      reader.close();
      assert.equal(lead?.appointment_window, chosen.id);
      assert.deepEqual(errors, []);
    });
  });

  describe('at the cut-off on the same day', () => {
    let context: E2eContext | undefined;
    after(() => context?.stop());

    it('offers nothing today: the first window is on the next day the business works', async () => {
      // The cut-off minute itself, held there: the latest time at which a window today could
      // still start with enough notice, so only the cut-off keeps today off the list.
      const instant = wallClockInstant(day, cutoff, BUSINESS_TIME_ZONE);
      const withoutCutoff = appointmentWindows({
        hours: businessProfile.hoursText,
        closedOn: APPOINTMENT_SETTINGS.closedOn,
        workingDays: APPOINTMENT_SETTINGS.workingDays,
        now: new Date(instant),
        timeZone: BUSINESS_TIME_ZONE,
        sameDayCutoffMinutes: 24 * 60,
      });
      assert.ok(
        withoutCutoff.some((window) => window.date === day),
        `without its cut-off the profile would still offer a window on ${day} at the cut-off`,
      );
      const started = await startAt(cutoff, { held: true });
      context = started.context;
      const { page, errors } = started;
      let nextOpenDay = dayAfter(day);
      while (businessWindowsOn(nextOpenDay).length === 0) nextOpenDay = dayAfter(nextOpenDay);

      await reachSendStep(page, `sameday.late.${Date.now()}@example.com`);
      const shown = await shownWindows(page);
      assert.ok(
        shown.every((window) => !window.id.startsWith(day)),
        `nothing on ${day}: ${shown.map((window) => window.id).join(', ')}`,
      );
      assert.ok(shown.every((window) => !window.label.startsWith(SAME_DAY_LABEL_PREFIX)));
      assert.equal(shown[0]?.id, businessWindowsOn(nextOpenDay)[0]!.id);
      assert.deepEqual(errors, []);
    });
  });
});
