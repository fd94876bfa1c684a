/**
 * Secrets the server can generate for itself: the environment's value when set, else a
 * random one made once and kept in the database's settings table, so every instance on
 * the database, and every restart, signs and checks with the same secret.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './database';

export async function loadGeneratedSecret(
  db: Db,
  key: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('settings')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
