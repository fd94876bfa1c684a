/**
 * Text messages through the outbox (docs/decisions/text-messages.md), end to end against a
 * local fake of Twilio's Messages resource: the owner's new-lead text retried and sent once,
 * a permanent refusal not retried and shown on the lead page, no customer text without
 * consent.
 */
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  startFakeTextProvider,
  type FakeTextProvider,
} from '../../test/support/fake-text-provider';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  waitFor,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { AdminClient, runCli } from '../../test/support/admin-test-client';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import { parseServerEnv } from '../config/server-env';
import { openDatabase, type Database } from '../db/database';
import { findLeadById } from '../leads/lead.repository';
import type { ApiServiceOptions } from '../api-service';
import {
  listNotificationAttemptsForLead,
  listOutboxMessagesForLead,
  type OutboxMessage,
} from './outbox.repository';
import { newLeadAlertText, queueCustomerText } from './text-messages';
import type { Lead } from '../leads/lead';
import { queueBookingConfirmation } from './booking-messages';

const FAST: ApiServiceOptions = {
  retryDelaysMs: [50, 50, 50, 50, 50],
  outboxPollIntervalMs: 20,
};
const OWNER_PHONE = '+14155550100';
/** validLeadBody's phone, as stored. */
const CUSTOMER_PHONE = '+15105550187';
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };

function textEnv(fake: FakeTextProvider, extra: Record<string, string> = {}) {
  return {
    TWILIO_ACCOUNT_SID: fake.accountSid,
    TWILIO_AUTH_TOKEN: fake.authToken,
    TWILIO_FROM_NUMBER: '+15105550000',
    TWILIO_API_BASE_URL: fake.baseUrl,
    OWNER_ALERT_PHONE: '(415) 555-0100',
    ...extra,
  };
}

describeEachDatabase('text messages', (kind) => {
  let cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function setUp(
    fakeOptions: Parameters<typeof startFakeTextProvider>[0] = {},
    env: (fake: FakeTextProvider) => Record<string, string> = (fake) => textEnv(fake),
  ): Promise<{
    database: TestDatabase;
    reader: Database;
    fake: FakeTextProvider;
    service: LeadTestService;
  }> {
    const database = await kind.create();
    const fake = await startFakeTextProvider(fakeOptions);
    cleanups.push(database.drop, fake.close);
    const service = await startLeadTestService(database.config, env(fake), FAST);
    cleanups.push(service.close);
    const reader = await openDatabase(database.config);
    cleanups.push(reader.close);
    return { database, reader, fake, service };
  }

  async function sendLead(
    service: LeadTestService,
    overrides: Record<string, unknown> = {},
  ): Promise<string> {
    const response = await postJson(service, '/api/leads', validLeadBody(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  function settled(reader: Database, leadId: string, channel: string): Promise<OutboxMessage> {
    return waitFor(
      async () => {
        const messages = await listOutboxMessagesForLead(reader.db, leadId);
        const message = messages.find((candidate) => candidate.channel === channel);
        return message && message.status !== 'pending' ? message : undefined;
      },
      10_000,
      `the ${channel} message to settle`,
    );
  }

  test("the owner's new-lead text is retried against a failing provider and sent once", async () => {
    const { reader, fake, service } = await setUp();
    fake.failNext(2, 503);
    const leadId = await sendLead(service);

    const message = await settled(reader, leadId, 'sms');
    expect(message.status).toBe('sent');
    expect(message.attempts).toBe(3);
    expect(fake.requestCount()).toBe(3);
    expect(fake.messages).toHaveLength(1);
    const [text] = fake.messages;
    expect(text).toMatchObject({ to: OWNER_PHONE, from: '+15105550000' });
    expect(text!.body).toContain('New lead: Maria Lopez, +15105550187, 94545 (Hayward)');
    expect(text!.body).toContain(`/admin/leads/${leadId}`);
    // The attempt row is written just after the status (markOutboxSent): wait for it.
    const outcomes = await waitFor(
      async () => {
        const sms = (await listNotificationAttemptsForLead(reader.db, leadId))
          .filter((attempt) => attempt.channel === 'sms')
          .map((attempt) => attempt.outcome);
        return sms.includes('sent') ? sms : undefined;
      },
      10_000,
      'the sent attempt',
    );
    expect(outcomes).toEqual(['retry', 'retry', 'sent']);

    // Given time for more polls, nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.messages).toHaveLength(1);
  });

  test('a permanent refusal (invalid number) is not retried and shows on the lead page', async () => {
    const { database, reader, fake, service } = await setUp({ invalidNumbers: [CUSTOMER_PHONE] });
    const leadId = await sendLead(service, {
      consentTexts: true,
      consentTextsWording: TEXT_MESSAGE_CONSENT_TEXT,
    });
    await settled(reader, leadId, 'sms');
    const lead = (await findLeadById(reader.db, leadId))!;
    expect(
      await queueCustomerText(reader.db, lead, 'Your appointment is confirmed.', {
        channels: ['customer_sms'],
        now: new Date().toISOString(),
      }),
    ).toBe(true);

    const message = await settled(reader, leadId, 'customer_sms');
    expect(message.status).toBe('failed');
    expect(message.attempts).toBe(1);
    expect(message.lastError).toContain('HTTP 400');
    expect(message.lastError).toContain('code 21211');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // One request for the owner's text, one for the refused customer text: no retry.
    expect(fake.requestCount()).toBe(2);

    expect(
      (
        await runCli(
          ['user', 'add', OWNER.email, '--role', 'owner'],
          { ...database.config },
          `${OWNER.password}\n`,
        )
      ).code,
    ).toBe(0);
    const client = new AdminClient(service);
    expect((await client.signIn(OWNER.email, OWNER.password)).statusCode).toBe(303);
    const page = await client.get(`/admin/leads/${encodeURIComponent(leadId)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Text to the customer');
    expect(page.body).toContain('code 21211');
    expect(page.body).toContain('Text messages</dt>');
  }, 60_000);

  test('no customer text without consent, or without a text provider', async () => {
    const { reader, fake, service } = await setUp();
    const withoutConsent = await sendLead(service);
    const withConsent = await sendLead(service, { consentTexts: true });
    const now = new Date().toISOString();
    const body = 'Your appointment is confirmed for Monday 8 AM to noon.';

    const refused = (await findLeadById(reader.db, withoutConsent))!;
    expect(refused.consentTexts).toBe(false);
    expect(
      await queueCustomerText(reader.db, refused, body, { channels: ['customer_sms'], now }),
    ).toBe(false);
    const agreed = (await findLeadById(reader.db, withConsent))!;
    // Consent is stored with the wording the forms show when the page sent none.
    expect(agreed).toMatchObject({
      consentTexts: true,
      consentTextsWording: TEXT_MESSAGE_CONSENT_TEXT,
    });
    // No provider configured: nothing is queued even with consent.
    expect(await queueCustomerText(reader.db, agreed, body, { channels: ['email'], now })).toBe(
      false,
    );
    expect(
      await queueCustomerText(reader.db, agreed, body, { channels: ['customer_sms'], now }),
    ).toBe(true);

    const sent = await settled(reader, withConsent, 'customer_sms');
    expect(sent.status).toBe('sent');
    const customerTexts = fake.messages.filter((message) => message.to === CUSTOMER_PHONE);
    expect(customerTexts).toHaveLength(1);
    expect(customerTexts[0]!.body).toContain(body);
    expect(
      (await listOutboxMessagesForLead(reader.db, withoutConsent)).map(
        (message) => message.channel,
      ),
    ).toEqual(['sms']);
  });

  test('a booking confirmation goes by text too, only to a customer who agreed to texts', async () => {
    const { reader, fake, service } = await setUp();
    const withoutConsent = await sendLead(service);
    const withConsent = await sendLead(service, { consentTexts: true });
    const notice = {
      bookingId: 'booking-1',
      change: 'booked' as const,
      windowId: '2026-12-01-am',
      windowLabel: 'Tue, Dec 1, 8 AM – 12 PM',
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T20:00:00.000Z',
      address: '100 Main St, Hayward',
      sequence: 0,
      changedAt: new Date().toISOString(),
    };
    const channels = ['booking', 'customer_sms'] as const;
    const agreed = (await findLeadById(reader.db, withConsent))!;
    expect(await queueBookingConfirmation(reader.db, agreed, notice, channels)).toEqual([
      'booking',
      'customer_sms',
    ]);
    const refused = (await findLeadById(reader.db, withoutConsent))!;
    expect(await queueBookingConfirmation(reader.db, refused, notice, channels)).toEqual([
      'booking',
    ]);
    await settled(reader, withConsent, 'customer_sms');
    const texts = fake.messages.filter((message) => message.to === CUSTOMER_PHONE);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('booked: Tue, Dec 1, 8 AM – 12 PM at 100 Main St, Hayward');
  });
});

describe('text message settings', () => {
  test('half a Twilio configuration stops the start with what is missing', () => {
    expect(() => parseServerEnv({ TWILIO_ACCOUNT_SID: 'AC0123456789abcdef' })).toThrow(
      /TWILIO_AUTH_TOKEN: text messages need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together/,
    );
    expect(() => parseServerEnv({ OWNER_ALERT_PHONE: '555' })).toThrow(
      /OWNER_ALERT_PHONE: must be a US phone number/,
    );
    const env = parseServerEnv({
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '(510) 555-0000',
      OWNER_ALERT_PHONE: '415.555.0100',
    });
    expect(env).toMatchObject({
      TWILIO_FROM_NUMBER: '+15105550000',
      OWNER_ALERT_PHONE: OWNER_PHONE,
    });
    expect(env.TWILIO_API_BASE_URL).toBeUndefined();
  });
});

describe("the owner's new-lead text", () => {
  const lead = {
    id: 'lead-1',
    firstName: 'Lucía',
    lastName: 'Ramírez',
    phone: '+15105550187',
    zipCode: '94545',
    urgent: false,
    language: 'en',
  } as Lead;

  test('names a Spanish lead, in English, and leaves an English one as it was', () => {
    expect(newLeadAlertText({ ...lead, language: 'es' })).toMatch(
      /^New lead \(Spanish\): Lucía Ramírez, \+15105550187, 94545 \(Hayward\)\. /,
    );
    expect(newLeadAlertText(lead)).toMatch(/^New lead: Lucía Ramírez, /);
  });
});
