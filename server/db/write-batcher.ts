/**
 * Group commit: concurrent writes (a lead and its notifications, a rate-limit count) are
 * run together in one transaction and acknowledged once that transaction has committed;
 * when one job fails on its own, the others are run again without it. One commit costs SQLite a WAL fsync (synchronous=FULL),
 * milliseconds on a busy disk; sharing it is what lets one SQLite file take over a
 * thousand leads a second without giving up durability
 * (docs/decisions/server-reliability.md, 'Group commit').
 *
 * Every write has a deadline: past it the caller gets a DatabaseUnavailableError (503
 * with Retry-After) instead of waiting on a held lock. The write may still commit later;
 * that is safe because lead writes are idempotent (the retry finds the stored lead).
 */
import type { Db } from './database';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-errors';

export type WriteJob<T> = (transaction: Db) => Promise<T>;

export interface WriteBatcher {
  /** Runs `job` in the next group transaction; resolves once it has committed. */
  write<T>(job: WriteJob<T>, timeoutMs?: number): Promise<T>;
  /** Resolves when no batch is running. */
  idle(): Promise<void>;
}

interface QueuedJob {
  job: WriteJob<unknown>;
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout;
}

export interface WriteBatcherOptions {
  /** Default deadline of a write (ms). */
  timeoutMs: number;
  /** Most writes in one transaction. */
  maxBatch?: number;
}

export function createWriteBatcher(db: Db, options: WriteBatcherOptions): WriteBatcher {
  const maxBatch = options.maxBatch ?? 100;
  const queue: QueuedJob[] = [];
  let running: Promise<void> | undefined;

  /** Runs the jobs in one transaction; resolves with each job's result once committed. */
  async function runTogether(batch: QueuedJob[]): Promise<Map<QueuedJob, unknown>> {
    const results = new Map<QueuedJob, unknown>();
    await db.transaction().execute(async (transaction) => {
      for (const entry of batch) {
        // A job whose caller already gave up is not started.
        if (!entry.settled) results.set(entry, await entry.job(transaction));
      }
    });
    return results;
  }

  async function runBatch(batch: QueuedJob[]): Promise<void> {
    try {
      const results = await runTogether(batch);
      for (const entry of batch) settle(entry, { value: results.get(entry) });
    } catch (error) {
      // The database failed (a held lock, full, read-only): every job in it failed.
      if (isDatabaseUnavailable(error) || batch.length === 1) {
        for (const entry of batch) settle(entry, { error });
        return;
      }
      // One job failed on its own (a bug, a constraint) and took the transaction with it:
      // nothing was committed, so each job runs again alone and only that one fails.
      for (const entry of batch) {
        try {
          const results = await runTogether([entry]);
          settle(entry, { value: results.get(entry) });
        } catch (alone) {
          settle(entry, { error: alone });
        }
      }
    }
  }

  function settle(entry: QueuedJob, outcome: { value?: unknown; error?: unknown }): void {
    if (entry.settled) return;
    entry.settled = true;
    clearTimeout(entry.timer);
    if ('error' in outcome && outcome.error !== undefined) entry.reject(outcome.error);
    else entry.resolve(outcome.value);
  }

  function drain(): void {
    if (running) return;
    running = (async () => {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch).filter((entry) => !entry.settled);
        if (batch.length > 0) await runBatch(batch);
      }
    })().finally(() => {
      running = undefined;
      // Jobs queued while the last batch was committing.
      if (queue.length > 0) drain();
    });
  }

  return {
    write<T>(job: WriteJob<T>, timeoutMs = options.timeoutMs): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const entry: QueuedJob = {
          job,
          settled: false,
          resolve: resolve as (value: unknown) => void,
          reject,
          timer: setTimeout(() => {
            settle(entry, {
              error: new DatabaseUnavailableError(
                `The database did not take the write within ${timeoutMs} ms`,
              ),
            });
          }, timeoutMs),
        };
        queue.push(entry);
        // Let every request that arrived in this turn of the event loop join the batch.
        setImmediate(drain);
      });
    },
    async idle() {
      while (running) await running;
    },
  };
}
