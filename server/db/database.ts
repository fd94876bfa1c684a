/**
 * Opens the lead database: PostgreSQL when DATABASE_URL is set (several service
 * instances behind a load balancer), otherwise an embedded SQLite file, run in a worker
 * thread so that it never blocks the event loop (docs/decisions/server-reliability.md,
 * 'SQLite in a worker thread'). Both run the same migrations and the same repositories.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { type Clock, isoNow, systemClock } from '../clock';
import { migrateTo, migrateToLatest } from './migrations';
import type { DatabaseSchema } from './schema';
import { SqliteWorkerDialect } from './sqlite-worker-dialect';

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** For logs: the SQLite path or the PostgreSQL host and database, never a password. */
  description: string;
  /**
   * Resolves when the database can take a write now: takes the write lock (SQLite) and
   * writes a probe row, then rolls back. Rejects on a held lock, a read-only or full
   * database, a lost connection.
   */
  probeWrite(): Promise<void>;
  /** The folder of the SQLite file (for the disk-space check); undefined on PostgreSQL. */
  localDirectory?: string;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  DATABASE_URL?: string;
  SQLITE_PATH: string;
}

/** Server settings (server-env.ts) that tune the database; tests and the CLI leave them out. */
export interface DatabaseTuning {
  /** How long SQLite waits for another process's write lock (default 1000 ms). */
  SQLITE_BUSY_TIMEOUT_MS?: number;
  /** Largest SQLite file, in MB; writes past it fail as "database full" (default: no cap). */
  SQLITE_MAX_SIZE_MB?: number;
}

export async function openDatabase(
  config: DatabaseConfig & DatabaseTuning,
  /** Tests of an upgrade only: stop after this migration instead of running them all. */
  options: { migrateUpTo?: string; clock?: Clock } = {},
): Promise<Database> {
  // The health probe's write is stamped with this clock (server/clock.ts).
  const clock = options.clock ?? systemClock;
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, clock)
    : openSqlite(config, clock);
  try {
    if (options.migrateUpTo) await migrateTo(database.db, options.migrateUpTo);
    else await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string, clock: Clock): Database {
  const { hostname, port, pathname } = new URL(url);
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // Bounded waits: a lost server or a held lock becomes an error (a 503), not a hang.
    connectionTimeoutMillis: 3_000,
    lock_timeout: 2_000,
    statement_timeout: 10_000,
  });
  // An idle connection the server closes (restart, failover, dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool
  // replaces the connection on the next query, so noting it is enough.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // A connection the server closes while it is checked out but between queries (inside a
  // transaction, say) emits 'error' on its client, where the pool's listener is not yet:
  // every client gets its own, so that too is a failed query, not a crashed process.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(`PostgreSQL connection lost while in use: ${error.message}`);
    });
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    probeWrite: () =>
      db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        try {
          await sql`set local lock_timeout = '1s'`.execute(connection);
          await sql`set local statement_timeout = '2s'`.execute(connection);
          await sql`insert into health_probe (id, checked_at) values (1, ${isoNow(clock)})
            on conflict (id) do update set checked_at = excluded.checked_at`.execute(connection);
        } finally {
          await sql`rollback`.execute(connection);
        }
      }),
    close: () => db.destroy(),
  };
}

function openSqlite(config: DatabaseConfig & DatabaseTuning, clock: Clock): Database {
  const file = config.SQLITE_PATH;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteWorkerDialect({
      file,
      busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS ?? 1_000,
      maxSizeBytes: config.SQLITE_MAX_SIZE_MB
        ? Math.floor(config.SQLITE_MAX_SIZE_MB * 2 ** 20)
        : undefined,
    }),
  });
  return {
    db,
    dialect: 'sqlite',
    description: `SQLite at ${file}`,
    localDirectory: path.dirname(file),
    probeWrite: () =>
      db.connection().execute(async (connection) => {
        // Takes the write lock (SQLITE_BUSY when another process holds it past the busy
        // timeout), then writes 64 KB so a database at its size cap fails (SQLITE_FULL).
        await sql`begin immediate`.execute(connection);
        try {
          await sql`insert or replace into health_probe (id, checked_at, filler)
            values (1, ${isoNow(clock)}, randomblob(65536))`.execute(connection);
        } finally {
          await sql`rollback`.execute(connection);
        }
      }),
    close: () => db.destroy(),
  };
}
