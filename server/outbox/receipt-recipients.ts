/**
 * Who may get a quote receipt (docs/decisions/quote-flow.md, 'Receipt'): at most one per
 * address per day, and none to an address that bounced, was suppressed by hand, or
 * unsubscribed from the newsletter. Counted in the database, so every instance agrees.
 */
import { sql } from 'kysely';
import { systemClock } from '../clock';
import type { Db } from '../db/database';

/** One receipt per address in any such period. */
export const RECEIPT_INTERVAL_MS = 24 * 60 * 60_000;

/** Why an address gets no receipt, or undefined when it may get one. */
async function suppressionOf(db: Db, email: string): Promise<string | undefined> {
  const suppressed = await db
    .selectFrom('email_suppressions')
    .select('reason')
    .where('email', '=', email)
    .executeTakeFirst();
  if (suppressed) return suppressed.reason;
  // The newsletter's own record is the one source of its unsubscriptions: signing up again
  // clears it, and receipts follow.
  const unsubscribed = await db
    .selectFrom('newsletter_signups')
    .select('email')
    .where('email', '=', email)
    .where('unsubscribed_at', 'is not', null)
    .executeTakeFirst();
  return unsubscribed ? 'unsubscribed from the newsletter' : undefined;
}

/**
 * Takes today's receipt of `email`, in the caller's transaction: true when a receipt may be
 * queued now. One statement: a row newer than a day is left alone (no row changes), an
 * older one is moved to now, a missing one inserted. Parallel requests for one address
 * meet at its primary key, so only one of them changes a row.
 */
export async function reserveReceipt(db: Db, email: string, now: Date): Promise<boolean> {
  if (await suppressionOf(db, email)) return false;
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - RECEIPT_INTERVAL_MS).toISOString();
  const result = await db
    .insertInto('receipt_recipients')
    .values({ email, last_receipt_at: at })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ last_receipt_at: at })
        .where('receipt_recipients.last_receipt_at', '<=', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface Suppression {
  email: string;
  reason: string;
  createdAt: string;
}

/** No more receipts to `email`; kept as it was when already suppressed. */
export async function suppressEmail(
  db: Db,
  email: string,
  reason: string,
  now: Date = new Date(systemClock.now()),
) {
  await db
    .insertInto('email_suppressions')
    .values({ email, reason, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

/** True when `email` was suppressed. */
export async function unsuppressEmail(db: Db, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('email_suppressions')
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSuppressions(db: Db): Promise<Suppression[]> {
  const rows = await db
    .selectFrom('email_suppressions')
    .selectAll()
    .orderBy(sql`created_at`)
    .execute();
  return rows.map((row) => ({ email: row.email, reason: row.reason, createdAt: row.created_at }));
}

/**
 * An SMTP refusal that will not change on retry for this recipient (5xx: no such
 * mailbox, mailbox disabled, …). Duck-typed: nodemailer's errors carry `responseCode`.
 */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
