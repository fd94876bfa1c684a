/**
 * Migrations: they run in the order they are listed, and a database made by the shipped
 * migrations upgrades with its leads intact (SQLite, and PostgreSQL when available).
 */
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import { findLeadById } from '../leads/lead.repository';
import { openDatabase, type Database } from './database';
import { MIGRATION_NAMES } from './migrations';

test('migrations are listed in the order Kysely runs them (by name)', () => {
  expect([...MIGRATION_NAMES].sort()).toEqual(MIGRATION_NAMES);
  expect(new Set(MIGRATION_NAMES).size).toBe(MIGRATION_NAMES.length);
});

describeEachDatabase('the fleet-fields migration', (kind) => {
  let database: TestDatabase;
  const opened: Database[] = [];

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    for (const each of opened.reverse()) await each.close();
    await database?.drop();
  });

  test('adds company and fleet_size, leaving leads stored before readable without them', async () => {
    const before = await openDatabase(database.config, {
      migrateUpTo: '2026-11-23-reliability',
    });
    opened.push(before);
    const old = {
      id: 'lead-1763900000000-abc123',
      created_at: '2026-11-20T10:00:00.000Z',
      idempotency_key: 'lead-1763900000000-abc123',
      first_name: 'Lee',
      last_name: 'Wong',
      email: 'lee@bayfreight.example',
      phone: '+15105550170',
      zip_code: '94545',
      vin_number: null,
      message: 'Company: Bay Freight, about 30 vans',
      service: 'fleet-services',
      urgent: 0,
      consent_marketing: 0,
      consent_privacy_policy: 1,
      consent_text: 'I agree.',
      consent_at: '2026-11-20T10:00:00.000Z',
      page_url: null,
      hero_variant: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      client_ip: '192.0.2.1',
      user_agent: null,
      spam_reason: null,
      body_hash: null,
    };
    // The table as the earlier migrations left it has no fleet columns: the row is written
    // with exactly the columns it had then.
    await before.db.insertInto('leads').values(old).execute();
    await before.close();
    opened.pop();

    const after = await openDatabase(database.config);
    opened.push(after);
    const lead = await findLeadById(after.db, old.id);
    expect(lead).toMatchObject({
      id: old.id,
      service: 'fleet-services',
      message: old.message,
      company: undefined,
      fleetSize: undefined,
    });

    await after.db
      .insertInto('leads')
      .values({
        ...old,
        id: 'lead-1763900000001-def456',
        idempotency_key: 'k2',
        company: 'Bay Freight',
        fleet_size: '11-50',
      })
      .execute();
    expect(await findLeadById(after.db, 'lead-1763900000001-def456')).toMatchObject({
      company: 'Bay Freight',
      fleetSize: '11-50',
    });
  });
});

describeEachDatabase('the quote-flow and receipt-channel migrations', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.drop();
  });

  test('keep the leads and notifications stored before, and accept a receipt', async () => {
    const before = await openDatabase(database.config, {
      migrateUpTo: '2026-11-25-notification-attempts',
    });
    const lead = {
      id: 'lead-1764000000000-abc123',
      created_at: '2026-11-24T10:00:00.000Z',
      idempotency_key: 'lead-1764000000000-abc123',
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.com',
      phone: '+15105550171',
      zip_code: '94545',
      vin_number: null,
      message: null,
      service: 'windshield-replacement',
      urgent: 0,
      consent_marketing: 0,
      consent_privacy_policy: 1,
      consent_text: 'I agree.',
      consent_at: '2026-11-24T10:00:00.000Z',
      page_url: null,
      hero_variant: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      client_ip: null,
      user_agent: null,
      spam_reason: null,
      body_hash: null,
      company: null,
      fleet_size: null,
    };
    await before.db.insertInto('leads').values(lead).execute();
    const notification = {
      id: 'outbox-1',
      lead_id: lead.id,
      channel: 'email' as const,
      payload: '{}',
      status: 'failed' as const,
      attempts: 5,
      next_attempt_at: lead.created_at,
      last_error: 'SMTP 550',
      created_at: lead.created_at,
      sent_at: null,
    };
    await before.db.insertInto('outbox').values(notification).execute();
    await before.close();

    const after = await openDatabase(database.config);
    try {
      const stored = await findLeadById(after.db, lead.id);
      expect(stored).toMatchObject({ id: lead.id, incomplete: false });
      expect(stored?.quote).toBeUndefined();
      // text_body: added later by '2026-11-28b-text-messages', empty for older rows.
      expect(await after.db.selectFrom('outbox').selectAll().execute()).toEqual([
        { ...notification, text_body: null },
      ]);
      await after.db
        .insertInto('outbox')
        .values({ ...notification, id: 'outbox-2', channel: 'receipt', status: 'pending' })
        .execute();
      // The channel check still refuses anything else.
      await expect(
        after.db
          .insertInto('outbox')
          .values({ ...notification, id: 'outbox-3', channel: 'fax' as never })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await after.close();
    }
  });
});

describeEachDatabase('the used-form-tokens migration', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.drop();
  });

  test('adds an empty table of used tokens, one row per token', async () => {
    const before = await openDatabase(database.config, {
      migrateUpTo: '2026-11-25-receipt-channel',
    });
    await before.close();

    const after = await openDatabase(database.config);
    try {
      expect(await after.db.selectFrom('used_form_tokens').selectAll().execute()).toEqual([]);
      const row = { token_id: 'mi0abc.AAAAAAAAAAAA', lead_key: 'k1', expires_at: '2026-12-01' };
      await after.db.insertInto('used_form_tokens').values(row).execute();
      // The token is the key: a second claim of it cannot add a row.
      await expect(
        after.db
          .insertInto('used_form_tokens')
          .values({ ...row, lead_key: 'k2' })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await after.close();
    }
  });
});

describeEachDatabase('the text-messages migration', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.drop();
  });

  test('keeps the outbox, accepts the text and reminder channels, and adds text consent', async () => {
    const before = await openDatabase(database.config, {
      migrateUpTo: '2026-11-27-used-form-tokens',
    });
    const leadId = 'lead-1764000000000-sms001';
    await before.db
      .insertInto('leads')
      .values({
        id: leadId,
        created_at: '2026-11-27T10:00:00.000Z',
        idempotency_key: leadId,
        first_name: 'Ana',
        last_name: 'Reyes',
        email: 'ana@example.com',
        phone: '+15105550171',
        zip_code: '94545',
        vin_number: null,
        message: null,
        service: 'windshield-replacement',
        urgent: 0,
        consent_marketing: 0,
        consent_privacy_policy: 1,
        consent_text: 'I agree.',
        consent_at: '2026-11-27T10:00:00.000Z',
        page_url: null,
        hero_variant: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_content: null,
        client_ip: null,
        user_agent: null,
        spam_reason: null,
        body_hash: null,
        company: null,
        fleet_size: null,
      })
      .execute();
    const notification = {
      id: 'outbox-1',
      lead_id: leadId,
      channel: 'receipt' as const,
      payload: '{}',
      status: 'sent' as const,
      attempts: 1,
      next_attempt_at: '2026-11-27T10:00:00.000Z',
      last_error: null,
      created_at: '2026-11-27T10:00:00.000Z',
      sent_at: '2026-11-27T10:00:01.000Z',
    };
    await before.db.insertInto('outbox').values(notification).execute();
    await before.close();

    const after = await openDatabase(database.config);
    try {
      expect(await after.db.selectFrom('outbox').selectAll().execute()).toEqual([
        { ...notification, text_body: null },
      ]);
      const stored = await findLeadById(after.db, leadId);
      expect(stored).toMatchObject({ consentTexts: false, consentTextsWording: undefined });
      for (const [index, channel] of (
        ['sms', 'customer_sms', 'overdue_email', 'overdue_sms'] as const
      ).entries()) {
        await after.db
          .insertInto('outbox')
          .values({ ...notification, id: `outbox-text-${index}`, channel, text_body: 'Hi' })
          .execute();
      }
      await expect(
        after.db
          .insertInto('outbox')
          .values({ ...notification, id: 'outbox-fax', channel: 'fax' as never })
          .execute(),
      ).rejects.toThrow();
      // One summary per business day: a second claim of the day cannot add a row.
      const day = { business_date: '2026-11-27', claimed_at: '2026-11-27T15:00:00.000Z' };
      await after.db.insertInto('daily_summaries').values(day).execute();
      await expect(after.db.insertInto('daily_summaries').values(day).execute()).rejects.toThrow();
    } finally {
      await after.close();
    }
  });
});

describeEachDatabase('the lead-language migration', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.drop();
  });

  test('reads every lead stored before as English, and stores a Spanish one', async () => {
    const before = await openDatabase(database.config, { migrateUpTo: '2026-11-28c-job-value' });
    const leadId = 'lead-1764100000000-lang01';
    const row = {
      id: leadId,
      created_at: '2026-11-28T10:00:00.000Z',
      idempotency_key: leadId,
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.com',
      phone: '+15105550171',
      zip_code: '94545',
      vin_number: null,
      message: null,
      service: 'windshield-replacement',
      urgent: 0,
      consent_marketing: 0,
      consent_privacy_policy: 1,
      consent_text: 'I agree.',
      consent_at: '2026-11-28T10:00:00.000Z',
      page_url: null,
      hero_variant: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      client_ip: null,
      user_agent: null,
      spam_reason: null,
      body_hash: null,
      company: null,
      fleet_size: null,
    };
    await before.db.insertInto('leads').values(row).execute();
    await before.close();

    const after = await openDatabase(database.config);
    try {
      expect(await findLeadById(after.db, leadId)).toMatchObject({ id: leadId, language: 'en' });
      const spanishId = 'lead-1764100000001-lang02';
      await after.db
        .insertInto('leads')
        .values({ ...row, id: spanishId, idempotency_key: spanishId, language: 'es' })
        .execute();
      expect(await findLeadById(after.db, spanishId)).toMatchObject({ language: 'es' });
    } finally {
      await after.close();
    }
  });
});
