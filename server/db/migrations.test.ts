/**
 * Migrations: they run in the order they are listed, and a database made by the shipped
 * migrations upgrades with its leads intact (SQLite, and PostgreSQL when available).
 */
import { describeEachDatabase } from '../../test/support/lead-test-databases';
import { findLeadById } from '../leads/lead.repository';
import { openDatabase, type Database } from './database';
import { MIGRATION_NAMES } from './migrations';

test('migrations are listed in the order Kysely runs them (by name)', () => {
  expect([...MIGRATION_NAMES].sort()).toEqual(MIGRATION_NAMES);
  expect(new Set(MIGRATION_NAMES).size).toBe(MIGRATION_NAMES.length);
});

/**
 * A lead row with exactly the columns the migrations before the fleet fields made, as a test
 * stores it before upgrading: a customer with no optional details unless `changes` gives them.
 */
function leadRowBeforeFleetFields(id: string, createdAt: string, changes: object = {}) {
  return {
    id,
    created_at: createdAt,
    idempotency_key: id,
    first_name: 'Ana',
    last_name: 'Reyes',
    email: 'ana@example.com',
    phone: '+15105550171',
    zip_code: '94545',
    vin_number: null,
    message: null as string | null,
    service: 'windshield-replacement',
    urgent: 0,
    consent_marketing: 0,
    consent_privacy_policy: 1,
    consent_text: 'I agree.',
    consent_at: createdAt,
    page_url: null,
    hero_variant: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_content: null,
    client_ip: null as string | null,
    user_agent: null,
    spam_reason: null,
    body_hash: null,
    ...changes,
  };
}

/** The same row once the fleet-fields migration has run: its two columns, empty. */
function leadRowWithFleetFields(id: string, createdAt: string) {
  return { ...leadRowBeforeFleetFields(id, createdAt), company: null, fleet_size: null };
}

/** An outbox row as the migrations before the text messages made it. */
function outboxRow(leadId: string, createdAt: string, changes: object = {}) {
  return {
    id: 'outbox-1',
    lead_id: leadId,
    channel: 'email' as 'email' | 'receipt',
    payload: '{}',
    status: 'failed' as 'failed' | 'sent',
    attempts: 5,
    next_attempt_at: createdAt,
    last_error: 'SMTP 550' as string | null,
    created_at: createdAt,
    sent_at: null as string | null,
    ...changes,
  };
}

/**
 * One migration's upgrade check: a database built up to the migration before it is given
 * `rows`, then opened at the latest migration, where `check` reads what it kept and what it
 * now accepts.
 */
interface MigrationCheck {
  /** The migration, as the test names it, and what the test holds of it. */
  migration: string;
  holds: string;
  /** The last migration before the one checked. */
  builtUpTo: string;
  rows(db: Database['db']): Promise<void>;
  check(db: Database['db']): Promise<void>;
}

const fleetLead = leadRowBeforeFleetFields(
  'lead-1763900000000-abc123',
  '2026-11-20T10:00:00.000Z',
  {
    first_name: 'Lee',
    last_name: 'Wong',
    email: 'lee@bayfreight.example',
    phone: '+15105550170',
    message: 'Company: Bay Freight, about 30 vans',
    service: 'fleet-services',
    client_ip: '192.0.2.1',
  },
);
const quoteFlowLead = leadRowWithFleetFields(
  'lead-1764000000000-abc123',
  '2026-11-24T10:00:00.000Z',
);
const quoteFlowNotification = outboxRow(quoteFlowLead.id, quoteFlowLead.created_at);
const textsLead = leadRowWithFleetFields('lead-1764000000000-sms001', '2026-11-27T10:00:00.000Z');
const textsNotification = outboxRow(textsLead.id, textsLead.created_at, {
  channel: 'receipt',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-27T10:00:01.000Z',
});
const languageLead = leadRowWithFleetFields(
  'lead-1764100000000-lang01',
  '2026-11-28T10:00:00.000Z',
);

const MIGRATION_CHECKS: MigrationCheck[] = [
  {
    migration: 'fleet-fields',
    holds: 'adds company and fleet_size, leaving leads stored before readable without them',
    builtUpTo: '2026-11-23-reliability',
    async rows(db) {
      // The table as the earlier migrations left it has no fleet columns: the row is written
      // with exactly the columns it had then.
      await db.insertInto('leads').values(fleetLead).execute();
    },
    async check(db) {
      const lead = await findLeadById(db, fleetLead.id);
      expect(lead).toMatchObject({
        id: fleetLead.id,
        service: 'fleet-services',
        message: fleetLead.message,
        company: undefined,
        fleetSize: undefined,
      });
      await db
        .insertInto('leads')
        .values({
          ...fleetLead,
          id: 'lead-1763900000001-def456',
          idempotency_key: 'k2',
          company: 'Bay Freight',
          fleet_size: '11-50',
        })
        .execute();
      expect(await findLeadById(db, 'lead-1763900000001-def456')).toMatchObject({
        company: 'Bay Freight',
        fleetSize: '11-50',
      });
    },
  },
  {
    migration: 'quote-flow and receipt-channel',
    holds: 'keep the leads and notifications stored before, and accept a receipt',
    builtUpTo: '2026-11-25-notification-attempts',
    async rows(db) {
      await db.insertInto('leads').values(quoteFlowLead).execute();
      await db.insertInto('outbox').values(quoteFlowNotification).execute();
    },
    async check(db) {
      const stored = await findLeadById(db, quoteFlowLead.id);
      expect(stored).toMatchObject({ id: quoteFlowLead.id, incomplete: false });
      expect(stored?.quote).toBeUndefined();
      // text_body: added later by '2026-11-28b-text-messages', empty for older rows.
      expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([
        { ...quoteFlowNotification, text_body: null },
      ]);
      await db
        .insertInto('outbox')
        .values({ ...quoteFlowNotification, id: 'outbox-2', channel: 'receipt', status: 'pending' })
        .execute();
      // The channel check still refuses anything else.
      await expect(
        db
          .insertInto('outbox')
          .values({ ...quoteFlowNotification, id: 'outbox-3', channel: 'fax' as never })
          .execute(),
      ).rejects.toThrow();
    },
  },
  {
    migration: 'used-form-tokens',
    holds: 'adds an empty table of used tokens, one row per token',
    builtUpTo: '2026-11-25-receipt-channel',
    async rows() {
      // The table is new: there is nothing of it to keep.
    },
    async check(db) {
      expect(await db.selectFrom('used_form_tokens').selectAll().execute()).toEqual([]);
      const row = { token_id: 'mi0abc.AAAAAAAAAAAA', lead_key: 'k1', expires_at: '2026-12-01' };
      await db.insertInto('used_form_tokens').values(row).execute();
      // The token is the key: a second claim of it cannot add a row.
      await expect(
        db
          .insertInto('used_form_tokens')
          .values({ ...row, lead_key: 'k2' })
          .execute(),
      ).rejects.toThrow();
    },
  },
  {
    migration: 'text-messages',
    holds: 'keeps the outbox, accepts the text and reminder channels, and adds text consent',
    builtUpTo: '2026-11-27-used-form-tokens',
    async rows(db) {
      await db.insertInto('leads').values(textsLead).execute();
      await db.insertInto('outbox').values(textsNotification).execute();
    },
    async check(db) {
      expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([
        { ...textsNotification, text_body: null },
      ]);
      const stored = await findLeadById(db, textsLead.id);
      expect(stored).toMatchObject({ consentTexts: false, consentTextsWording: undefined });
      for (const [index, channel] of (
        ['sms', 'customer_sms', 'overdue_email', 'overdue_sms'] as const
      ).entries()) {
        await db
          .insertInto('outbox')
          .values({ ...textsNotification, id: `outbox-text-${index}`, channel, text_body: 'Hi' })
          .execute();
      }
      await expect(
        db
          .insertInto('outbox')
          .values({ ...textsNotification, id: 'outbox-fax', channel: 'fax' as never })
          .execute(),
      ).rejects.toThrow();
      // One summary per business day: a second claim of the day cannot add a row.
      const day = { business_date: '2026-11-27', claimed_at: '2026-11-27T15:00:00.000Z' };
      await db.insertInto('daily_summaries').values(day).execute();
      await expect(db.insertInto('daily_summaries').values(day).execute()).rejects.toThrow();
    },
  },
  {
    migration: 'lead-language',
    holds: 'reads every lead stored before as English, and stores a Spanish one',
    builtUpTo: '2026-11-28c-job-value',
    async rows(db) {
      await db.insertInto('leads').values(languageLead).execute();
    },
    async check(db) {
      expect(await findLeadById(db, languageLead.id)).toMatchObject({
        id: languageLead.id,
        language: 'en',
      });
      const spanishId = 'lead-1764100000001-lang02';
      await db
        .insertInto('leads')
        .values({ ...languageLead, id: spanishId, idempotency_key: spanishId, language: 'es' })
        .execute();
      expect(await findLeadById(db, spanishId)).toMatchObject({ language: 'es' });
    },
  },
];

describeEachDatabase('the migrations', (kind) => {
  test.each(MIGRATION_CHECKS)(
    'the $migration migration: $holds',
    async ({ builtUpTo, rows, check }) => {
      const database = await kind.create();
      try {
        const before = await openDatabase(database.config, { migrateUpTo: builtUpTo });
        try {
          await rows(before.db);
        } finally {
          await before.close();
        }
        const after = await openDatabase(database.config);
        try {
          await check(after.db);
        } finally {
          await after.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
