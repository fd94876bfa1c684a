/** SQL for the notification outbox. Every function takes the database or a transaction first. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isoNow, systemClock } from '../clock';
import type { Db } from '../db/database';
import type {
  NotificationAttemptOutcome,
  OutboxChannel,
  OutboxRow,
  OutboxStatus,
} from '../db/schema';
import type { Lead } from '../leads/lead';
import { findLeadById } from '../leads/lead.repository';

/** The channels a new lead is announced on (the customer's receipt is chosen apart). */
export const NEW_LEAD_ALERT_CHANNELS: readonly OutboxChannel[] = ['email', 'webhook', 'sms'];

export interface OutboxMessage {
  id: string;
  leadId: string;
  channel: OutboxChannel;
  lead: Lead;
  status: OutboxStatus;
  /** Tries so far, counting the one a claim starts. */
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  sentAt?: string;
  createdAt: string;
  /** A customer text's words, fixed when it was queued ('customer_sms' only). */
  textBody?: string;
}

/**
 * One pending message per channel; call it in the transaction that stores the lead.
 * `now` (default: the lead's time) is when it is first due.
 */
export async function insertOutboxMessages(
  db: Db,
  lead: Lead,
  channels: readonly OutboxChannel[],
  now: string = lead.createdAt,
  textBody?: string,
): Promise<void> {
  if (channels.length === 0) return;
  const { bodyHash: _bodyHash, ...shown } = lead;
  const payload = JSON.stringify(shown);
  await db
    .insertInto('outbox')
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        lead_id: lead.id,
        channel,
        payload,
        status: 'pending' as const,
        next_attempt_at: now,
        created_at: now,
        text_body: textBody ?? null,
      })),
    )
    .execute();
}

export interface ClaimOptions {
  now: string;
  /** Until then no other worker takes the claimed messages (longer than any delivery). */
  leaseUntil: string;
  channels: readonly OutboxChannel[];
  limit: number;
  /**
   * PostgreSQL: lock the chosen rows and skip rows another instance is claiming, so two
   * instances never take the same message. SQLite has one writer at a time and no
   * `FOR UPDATE`, so the single statement is already exclusive there.
   */
  skipLocked: boolean;
}

/**
 * Takes due pending messages: pushes their next attempt to the lease end and counts the
 * attempt, in one statement. A worker that dies mid-delivery leaves the message due
 * again when the lease ends, so every message is delivered at least once.
 */
export async function claimDueOutboxMessages(
  db: Db,
  options: ClaimOptions,
): Promise<OutboxMessage[]> {
  if (options.channels.length === 0) return [];
  const rows = await db
    .updateTable('outbox')
    .set({ next_attempt_at: options.leaseUntil, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', options.now)
        .where('channel', 'in', options.channels)
        .orderBy('next_attempt_at')
        .limit(options.limit)
        .$if(options.skipLocked, (query) => query.forUpdate().skipLocked()),
    )
    // Re-checked on the locked row, so a row claimed meanwhile is left alone.
    .where('next_attempt_at', '<=', options.now)
    .returningAll()
    .execute();
  return rows.map(outboxMessageFromRow);
}

export async function markOutboxSent(
  db: Db,
  ids: readonly string[],
  sentAt: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sentAt, last_error: null })
    .where('id', 'in', ids)
    .execute();
  await recordNotificationAttempts(db, ids, { at: sentAt, outcome: 'sent' });
}

/** Records a failed try: due again at `nextAttemptAt`, or failed for good without it. */
export async function markOutboxAttemptFailed(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: string | undefined,
  now: string = isoNow(systemClock),
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(
      nextAttemptAt
        ? { last_error: error, next_attempt_at: nextAttemptAt }
        : { last_error: error, status: 'failed' },
    )
    .where('id', '=', id)
    .execute();
  await recordNotificationAttempts(db, [id], {
    at: now,
    outcome: nextAttemptAt ? 'retry' : 'failed',
    error,
  });
}

/** One notification_attempts row per message: the history the lead page shows. */
async function recordNotificationAttempts(
  db: Db,
  outboxIds: readonly string[],
  attempt: { at: string; outcome: NotificationAttemptOutcome; error?: string },
): Promise<void> {
  const messages = await db
    .selectFrom('outbox')
    .select(['id', 'lead_id', 'channel'])
    .where('id', 'in', outboxIds)
    .execute();
  if (messages.length === 0) return;
  await db
    .insertInto('notification_attempts')
    .values(
      messages.map((message) => ({
        id: randomUUID(),
        outbox_id: message.id,
        lead_id: message.lead_id,
        channel: message.channel,
        attempted_at: attempt.at,
        outcome: attempt.outcome,
        error: attempt.error ?? null,
      })),
    )
    .execute();
}

export interface NotificationAttempt {
  outboxId: string;
  channel: OutboxChannel;
  at: string;
  outcome: NotificationAttemptOutcome;
  error?: string;
}

/** Every delivery attempt of the lead's notifications, oldest first. */
export async function listNotificationAttemptsForLead(
  db: Db,
  leadId: string,
): Promise<NotificationAttempt[]> {
  const rows = await db
    .selectFrom('notification_attempts')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('attempted_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    outboxId: row.outbox_id,
    channel: row.channel,
    at: row.attempted_at,
    outcome: row.outcome,
    error: row.error ?? undefined,
  }));
}

export async function listOutboxMessagesForLead(db: Db, leadId: string): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('channel')
    .execute();
  return rows.map(outboxMessageFromRow);
}

/**
 * Makes failed messages due again now, with a fresh set of retries. `ids` are outbox
 * message ids or lead ids; without them, every failed message. Returns how many.
 */
export async function requeueFailedOutboxMessages(
  db: Db,
  now: string,
  ids?: readonly string[],
): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now })
    .where('status', '=', 'failed')
    .$if(ids !== undefined, (query) =>
      query.where((eb) => eb.or([eb('id', 'in', ids!), eb('lead_id', 'in', ids!)])),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Queues a notification on each channel for every lead (not flagged as automated) that
 * has none there: leads stored while no channel was configured. Returns how many.
 */
export async function queueMissingOutboxMessages(
  db: Db,
  channels: readonly OutboxChannel[],
  now: string,
): Promise<number> {
  let queued = 0;
  for (const channel of channels) {
    const rows = await db
      .selectFrom('leads')
      .selectAll()
      .where('spam_reason', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('outbox')
              .select('outbox.id')
              .whereRef('outbox.lead_id', '=', 'leads.id')
              .where('outbox.channel', '=', channel),
          ),
        ),
      )
      .orderBy('created_at')
      .execute();
    for (const row of rows) {
      const lead = await findLeadById(db, row.id);
      if (lead) await insertOutboxMessages(db, lead, [channel], now);
      queued += 1;
    }
  }
  return queued;
}

/** Pending and failed messages, oldest first: what `outbox report` prints. */
export async function listUndeliveredOutboxMessages(db: Db): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', 'in', ['pending', 'failed'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(outboxMessageFromRow);
}

/** The one place an outbox row becomes an OutboxMessage. */
function outboxMessageFromRow(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    leadId: row.lead_id,
    channel: row.channel,
    lead: JSON.parse(row.payload) as Lead,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error ?? undefined,
    sentAt: row.sent_at ?? undefined,
    createdAt: row.created_at,
    textBody: row.text_body ?? undefined,
  };
}
