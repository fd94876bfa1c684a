/**
 * From request to booked job, end to end at 390 px (issue 29, "Done when";
 * docs/decisions/bookings.md): a customer sends a quote with a damage photo from the
 * one-page form, the owner confirms today's afternoon window on the lead's page and gives
 * the job to a technician, the customer's confirmation email (captured by the test SMTP
 * server) carries the calendar file for that window in the business's time zone, and the
 * technician signs in on a phone and finds the job in "My jobs today".
 *
 * The server's clock starts on Tuesday, Dec 1, 2026 at 8:30 AM in America/Los_Angeles, so
 * "today" is a known working day before the same-day cut-off whatever the machine's date.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { ElementHandle } from 'puppeteer-core';
import sharp from 'sharp';
import { businessInstant } from '../../server/business-time';
import { paths } from '../../src/config/paths';
import { businessWindowsOn } from '../../src/content/quote-settings';
import { calendarAttachments, calendarText, parseCalendar } from '../support/calendar-mail';
import { clockStartingAt } from '../support/clocks';
import { waitFor } from '../support/lead-test-service';
import {
  leadsCli,
  pageText,
  pageWidth,
  signIn,
  submitAndWait,
  type AdminAccount,
} from './support/admin-browser';
import { openPage, startE2e, type E2eContext } from './support/e2e-server';

const OWNER: AdminAccount = { email: 'owner@example.com', password: 'owner password 2026' };
const TECH: AdminAccount = { email: 'tech@example.com', password: 'technician pass 2026' };
const PHONE = 390;
/** Tue, Dec 1, 2026, 8:30 AM PST: the business's "today" for this test. */
const TODAY = '2026-12-01';
const START = Date.parse('2026-12-01T16:30:00Z');
const CUSTOMER = {
  firstName: 'Dana',
  lastName: 'Booked',
  email: 'dana.booked@example.com',
  phone: '(510) 555-0166',
  zipCode: '94541',
};
const ADDRESS = '221 B St, Hayward, CA 94541';

/** '20261201T200000Z' from an ISO instant: how DTSTART and DTEND write UTC. */
const icsStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The customer's quote with one damage photo, sent from the one-page form (no script). */
async function sendQuoteWithPhoto(context: E2eContext, photoPath: string): Promise<string> {
  const { page } = await openPage(context, PHONE);
  await page.setJavaScriptEnabled(false);
  await page.goto(`${context.origin}${paths.quoteForm()}`, { waitUntil: 'load' });
  const form = 'form[enctype="multipart/form-data"]';
  await page.waitForSelector(form);
  await page.select(`${form} select[name="quote.year"]`, '2015');
  for (const [name, value] of [
    ['quote.make', 'Toyota'],
    ['quote.model', 'Prius'],
    ['zipCode', CUSTOMER.zipCode],
    ['firstName', CUSTOMER.firstName],
    ['lastName', CUSTOMER.lastName],
    ['email', CUSTOMER.email],
    ['phone', CUSTOMER.phone],
  ] as const) {
    await page.type(`${form} input[name="${name}"]`, value);
  }
  for (const selector of [
    'input[name="quote.vehicleClass"][value="car"]',
    'input[name="quote.glass"][value="windshield"]',
    'input[name="quote.features.forwardCamera"][value="no"]',
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
  await page.browserContext().close();

  const reader = new Database(context.sqlitePath, { readonly: true });
  try {
    const lead = reader.prepare('SELECT id FROM leads WHERE email = ?').get(CUSTOMER.email) as {
      id: string;
    };
    return lead.id;
  } finally {
    reader.close();
  }
}

describe('from request to booked job at 390 px', () => {
  let context: E2eContext;
  let leadId: string;
  const afternoon = businessWindowsOn(TODAY).find((window) => window.part === 'afternoon')!;

  before(async () => {
    context = await startE2e({ smtp: true, clock: clockStartingAt(START) });
    await leadsCli(context, ['user', 'add', OWNER.email, '--role', 'owner'], `${OWNER.password}\n`);
    await leadsCli(context, ['user', 'add', TECH.email, '--role', 'staff'], `${TECH.password}\n`);
    const photoPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'booking-photo-')), 'crack.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#557799' } })
      .jpeg()
      .toFile(photoPath);
    leadId = await sendQuoteWithPhoto(context, photoPath);
  });
  after(() => context?.stop());

  it('the owner books today, the customer gets the calendar file, the technician sees the job', async () => {
    assert.ok(afternoon, `Tuesday ${TODAY} has an afternoon window`);

    // The owner, on a phone: confirm today's afternoon window and give the job to the technician.
    const owner = await openPage(context, PHONE);
    await signIn(owner.page, context.origin, OWNER);
    await owner.page.goto(`${context.origin}/admin/leads/${leadId}`);
    const form = `form[action="/admin/leads/${leadId}/booking"]`;
    const offered = await owner.page.$$eval(`${form} select[name="window"] option`, (options) =>
      options.map((option) => ({
        value: (option as HTMLOptionElement).value,
        label: option.textContent!.replace(/\s+/g, ' ').trim(),
      })),
    );
    assert.deepEqual(
      offered.find((option) => option.value === afternoon.id),
      { value: afternoon.id, label: 'Tue, Dec 1, 12 PM – 6 PM · 3 left' },
      `today's afternoon is offered: ${JSON.stringify(offered)}`,
    );
    await owner.page.select(`${form} select[name="window"]`, afternoon.id);
    await owner.page.type(`${form} input[name="address"]`, ADDRESS);
    const techOption = await owner.page.$$eval(
      `${form} select[name="technician"] option`,
      (options) =>
        options
          .filter((option) => option.textContent!.trim() === 'tech@example.com')
          .map((option) => (option as HTMLOptionElement).value),
    );
    assert.equal(techOption.length, 1, 'the technician can be picked');
    await owner.page.select(`${form} select[name="technician"]`, techOption[0]!);
    const booked = await submitAndWait(owner.page, `${form} button[type="submit"]`);
    assert.equal(booked?.status(), 200);
    const leadPage = await pageText(owner.page);
    assert.match(leadPage, /Booked\. The customer is sent a confirmation with a calendar file\./);
    assert.match(leadPage, /Booked: Today, Tue, Dec 1, 12 PM – 6 PM/);
    assert.match(leadPage, /Technician: tech@example\.com/);
    assert.ok((await pageWidth(owner.page)) <= PHONE, 'the lead page fits the phone');

    // The day's schedule shows the job with the place it took.
    await owner.page.goto(`${context.origin}/admin/schedule`);
    const schedule = await pageText(owner.page);
    assert.match(schedule, /Dana Booked/);
    assert.match(schedule, /1 booked · 2 left/);
    assert.ok((await pageWidth(owner.page)) <= PHONE, 'the schedule fits the phone');
    assert.deepEqual(owner.errors, [], 'no console errors and no CSP violations');
    await owner.page.browserContext().close();

    // The customer's confirmation, with the calendar file of the booked window.
    const smtp = context.smtp!;
    const raw = await waitFor(
      async () =>
        smtp.messages.find(
          (message) =>
            message.includes(`To: ${CUSTOMER.email}`) && calendarAttachments(message).length > 0,
        ),
      15_000,
      'the booking email to the customer',
    );
    assert.match(raw, /filename=appointment\.ics/);
    const calendar = parseCalendar(calendarAttachments(raw)[0]!);
    assert.equal(calendar.properties.METHOD!.value, 'REQUEST');
    assert.equal(calendar.events.length, 1);
    const event = calendar.events[0]!;
    // 12 PM – 6 PM on Dec 1 in America/Los_Angeles (PST, UTC-8), written in UTC.
    assert.equal(event.DTSTART!.value, '20261201T200000Z');
    assert.equal(event.DTEND!.value, '20261202T020000Z');
    assert.equal(event.DTSTART!.value, icsStamp(businessInstant(TODAY, afternoon.startMinutes)));
    assert.equal(event.DTEND!.value, icsStamp(businessInstant(TODAY, afternoon.endMinutes)));
    assert.match(event.SUMMARY!.value, /auto glass appointment/);
    assert.equal(calendarText(event.LOCATION!.value), ADDRESS);
    assert.equal(event.STATUS!.value, 'CONFIRMED');

    // The technician, on a phone: My jobs today.
    const tech = await openPage(context, PHONE);
    const signedIn = await signIn(tech.page, context.origin, TECH);
    assert.equal(signedIn?.status(), 200);
    await submitAndWait(tech.page, 'a[href="/admin/my-jobs"]');
    const jobs = await pageText(tech.page);
    assert.match(jobs, /My jobs today/);
    assert.match(jobs, /Tue, Dec 1/);
    assert.match(jobs, /Dana Booked/);
    assert.match(jobs, /12 PM – 6 PM/);
    assert.match(jobs, new RegExp(ADDRESS));
    assert.match(jobs, /Vehicle\s+2015 Toyota Prius \(Car:/);
    assert.match(jobs, /Glass\s+Windshield replacement/);
    const call = await tech.page.$eval('.my-job a[href^="tel:"]', (link) => ({
      href: link.getAttribute('href'),
      text: link.textContent!.trim(),
    }));
    assert.deepEqual(call, { href: 'tel:+15105550166', text: 'Call (510) 555-0166' });
    // The photo loads for the technician (scrolled to, as it loads lazily).
    await tech.page.$eval('.my-job ul.photos img', (image) => image.scrollIntoView());
    await tech.page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('.my-job ul.photos img');
        return image !== null && image.complete && image.naturalWidth > 0;
      },
      { timeout: 10_000, polling: 100 },
    );
    assert.ok((await pageWidth(tech.page)) <= PHONE, 'my jobs fit the phone');
    assert.deepEqual(tech.errors, [], 'no console errors and no CSP violations');
    await tech.page.browserContext().close();
  });
});
