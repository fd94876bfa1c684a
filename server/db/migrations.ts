/**
 * Schema migrations, run at start-up by every service instance and by the CLI.
 *
 * The migrations are listed in code rather than found on disk, so they work the same
 * under tsx, jest and a bundled build. On PostgreSQL, Kysely's migrator takes an
 * advisory lock, so instances starting together migrate once. Never edit a migration
 * that has shipped; add a new one.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
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
