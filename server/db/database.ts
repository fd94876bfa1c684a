/**
 * Opens the lead database: PostgreSQL when DATABASE_URL is set (several service
 * instances behind a load balancer), otherwise an embedded SQLite file. Both run the
 * same migrations and the same repositories.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { migrateToLatest } from './migrations';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** For logs: the SQLite path or the PostgreSQL host and database, never a password. */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  DATABASE_URL?: string;
  SQLITE_PATH: string;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openSqlite(config.SQLITE_PATH);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Resolves when the database answers; rejects otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

function openPostgres(url: string): Database {
  const { hostname, port, pathname } = new URL(url);
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool
  // replaces the connection on the next query, so noting it is enough.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    close: () => db.destroy(),
  };
}

function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets the CLI read while the service writes. synchronous=FULL syncs the WAL on
  // every commit, so an acknowledged lead survives a power cut, not only a crash; it
  // costs about 0.15 ms a commit here, well within the throughput target.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    description: `SQLite at ${file}`,
    close: async () => {
      await db.destroy();
      // Kysely closes the file only if it ever ran a query; closing twice is harmless.
      if (sqlite.open) sqlite.close();
    },
  };
}
