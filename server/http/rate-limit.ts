/**
 * Requests a minute per client address and endpoint, counted in fixed one-minute windows
 * in the database (rate-limit.repository.ts).
 */
import type { FastifyRequest } from 'fastify';
import { businessProfile } from '@/content/business-profile';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { WriteBatcher } from '../db/write-batcher';
import { ApiError } from './api-error';
import { deleteRateLimitsBefore, incrementRateLimit } from './rate-limit.repository';

const WINDOW_MS = 60_000;

export const RATE_LIMITED_MESSAGE = `Too many requests. Please wait a minute and try again, or call us at ${businessProfile.phone.display}.`;

function windowStartOf(time: number): number {
  return time - (time % WINDOW_MS);
}

/**
 * An onRequest hook that answers 429 with Retry-After once `bucket` is over its limit.
 * The count is a write, so it shares the lead writes' group commit and deadline.
 */
export function rateLimitHook(
  writer: WriteBatcher,
  bucket: string,
  limitPerMinute: number,
  clock: Clock,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const now = clock.now();
    const windowStart = windowStartOf(now);
    const count = await writer.write((db) =>
      incrementRateLimit(db, `${bucket}:${request.ip}`, new Date(windowStart).toISOString()),
    );
    if (count > limitPerMinute) {
      throw new ApiError('rate_limited', RATE_LIMITED_MESSAGE, {
        retryAfterSeconds: Math.ceil((windowStart + WINDOW_MS - now) / 1000),
      });
    }
  };
}

/** Deletes counters of windows that have ended. */
export async function pruneRateLimits(db: Db, clock: Clock): Promise<void> {
  await deleteRateLimitsBefore(db, new Date(windowStartOf(clock.now())).toISOString());
}
