/**
 * The customer's receipt (docs/decisions/quote-flow.md, 'Receipt'): it carries nothing a
 * visitor typed but a short first name, goes to an address at most once a day, and never
 * to one that bounced, was suppressed or unsubscribed. On SQLite and PostgreSQL.
 */
import { openDatabase, type Database } from '../db/database';
import { listOutboxMessagesForLead, type OutboxMessage } from './outbox.repository';
import { RECEIPT_INTERVAL_MS, reserveReceipt, suppressEmail } from './receipt-recipients';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  startSmtpReceiver,
  type SmtpReceiver,
} from '../../test/support/lead-notification-receivers';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  waitFor,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { runLeadsCli } from '../cli/leads-cli';
import { PassThrough } from 'node:stream';

const FINISHED_QUOTE = {
  year: 2018,
  make: 'Ford',
  model: 'Escape',
  vehicleClass: 'suv',
  glass: 'back',
  payment: 'self',
};

/** The run from issue 26: a stranger's address, the spam in the name fields. */
const SPAM = {
  firstName: 'Your account is suspended… Pay the $99 fee at https://evil.example…',
  lastName: 'call +1-900-555-0100',
  message: 'Visit https://evil.example/pay now',
  quote: {
    year: 2020,
    make: 'Pay $99 at evil.example',
    model: 'call +1-900-555-0100',
    vehicleClass: 'car',
    glass: 'windshield',
    payment: 'insurance',
    insurer: 'Suspended account: evil.example',
  },
};

let keyCounter = 0;

describeEachDatabase('quote receipts', (kind) => {
  let cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function setUp(smtpOptions: Parameters<typeof startSmtpReceiver>[0] = {}): Promise<{
    database: TestDatabase;
    reader: Database;
    smtp: SmtpReceiver;
    service: LeadTestService;
  }> {
    const database = await kind.create();
    const reader = await openDatabase(database.config);
    const smtp = await startSmtpReceiver(smtpOptions);
    cleanups.push(database.drop, reader.close, smtp.close);
    const service = await startLeadTestService(
      database.config,
      {
        SMTP_URL: smtp.url,
        LEAD_NOTIFY_EMAIL: 'owner@shop.example',
        LEAD_FROM_EMAIL: 'website@shop.example',
      },
      { retryDelaysMs: [100, 100, 100], outboxPollIntervalMs: 20 },
    );
    cleanups.push(service.close);
    return { database, reader, smtp, service };
  }

  /** A finished quote; its id and the channels queued for it. */
  async function sendQuote(
    setup: { service: LeadTestService; reader: Database },
    overrides: Record<string, unknown>,
  ): Promise<{ id: string; channels: string[] }> {
    keyCounter += 1;
    const response = await postJson(
      setup.service,
      '/api/leads',
      validLeadBody({
        quote: FINISHED_QUOTE,
        idempotencyKey: `receipt-test-${Date.now()}-${keyCounter}`,
        ...overrides,
      }),
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const messages = await listOutboxMessagesForLead(setup.reader.db, id);
    return { id, channels: messages.map((message) => message.channel).sort() };
  }

  /** Receipts to `address`, headers and quoted-printable body decoded to text. */
  function receiptsTo(smtp: SmtpReceiver, address: string): string[] {
    return smtp.messages
      .filter((message) =>
        new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(message),
      )
      .map((message) =>
        Buffer.from(
          message
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => `%${hex}`)
            .replace(/%(?![0-9A-F]{2})/g, '%25'),
          'utf8',
        ).toString('utf8'),
      )
      .map((message) => decodeURIComponent(message));
  }

  test("a Spanish quote's receipt arrives in Spanish (docs/decisions/spanish.md#server)", async () => {
    const setup = await setUp();
    await sendQuote(setup, { email: 'lucia@correo.example', firstName: 'Lucía', language: 'es' });
    const receipt = await waitFor(
      async () => receiptsTo(setup.smtp, 'lucia@correo.example')[0],
      10_000,
      'the receipt',
    );
    expect(receipt).toMatch(/^Subject: .*Recibimos/m);
    expect(receipt).toMatch(/^Hola, Lucía:\r?$/m);
    expect(receipt).toMatch(/^Vehículo: 2018 Ford \(SUV, crossover o minivan\)\r?$/m);
    expect(receipt).toMatch(/^Vidrio: Vidrio trasero\r?$/m);
    expect(receipt).toMatch(/^Quién paga: Pago yo\r?$/m);
    expect(receipt).not.toMatch(/Thank you|Hello|Who pays|reply to this email/);
  });

  test('the spam run of the issue sends a receipt without a word the visitor typed', async () => {
    const setup = await setUp();
    const { id, channels } = await sendQuote(setup, { ...SPAM, email: 'Stranger@Mail.example' });
    expect(channels).toEqual(['email', 'receipt']);
    await waitFor(
      async () => receiptsTo(setup.smtp, 'stranger@mail.example')[0],
      10_000,
      'the receipt',
    );
    const receipt = receiptsTo(setup.smtp, 'stranger@mail.example')[0]!;
    for (const typed of [
      'evil',
      '$99',
      '900',
      'suspended',
      'Pay',
      'Visit',
      'call +1',
      'Suspended',
    ]) {
      expect({ typed, found: receipt.includes(typed) }).toEqual({ typed, found: false });
    }
    expect(receipt).toMatch(/^Hello,\r?$/m);
    expect(receipt).toMatch(/^Vehicle: 2020 \(Car/m);
    expect(receipt).toContain('Glass: Windshield');
    expect(receipt).toMatch(/^Who pays: My insurance will pay\r?$/m);
    // The owner still reads everything, for the inbox and the call back.
    const owner = setup.smtp.messages.find((message) => /^To: owner@shop\.example/m.test(message));
    expect(owner).toBeDefined();
    expect(id).toBeTruthy();
  });

  test('a plain name is greeted, and a listed make is named; a typed model is not', async () => {
    const setup = await setUp();
    await sendQuote(setup, {
      firstName: 'José',
      email: 'jose@mail.example',
      quote: { ...FINISHED_QUOTE, make: 'ford', model: 'Escape Titanium' },
    });
    const receipt = await waitFor(
      async () => receiptsTo(setup.smtp, 'jose@mail.example')[0],
      10_000,
      'the receipt',
    );
    expect(receipt).toMatch(/^Hello José,\r?$/m);
    expect(receipt).toMatch(/^Vehicle: 2018 Ford \(SUV/m);
    expect(receipt).not.toContain('Escape');
  });

  test('one receipt per address a day, even when the quotes are sent at once', async () => {
    const setup = await setUp();
    const first = await sendQuote(setup, { email: 'daily@mail.example' });
    expect(first.channels).toEqual(['email', 'receipt']);
    const second = await sendQuote(setup, { email: 'Daily@Mail.example' });
    expect(second.channels).toEqual(['email']);

    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => sendQuote(setup, { email: 'parallel@mail.example' })),
    );
    expect(parallel.filter((lead) => lead.channels.includes('receipt'))).toHaveLength(1);

    // A day later the address may have one again.
    const later = new Date(Date.now() + RECEIPT_INTERVAL_MS + 60_000);
    expect(await reserveReceipt(setup.reader.db, 'daily@mail.example', later)).toBe(true);
    expect(await reserveReceipt(setup.reader.db, 'daily@mail.example', later)).toBe(false);
  });

  test('none to an address that unsubscribed or was suppressed by hand', async () => {
    const setup = await setUp();
    const now = new Date().toISOString();
    await setup.reader.db
      .insertInto('newsletter_signups')
      .values({
        id: 'signup-1',
        email: 'gone@mail.example',
        consent_marketing: 1,
        consent_text: null,
        consent_at: now,
        page_url: null,
        client_ip: null,
        user_agent: null,
        created_at: now,
        unsubscribed_at: now,
      })
      .execute();
    expect((await sendQuote(setup, { email: 'gone@mail.example' })).channels).toEqual(['email']);

    const env = { ...setup.database.config } as NodeJS.ProcessEnv;
    expect(await cli(['suppress', 'add', ' Asked@Mail.example '], env)).toMatchObject({ code: 0 });
    expect((await cli(['suppress', 'list'], env)).stdout).toContain('asked@mail.example');
    expect((await sendQuote(setup, { email: 'asked@mail.example' })).channels).toEqual(['email']);
    expect(await cli(['suppress', 'remove', 'asked@mail.example'], env)).toMatchObject({
      code: 0,
    });
    expect((await sendQuote(setup, { email: 'asked@mail.example' })).channels).toEqual([
      'email',
      'receipt',
    ]);
  });

  test('a receipt the mail server refuses for good suppresses the address', async () => {
    const setup = await setUp({ rejectRecipients: ['bounce@mail.example'] });
    const { id } = await sendQuote(setup, { email: 'bounce@mail.example' });
    const failed = await waitFor(
      async () => {
        const messages: OutboxMessage[] = await listOutboxMessagesForLead(setup.reader.db, id);
        const receipt = messages.find((message) => message.channel === 'receipt');
        return receipt?.status === 'failed' ? receipt : undefined;
      },
      10_000,
      'the receipt marked failed',
    );
    // Refused for good: not retried.
    expect(failed.attempts).toBe(1);
    const suppressed = await setup.reader.db
      .selectFrom('email_suppressions')
      .selectAll()
      .where('email', '=', 'bounce@mail.example')
      .executeTakeFirst();
    expect(suppressed?.reason).toMatch(/^receipt bounced: .*550/);
    // No alert to the owner about the customer's address.
    expect(
      setup.smtp.messages.some((message) => /^Subject: Lead notification failed/m.test(message)),
    ).toBe(false);

    const later = new Date(Date.now() + 2 * RECEIPT_INTERVAL_MS);
    expect(await reserveReceipt(setup.reader.db, 'bounce@mail.example', later)).toBe(false);
    await suppressEmail(setup.reader.db, 'bounce@mail.example', 'again');
  });
});

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.resume();
  const code = await runLeadsCli(args, { env, stdout, stderr });
  return { code, stdout: Buffer.concat(out).toString('utf8') };
}
