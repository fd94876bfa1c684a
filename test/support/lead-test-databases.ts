/**
 * Runs a lead service suite once per database: a SQLite file in a temporary folder, and
 * PostgreSQL when DATABASE_URL is set; TEST_DATABASES=SQLite or =PostgreSQL keeps one. With TEST_POSTGRES_REQUIRED=1 and no
 * DATABASE_URL the PostgreSQL run fails instead of being skipped, so CI cannot pass
 * without it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../server/db/database';
import { createTemporaryPostgresDatabase } from './postgres-test-database';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'SQLite' | 'PostgreSQL';
  /** A new, empty database. */
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  name: 'SQLite',
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-test-'));
    return {
      config: { SQLITE_PATH: path.join(dir, 'leads.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async create() {
      const database = await createTemporaryPostgresDatabase(serverUrl);
      // SQLITE_PATH is required by the config type but unused when DATABASE_URL is set.
      return { config: { DATABASE_URL: database.url, SQLITE_PATH: '' }, drop: database.drop };
    },
  };
}

/** `describe` once per available database, with the database kind passed to `suite`. */
export function describeEachDatabase(title: string, suite: (kind: TestDatabaseKind) => void): void {
  // Each service and reader starts SQLite's worker thread and runs the migrations: on a
  // shared, loaded machine that alone can pass jest's default 5 s for a hook.
  jest.setTimeout(20_000);
  const serverUrl = process.env.DATABASE_URL;
  // `npm test` runs the SQLite pass first, then the PostgreSQL pass with
  // TEST_DATABASES=PostgreSQL, so neither pass repeats the other's database
  // (scripts/test-all.sh). Without it, both run when a server is given.
  const only = process.env.TEST_DATABASES;
  const kinds = (serverUrl ? [sqlite, postgres(serverUrl)] : [sqlite]).filter(
    (kind) => !only || kind.name === only,
  );
  for (const kind of kinds) describe(`${title} (${kind.name})`, () => suite(kind));
  if (!serverUrl && process.env.TEST_POSTGRES_REQUIRED === '1') {
    describe(`${title} (PostgreSQL)`, () => {
      test('has a PostgreSQL server to run against', () => {
        throw new Error(
          'TEST_POSTGRES_REQUIRED=1 but DATABASE_URL is not set: run `bash scripts/with-postgres.sh npx jest server`',
        );
      });
    });
  }
}
