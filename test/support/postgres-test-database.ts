/**
 * A fresh, empty PostgreSQL database on the server DATABASE_URL points to, so each test
 * suite starts clean and suites can run in parallel. Needs the CREATEDB right, which
 * scripts/with-postgres.sh gives.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TemporaryPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTemporaryPostgresDatabase(
  serverUrl: string,
): Promise<TemporaryPostgresDatabase> {
  const name = `lead_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
