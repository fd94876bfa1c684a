/**
 * Schema migrations, run at start-up by every service instance and by the CLI.
 *
 * The migrations are listed in code rather than found on disk, so they work the same
 * under tsx, jest and a bundled build. On PostgreSQL, Kysely's migrator takes an
 * advisory lock, so instances starting together migrate once. Never edit a migration
 * that has shipped; add a new one.
 */
import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationResultSet,
} from 'kysely';
import type { DatabaseSchema } from './schema';

const migrations: Record<string, Migration> = {
  '2026-05-01-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('idempotency_key', 'text', (column) => column.unique())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('zip_code', 'text', (column) => column.notNull())
        .addColumn('vin_number', 'text')
        .addColumn('message', 'text')
        .addColumn('service', 'text', (column) => column.notNull())
        .addColumn('urgent', 'integer', (column) => column.notNull())
        .addColumn('consent_marketing', 'integer', (column) => column.notNull())
        .addColumn('consent_privacy_policy', 'integer', (column) => column.notNull())
        .addColumn('consent_text', 'text')
        .addColumn('consent_at', 'text', (column) => column.notNull())
        .addColumn('page_url', 'text')
        .addColumn('hero_variant', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('utm_content', 'text')
        .addColumn('client_ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

      await db.schema
        .createTable('newsletter_signups')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('consent_marketing', 'integer', (column) => column.notNull())
        .addColumn('consent_text', 'text')
        .addColumn('consent_at', 'text', (column) => column.notNull())
        .addColumn('page_url', 'text')
        .addColumn('client_ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addCheckConstraint('outbox_channel', sql`channel in ('email', 'webhook')`)
        .addCheckConstraint('outbox_status', sql`status in ('pending', 'sent', 'failed')`)
        .execute();
      // The worker's only query: due rows of one status, oldest first.
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('window_start', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
        .execute();
    },
  },
  '2026-11-23-reliability': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/server-reliability.md: spam is stored and flagged, never dropped.
      await db.schema.alterTable('leads').addColumn('spam_reason', 'text').execute();
      // The idempotency key is bound to the body it first came with.
      await db.schema.alterTable('leads').addColumn('body_hash', 'text').execute();
      // Generated secrets shared by every instance on the database (the form token's).
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
      // The health check's write probe (always rolled back).
      await db.schema
        .createTable('health_probe')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('checked_at', 'text', (column) => column.notNull())
        .addColumn('filler', 'text')
        .execute();
    },
  },
  // Kysely runs migrations in name order and refuses a new one that sorts before one already
  // run: hence '23b', after '2026-11-23-reliability'.
  '2026-11-23b-fleet-fields': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/fleet-leads.md: a fleet lead's company and fleet size; null on every
      // other lead and on leads stored before. One column per statement: SQLite's ALTER
      // TABLE adds one at a time.
      await db.schema.alterTable('leads').addColumn('company', 'text').execute();
      await db.schema.alterTable('leads').addColumn('fleet_size', 'text').execute();
    },
  },
  '2026-11-24-owner-inbox': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/owner-inbox.md. Statuses and roles are checked in code
      // (server/admin/admin-config.ts), the one list of each.
      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('leads').addColumn('status_changed_at', 'text').execute();
      await db.schema.createIndex('leads_status').on('leads').column('status').execute();

      await db.schema
        .createTable('admin_users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('password_changed_at', 'text', (column) => column.notNull())
        .addColumn('disabled_at', 'text')
        .execute();

      // The cookie carries a random id; the table keeps only its SHA-256, so a copy of
      // the database signs nobody in.
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('admin_users.id'))
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_seen_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('client_ip', 'text')
        .execute();
      await db.schema
        .createIndex('admin_sessions_user_id')
        .on('admin_sessions')
        .column('user_id')
        .execute();

      // Failed sign-ins per account and per address, in fixed windows. Apart from
      // rate_limits, whose one-minute windows are pruned every minute.
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('window_start', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('sign_in_failures_pkey', ['key', 'window_start'])
        .execute();

      // Who did what, when. The email is copied so the row stays readable after the
      // account is gone; no foreign keys, so a deleted lead keeps its history of changes.
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text')
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text')
        .addColumn('detail', 'text')
        .addColumn('client_ip', 'text')
        .execute();
      await db.schema.createIndex('audit_log_lead_id').on('audit_log').column('lead_id').execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
        .addColumn('author_email', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('lead_notes_lead_id')
        .on('lead_notes')
        .column('lead_id')
        .execute();

      // Newsletter sign-ups can be ended by the subscriber's one-click link.
      await db.schema
        .alterTable('newsletter_signups')
        .addColumn('unsubscribed_at', 'text')
        .execute();
    },
  },
  '2026-11-25-notification-attempts': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/owner-inbox.md, 'Notification history': one row per delivery
      // attempt, beside the outbox's running count and last error. No foreign key, as
      // audit_log: the lead's deletion removes its rows in code (admin.repository.ts).
      await db.schema
        .createTable('notification_attempts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('outbox_id', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('attempted_at', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('error', 'text')
        .addCheckConstraint(
          'notification_attempts_outcome',
          sql`outcome in ('sent', 'retry', 'failed')`,
        )
        .execute();
      await db.schema
        .createIndex('notification_attempts_lead_id')
        .on('notification_attempts')
        .columns(['lead_id', 'attempted_at'])
        .execute();
    },
  },
  '2026-11-25-quote-flow': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/quote-flow.md. The quote's answers as JSON (read whole, never
      // queried by part), the requested window, and whether the visitor finished.
      await db.schema.alterTable('leads').addColumn('quote_json', 'text').execute();
      await db.schema.alterTable('leads').addColumn('appointment_window', 'text').execute();
      await db.schema
        .alterTable('leads')
        .addColumn('incomplete', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      // One row per window with requests: the count that refuses an overbooked window.
      await db.schema
        .createTable('appointment_slots')
        .addColumn('window_id', 'text', (column) => column.primaryKey())
        .addColumn('booked', 'integer', (column) => column.notNull())
        .execute();
      // Damage photos, re-encoded, as base64 text so one column type serves both
      // databases; uploaded before the lead, attached to it when it is stored.
      await db.schema
        .createTable('quote_photos')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('mime_type', 'text', (column) => column.notNull())
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('height', 'integer', (column) => column.notNull())
        .addColumn('bytes', 'integer', (column) => column.notNull())
        .addColumn('data_base64', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('quote_photos_lead_id')
        .on('quote_photos')
        .column('lead_id')
        .execute();
    },
  },
  '2026-11-25-receipt-channel': {
    async up(db: Kysely<unknown>) {
      // The customer's receipt of a quote request goes through the outbox like the owner's
      // notifications (docs/decisions/quote-flow.md, 'Receipt'), so the channel check
      // grows a value. PostgreSQL changes the constraint in place; SQLite cannot, so the
      // table is rebuilt with the same columns, rows and indexes (nothing references it).
      const channels = sql`channel in ('email', 'webhook', 'receipt')`;
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table outbox drop constraint outbox_channel`.execute(db);
        await sql`alter table outbox add constraint outbox_channel check (${channels})`.execute(db);
        return;
      }
      await db.schema
        .createTable('outbox_rebuilt')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addCheckConstraint('outbox_channel', channels)
        .addCheckConstraint('outbox_status', sql`status in ('pending', 'sent', 'failed')`)
        .execute();
      await sql`insert into outbox_rebuilt (id, lead_id, channel, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        select id, lead_id, channel, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at from outbox`.execute(
        db,
      );
      await db.schema.dropTable('outbox').execute();
      await db.schema.alterTable('outbox_rebuilt').renameTo('outbox').execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute();
    },
  },
  '2026-11-27-photo-quotas': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/quote-flow.md, 'Photo limits': who sent a photo (the hash of its
      // form token, the client address for the first hour), so uploads can be counted.
      await db.schema.alterTable('quote_photos').addColumn('form_token_hash', 'text').execute();
      await db.schema.alterTable('quote_photos').addColumn('client_address', 'text').execute();
      await db.schema
        .createIndex('quote_photos_form_token_hash')
        .on('quote_photos')
        .column('form_token_hash')
        .execute();
      await db.schema
        .createIndex('quote_photos_client_address')
        .on('quote_photos')
        .column('client_address')
        .execute();
    },
  },
  '2026-11-27-receipt-limits': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/quote-flow.md, 'Receipt': one receipt per address per day, none to
      // an address that bounced. One row per address; the primary key makes the daily
      // reservation one atomic upsert on SQLite and PostgreSQL alike.
      await db.schema
        .createTable('receipt_recipients')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('last_receipt_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('email_suppressions')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-27-used-form-tokens': {
    async up(db: Kysely<unknown>) {
      // Each form token stores at most one lead (with its quote's unfinished copy); the
      // token is claimed here, shared by every instance, and forgotten once it has expired
      // (docs/decisions/server-reliability.md, 'Spam is stored and flagged').
      await db.schema
        .createTable('used_form_tokens')
        .addColumn('token_id', 'text', (column) => column.primaryKey())
        .addColumn('lead_key', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('used_form_tokens_expires_at')
        .on('used_form_tokens')
        .column('expires_at')
        .execute();
    },
  },
  '2026-11-28a-bookings': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/bookings.md. A lead's appointment: one row per lead, the current
      // one (its changes are written to the audit log in words). No foreign key, as
      // audit_log: deleting a lead deletes its booking in code (admin.repository.ts).
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().unique())
        .addColumn('window_id', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('technician_id', 'text')
        .addColumn('booked_by', 'text', (column) => column.notNull())
        .addColumn('booked_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        // The calendar file's SEQUENCE: bumped on every reschedule and on cancelling.
        .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema
        .createIndex('bookings_window_id')
        .on('bookings')
        .column('window_id')
        .execute();
      await db.schema
        .createIndex('bookings_technician_id')
        .on('bookings')
        .column('technician_id')
        .execute();
      // appointment_slots counted requests; from now on it counts booked jobs, and none
      // were booked before this migration.
      await sql`delete from appointment_slots`.execute(db);

      // The customer's booking confirmation goes through the outbox: the channel check
      // grows a value, as in '2026-11-25-receipt-channel'.
      const channels = sql`channel in ('email', 'webhook', 'receipt', 'booking')`;
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table outbox drop constraint outbox_channel`.execute(db);
        await sql`alter table outbox add constraint outbox_channel check (${channels})`.execute(db);
        return;
      }
      await db.schema
        .createTable('outbox_rebuilt')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addCheckConstraint('outbox_channel', channels)
        .addCheckConstraint('outbox_status', sql`status in ('pending', 'sent', 'failed')`)
        .execute();
      await sql`insert into outbox_rebuilt (id, lead_id, channel, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        select id, lead_id, channel, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at from outbox`.execute(
        db,
      );
      await db.schema.dropTable('outbox').execute();
      await db.schema.alterTable('outbox_rebuilt').renameTo('outbox').execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute();
    },
  },
  '2026-11-28b-text-messages': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/text-messages.md. Consent to texts, recorded like the privacy
      // consent: the flag and the wording the visitor saw.
      await db.schema
        .alterTable('leads')
        .addColumn('consent_texts', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('leads').addColumn('consent_texts_text', 'text').execute();
      // The overdue sweep claims a lead by setting this once; a set value is the one
      // reminder, whichever instance set it ('Nothing waits unseen').
      await db.schema.alterTable('leads').addColumn('overdue_reminded_at', 'text').execute();
      // One row per business day whose summary an instance took on: the primary key lets
      // only one instance send it.
      await db.schema
        .createTable('daily_summaries')
        .addColumn('business_date', 'text', (column) => column.primaryKey())
        .addColumn('claimed_at', 'text', (column) => column.notNull())
        .execute();
      // Text messages and the overdue reminders go through the outbox: four more channels,
      // and the text a customer message carries (the owner's texts are written from the
      // lead at delivery). As in '2026-11-25-receipt-channel', PostgreSQL changes the
      // check in place and SQLite rebuilds the table.
      const channels = sql`channel in ('email', 'webhook', 'receipt', 'booking', 'sms', 'customer_sms', 'overdue_email', 'overdue_sms')`;
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table outbox drop constraint outbox_channel`.execute(db);
        await sql`alter table outbox add constraint outbox_channel check (${channels})`.execute(db);
        await db.schema.alterTable('outbox').addColumn('text_body', 'text').execute();
        return;
      }
      await db.schema
        .createTable('outbox_rebuilt')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('text_body', 'text')
        .addCheckConstraint('outbox_channel', channels)
        .addCheckConstraint('outbox_status', sql`status in ('pending', 'sent', 'failed')`)
        .execute();
      await sql`insert into outbox_rebuilt (id, lead_id, channel, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        select id, lead_id, channel, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at from outbox`.execute(
        db,
      );
      await db.schema.dropTable('outbox').execute();
      await db.schema.alterTable('outbox_rebuilt').renameTo('outbox').execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute();
    },
  },
  '2026-11-28c-job-value': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/owner-inbox.md#job-value-and-revenue. What a completed job was worth,
      // in whole cents (integers add up exactly in both databases), and whether insurance
      // paid it; null until the owner records it.
      await db.schema.alterTable('leads').addColumn('job_value_cents', 'integer').execute();
      await db.schema.alterTable('leads').addColumn('insurance_paid', 'integer').execute();
    },
  },
  '2026-11-29-lead-language': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/spanish.md#server. The language of the page the lead was sent from,
      // which the customer's messages are written in; every lead before it was English.
      await db.schema
        .alterTable('leads')
        .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
        .execute();
    },
  },
  '2026-11-29b-newsletter-language': {
    async up(db: Kysely<unknown>) {
      // docs/decisions/spanish.md#the-newsletter-in-the-subscribers-language. The language of
      // the page the subscriber signed up on; every sign-up before it was English.
      await db.schema
        .alterTable('newsletter_signups')
        .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
        .execute();
    },
  },
};

/** Migration names, in the order they run (tests check it is the order they are listed). */
export const MIGRATION_NAMES = Object.keys(migrations);

export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name`: for tests of an upgrade. */
export async function migrateTo(db: Kysely<DatabaseSchema>, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<DatabaseSchema>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
