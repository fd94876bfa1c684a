/**
 * SQL for the per-client request counters. They live in the database, not in memory, so
 * the limit holds across every service instance sharing a PostgreSQL database.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Counts one request for `key` in the window starting at `windowStart`; returns the count. */
export async function incrementRateLimit(
  db: Db,
  key: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Forgets windows that started before `windowStart`. */
export async function deleteRateLimitsBefore(db: Db, windowStart: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', windowStart).execute();
}
