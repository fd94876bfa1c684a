/**
 * The owner's inbox end to end (docs/decisions/owner-inbox.md): accounts made with the
 * real CLI against the e2e database, a lead sent from a landing page in Chromium, then
 * the inbox worked in Chromium: sign in, find the lead with its UTM fields, change its
 * status, add a note, resend a failed notification, read the report, sign out. And the
 * refusals: no session, a throttled password, a form without its CSRF token, staff export.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../../server/db/database';
import { findLeadById } from '../../server/leads/lead.repository';
import {
  insertOutboxMessages,
  listOutboxMessagesForLead,
  markOutboxAttemptFailed,
} from '../../server/outbox/outbox.repository';
import { leadsCli, pageText as text, signIn, submitAndWait } from './support/admin-browser';
import { openPage, startE2e, waitForApp, type E2eContext } from './support/e2e-server';

const OWNER = { email: 'owner@example.com', password: 'owner password 2026' };
const STAFF = { email: 'staff@example.com', password: 'staff password 2026' };
const LOCKED = { email: 'locked@example.com', password: 'locked password 2026' };
const LANDING = '/leads/facebook?utm_source=facebook&utm_medium=paid&utm_campaign=fall-chips';
const FORM = 'form[data-lead-form]';

async function submitLandingLead(context: E2eContext): Promise<void> {
  const { page } = await openPage(context);
  await page.evaluateOnNewDocument(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(`${context.origin}${LANDING}`, { waitUntil: 'load' });
  await waitForApp(page);
  const fields: Array<[string, string]> = [
    ['firstName', 'Rosa'],
    ['lastName', 'Inbox-Test'],
    ['email', 'rosa.inbox@example.com'],
    ['phone', '(408) 555-0123'],
    ['zipCode', '95112'],
  ];
  for (const [name, value] of fields) {
    const input = await page.$(`${FORM} [name="${name}"]`);
    assert.ok(input, `no field ${name}`);
    await input.click({ count: 3 });
    await input.type(value);
  }
  const consent = await page.$(`${FORM} input[type="checkbox"][name="consentPrivacyPolicy"]`);
  if (consent && !(await consent.evaluate((box) => box.checked))) await consent.click();
  await (await page.$(`${FORM} button[type="submit"]`))!.click();
  await page.waitForFunction(() => window.location.pathname === '/thank-you', { timeout: 15_000 });
  await page.browserContext().close();
}

describe('owner inbox end to end', () => {
  let context: E2eContext;
  let leadId: string;

  before(async () => {
    context = await startE2e();
    const added = await leadsCli(
      context,
      ['user', 'add', OWNER.email, '--role', 'owner'],
      `${OWNER.password}\n`,
    );
    assert.match(added, /Added owner@example\.com \(owner\)/);
    assert.doesNotMatch(added, /owner password/);
    await leadsCli(context, ['user', 'add', STAFF.email, '--role', 'staff'], `${STAFF.password}\n`);
    await leadsCli(context, ['user', 'add', LOCKED.email], `${LOCKED.password}\n`);
    await submitLandingLead(context);

    // The e2e server has no notification channel; give the lead a notification that
    // failed for good, as a dead SMTP server would leave it.
    const database = await openDatabase({ SQLITE_PATH: context.sqlitePath });
    try {
      const row = await database.db
        .selectFrom('leads')
        .select('id')
        .where('email', '=', 'rosa.inbox@example.com')
        .executeTakeFirstOrThrow();
      leadId = row.id;
      await insertOutboxMessages(database.db, (await findLeadById(database.db, leadId))!, [
        'email',
      ]);
      const [message] = await listOutboxMessagesForLead(database.db, leadId);
      await markOutboxAttemptFailed(
        database.db,
        message!.id,
        'EAUTH SMTP 535 bad credentials',
        undefined,
      );
    } finally {
      await database.close();
    }
  });
  after(() => context?.stop());

  it('sends a visitor without a session to sign in, showing no lead data', async () => {
    const { page, errors } = await openPage(context, 390);
    const response = await page.goto(`${context.origin}/admin`);
    assert.equal(new URL(page.url()).pathname, '/admin/sign-in');
    assert.equal(response?.headers()['x-robots-tag'], 'noindex, nofollow');
    assert.doesNotMatch(await page.content(), /Rosa|Inbox-Test/);
    const lead = await page.goto(`${context.origin}/admin/leads/${leadId}`);
    assert.equal(new URL(page.url()).pathname, '/admin/sign-in');
    assert.doesNotMatch((await lead?.text()) ?? '', /Rosa/);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('works a lead: list with UTM, status, note, resend, report, sign out', async () => {
    const { page, errors } = await openPage(context, 390);
    const signedIn = await signIn(page, context.origin, OWNER);
    assert.equal(signedIn?.status(), 200);
    assert.equal(new URL(page.url()).pathname, '/admin');
    const cookies = await page.browserContext().cookies();
    const session = cookies.find((cookie) => cookie.name === 'admin_session');
    assert.ok(session?.httpOnly, 'HttpOnly session cookie');
    assert.equal(session?.sameSite, 'Strict');

    const list = await text(page);
    assert.match(list, /Rosa Inbox-Test/);
    assert.match(list, /\/leads\/facebook · facebook \/ fall-chips/);
    assert.match(list, /Windshield replacement · San Jose 95112/);
    assert.match(list, /just now|1 min ago/);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the list is ${wide}px wide on a 390px phone`);

    await submitAndWait(page, `a[href="/admin/leads/${leadId}"]`);
    const detail = await text(page);
    assert.match(detail, /95112 · San Jose, Santa Clara County · \d+ miles from the base, inside/);
    assert.match(detail, /UTM source\s+facebook/);
    assert.match(detail, /UTM campaign\s+fall-chips/);
    assert.match(detail, /Wording shown\s+I have read and agree/);
    assert.ok(await page.$('a[href="tel:+14085550123"]'), 'tap to call');
    assert.ok(await page.$('a[href^="sms:+14085550123"]'), 'tap to text');
    assert.ok(await page.$('a[href^="mailto:rosa.inbox@example.com"]'), 'tap to email');
    assert.match(detail, /Last error: EAUTH SMTP 535 bad credentials/);

    await page.select('select[name="status"]', 'quoted');
    await submitAndWait(page, 'form[action$="/status"] button');
    assert.match(await text(page), /Status saved\./);
    assert.equal(
      await page.$eval('select[name="status"]', (select) => (select as HTMLSelectElement).value),
      'quoted',
    );

    await page.type('textarea[name="note"]', 'Quoted $320 with OEM glass; calls back Friday.');
    await submitAndWait(page, 'form[action$="/notes"] button');
    const noted = await text(page);
    assert.match(noted, /Note added\./);
    assert.match(noted, /Quoted \$320 with OEM glass; calls back Friday\.\s+owner@example\.com/);

    await submitAndWait(page, 'form[action$="/resend"] button');
    const resent = await text(page);
    assert.match(resent, /Notification queued again/);
    assert.match(resent, /Email to you\s+pending · 0 attempts/);
    assert.match(resent, /The email notification sent again by owner@example\.com/);
    assert.match(resent, /Status changed from new to quoted by owner@example\.com/);

    await page.goto(`${context.origin}/admin/report`);
    const report = await text(page);
    assert.match(report, /What converts/);
    assert.match(report, /Impressions are not counted here/);
    assert.match(report, /facebook\s+1\s+0\s+0%/);
    assert.match(report, /fall-chips\s+1\s+0\s+0%/);
    assert.match(report, /\/leads\/facebook\s+1\s+0\s+0%/);
    const exportLink = await page.$eval(
      'a[href^="/admin/export.csv"]',
      (link) => (link as HTMLAnchorElement).href,
    );
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), exportLink);
    assert.match(csv, /Rosa,Inbox-Test,rosa\.inbox@example\.com/);

    await page.goto(`${context.origin}/admin`);
    await submitAndWait(page, '.sign-out button');
    assert.equal(new URL(page.url()).pathname, '/admin/sign-in');
    await page.goto(`${context.origin}/admin`);
    assert.equal(new URL(page.url()).pathname, '/admin/sign-in', 'signed out for good');
    assert.deepEqual(errors, [], 'no console errors and no CSP violations');
    await page.browserContext().close();
  });

  it('throttles a password guessed wrong again and again', async () => {
    const { page } = await openPage(context, 390);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn(page, context.origin, {
        ...LOCKED,
        password: `guess ${attempt}`,
      });
      assert.equal(response?.status(), 401);
      assert.match(await text(page), /That email and password do not match an active account\./);
    }
    const blocked = await signIn(page, context.origin, LOCKED);
    assert.equal(blocked?.status(), 429);
    assert.match(await text(page), /Too many failed sign-ins/);
    assert.equal(new URL(page.url()).pathname, '/admin/sign-in');
    await page.browserContext().close();
  });

  it('refuses a form without its CSRF token', async () => {
    const { page } = await openPage(context, 1280);
    await signIn(page, context.origin, STAFF);
    await page.goto(`${context.origin}/admin/leads/${leadId}`);
    await page.$eval('form[action$="/status"] input[name="_csrf"]', (input) => input.remove());
    await page.select('select[name="status"]', 'lost');
    const refused = await submitAndWait(page, 'form[action$="/status"] button');
    assert.equal(refused?.status(), 403);
    assert.match(await text(page), /Form expired/);
    await page.goto(`${context.origin}/admin/leads/${leadId}`);
    assert.equal(
      await page.$eval('select[name="status"]', (select) => (select as HTMLSelectElement).value),
      'quoted',
    );
    await page.browserContext().close();
  });

  it('does not let staff export or manage users', async () => {
    const { page } = await openPage(context, 1280);
    await signIn(page, context.origin, STAFF);
    await page.goto(`${context.origin}/admin/report`);
    assert.equal(await page.$('a[href^="/admin/export.csv"]'), null, 'no export link for staff');
    const exported = await page.goto(`${context.origin}/admin/export.csv`);
    assert.equal(exported?.status(), 403);
    assert.doesNotMatch((await exported?.text()) ?? '', /Rosa/);
    assert.equal((await page.goto(`${context.origin}/admin/users`))?.status(), 403);
    await page.browserContext().close();
  });

  it('is in neither the sitemap nor robots.txt', async () => {
    const sitemap = await (await fetch(`${context.origin}/sitemap.xml`)).text();
    const robots = await (await fetch(`${context.origin}/robots.txt`)).text();
    assert.doesNotMatch(sitemap, /\/admin/);
    assert.doesNotMatch(robots, /\/admin/);
  });
});
