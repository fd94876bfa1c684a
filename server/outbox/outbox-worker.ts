/**
 * Delivers outbox messages: claims due ones, sends each through its channel, and marks
 * it sent, due again later (backoff), or failed after the last try. Several instances
 * may run against one PostgreSQL database; claims never overlap (outbox.repository.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, isoNow, systemClock } from '../clock';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import type { Lead } from '../leads/lead';
import {
  claimDueOutboxMessages,
  markOutboxAttemptFailed,
  markOutboxSent,
  type OutboxMessage,
} from './outbox.repository';
import { PermanentDeliveryError } from './delivery-errors';
import { isPermanentRejection, suppressEmail } from './receipt-recipients';

/** Waits after the first, second… failed try; one more failure after the last marks it failed. */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;

/** Longer than any delivery can take (webhook timeout 5 s, SMTP socket timeout 20 s). */
const CLAIM_LEASE_MS = 120_000;
const BATCH_SIZE = 20;

/** Sends one message; the message itself for what the lead alone does not say (a text's words). */
export type DeliverFunction = (lead: Lead, message: OutboxMessage) => Promise<void>;

/**
 * The whole reason a delivery failed, for `last_error` and the alert: each error in the
 * cause chain with its code and SMTP status ("fetch failed" alone says nothing; its cause
 * says "ECONNREFUSED 127.0.0.1:9").
 */
function describeDeliveryError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    // Duck-typed: errors from fetch (undici) or another realm fail `instanceof Error`.
    if (typeof current !== 'object' || typeof (current as Error).message !== 'string') {
      parts.push(String(current));
      break;
    }
    const detail = current as Error & { code?: unknown; responseCode?: unknown };
    const code = typeof detail.code === 'string' ? detail.code : undefined;
    const status =
      typeof detail.responseCode === 'number' ? `SMTP ${detail.responseCode}` : undefined;
    parts.push([code, status, detail.message].filter(Boolean).join(' '));
    current = detail.cause;
  }
  return parts.join(' <- ').slice(0, 1000);
}

export interface OutboxWorkerOptions {
  db: Db;
  skipLocked: boolean;
  deliverers: Partial<Record<OutboxChannel, DeliverFunction>>;
  logger: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
  pollIntervalMs?: number;
  /** When messages are due and attempts happen (server/clock.ts); the system clock by default. */
  clock?: Clock;
  /** Called once a delivery has failed for good (the owner's alert email). */
  onFailedForGood?: (message: OutboxMessage, reason: string) => Promise<void>;
}

export interface OutboxWorker {
  /** Stops polling and resolves once the delivery in flight, if any, has finished. */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const clock = options.clock ?? systemClock;
  const channels = Object.keys(options.deliverers) as OutboxChannel[];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** Sends one message; records a failure at once. Resolves whether it went out. */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    const send = options.deliverers[message.channel];
    try {
      if (!send) throw new Error(`No deliverer for channel ${message.channel}`);
      await send(message.lead, message);
      return true;
    } catch (error) {
      const reason = describeDeliveryError(error);
      // A receipt the customer's mail server refused for good bounced: no retry, and no
      // receipt to that address again (docs/decisions/quote-flow.md, 'Receipt').
      const bounced = message.channel === 'receipt' && isPermanentRejection(error);
      if (bounced) {
        await suppressEmail(
          options.db,
          message.lead.email,
          `receipt bounced: ${reason}`,
          new Date(clock.now()),
        );
      }
      // A refusal a retry cannot change (an invalid number), or a send whose outcome is
      // unknown, is not tried again (docs/decisions/text-messages.md).
      const final = bounced || error instanceof PermanentDeliveryError;
      const delay = final ? undefined : retryDelaysMs[message.attempts - 1];
      const nextAttemptAt =
        delay === undefined ? undefined : new Date(clock.now() + delay).toISOString();
      await markOutboxAttemptFailed(options.db, message.id, reason, nextAttemptAt, isoNow(clock));
      const level = nextAttemptAt ? 'warn' : 'error';
      options.logger[level](
        {
          leadId: message.leadId,
          channel: message.channel,
          attempts: message.attempts,
          nextAttemptAt,
          err: error,
        },
        nextAttemptAt
          ? `lead notification failed; will retry: ${reason}`
          : `lead notification failed for good: ${reason}. Resend with: npm run leads -- outbox retry ${message.id}`,
      );
      // A bounced receipt is the customer's address, not a fault the owner can fix.
      if (!nextAttemptAt && !bounced && options.onFailedForGood) {
        await options
          .onFailedForGood(message, reason)
          .catch((alertError: unknown) =>
            options.logger.error(
              { err: alertError, leadId: message.leadId },
              'could not send the failed-notification alert',
            ),
          );
      }
      return false;
    }
  }

  /** Delivers due messages until none are left, one batch at a time. */
  async function drain(): Promise<void> {
    for (;;) {
      const now = clock.now();
      const batch = await claimDueOutboxMessages(options.db, {
        now: new Date(now).toISOString(),
        leaseUntil: new Date(now + CLAIM_LEASE_MS).toISOString(),
        channels,
        limit: BATCH_SIZE,
        skipLocked: options.skipLocked,
      });
      const results = await Promise.allSettled(batch.map(deliver));
      const sent = batch.filter((_, index) => {
        const result = results[index]!;
        if (result.status === 'rejected') {
          options.logger.error({ err: result.reason }, 'outbox worker could not record a failure');
        }
        return result.status === 'fulfilled' && result.value;
      });
      // One write for the batch: a commit per message costs SQLite a WAL sync each.
      await markOutboxSent(
        options.db,
        sent.map((message) => message.id),
        isoNow(clock),
      );
      for (const message of sent) {
        options.logger.info(
          { leadId: message.leadId, channel: message.channel },
          'lead notification sent',
        );
      }
      if (batch.length < BATCH_SIZE || stopped) return;
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      running = drain()
        .catch((error: unknown) => options.logger.error({ err: error }, 'outbox worker failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, pollIntervalMs);
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
