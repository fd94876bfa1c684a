/**
 * How many photos may be stored, and by whom (docs/decisions/quote-flow.md, 'Photo
 * limits'): a photo costs the business disk space whether or not a lead ever claims it,
 * so uploads are counted per form token and per client address, abandoned ones are
 * deleted within the hour, and all photos together stay within a storage budget.
 */
import { createHash } from 'node:crypto';
import { businessProfile } from '@/content/business-profile';
import type { PhotoRefusalReason } from '@/domain/photo-refusals';
import { MAX_QUOTE_PHOTOS } from '@/domain/quote';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import {
  deleteUnattachedPhotos,
  forgetPhotoSenders,
  recentPhotoCounts,
  totalPhotoBytes,
} from './quote.repository';

const HOUR_MS = 3_600_000;

export const PHOTO_QUOTA = {
  /** Uploads with one form token: a full set, and each photo replaced once. */
  perFormToken: MAX_QUOTE_PHOTOS * 2,
  /** Photos from one client address within {@link PHOTO_QUOTA.addressWindowMs}: a few
   * visitors behind one office or home router each sending a full set. */
  perAddress: MAX_QUOTE_PHOTOS * 4,
  addressWindowMs: HOUR_MS,
  /** A photo no lead claimed within this is deleted; the sweep runs every
   * {@link PHOTO_QUOTA.sweepIntervalMs}, so none is kept more than an hour. */
  unclaimedRetentionMs: 45 * 60_000,
  sweepIntervalMs: 15 * 60_000,
  /** /healthz warns the owner once the photos fill this share of the budget, or leave
   * room for less than one large photo (a 2000 px photo of fine detail is about 3 MB). */
  warnAtShare: 0.9,
  largePhotoBytes: 3 * 2 ** 20,
} as const;

/** What the customer is told of a photo over a limit, by the answer's reason (src/domain/photo-refusals.ts). */
export const PHOTO_MESSAGES = {
  storageFull: `We cannot take photos right now. Send your request without photos and we will ask for them when we call you, or call us at ${businessProfile.phone.display}.`,
  tooManyFromAddress: `Too many photos were sent from this connection. Please wait an hour and try again, or send your request without photos.`,
  tooManyWithForm: `This form has taken all the photos it can. Send your request; we will ask for more photos if we need them.`,
  noFormToken: 'The photo could not be sent: reload the page and try again.',
} as const satisfies Partial<Record<PhotoRefusalReason, string>>;

export function hashFormToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Refuses, with a message for the visitor, photos of `newBytes` each that would pass a
 * limit. Run in the write transaction that stores them, so the count and the insert are
 * one step for this instance's group commit.
 */
export async function checkPhotoQuota(
  db: Db,
  request: {
    clientAddress: string;
    formTokenHash?: string;
    budgetBytes: number;
    newBytes: readonly number[];
    /** The service clock's time (server/clock.ts). */
    now: number;
  },
): Promise<void> {
  if (request.newBytes.length === 0) return;
  const { now } = request;
  const use = await recentPhotoCounts(db, {
    clientAddress: request.clientAddress,
    formTokenHash: request.formTokenHash,
    since: new Date(now - PHOTO_QUOTA.addressWindowMs).toISOString(),
  });
  const count = request.newBytes.length;
  if (use.fromAddress + count > PHOTO_QUOTA.perAddress) {
    throw new ApiError('rate_limited', PHOTO_MESSAGES.tooManyFromAddress, {
      reason: 'tooManyFromAddress',
      retryAfterSeconds: PHOTO_QUOTA.addressWindowMs / 1000,
    });
  }
  if (request.formTokenHash && use.withToken + count > PHOTO_QUOTA.perFormToken) {
    throw new ApiError('rate_limited', PHOTO_MESSAGES.tooManyWithForm, {
      reason: 'tooManyWithForm',
    });
  }
  const adding = request.newBytes.reduce((sum, bytes) => sum + bytes, 0);
  if ((await totalPhotoBytes(db)) + adding > request.budgetBytes) {
    throw new ApiError('photo_storage_full', PHOTO_MESSAGES.storageFull, {
      reason: 'storageFull',
    });
  }
}

/** A warning for the owner once the photos fill most of the budget, else undefined. */
export async function photoStorageWarning(
  db: Db,
  budgetBytes: number,
): Promise<string | undefined> {
  const totalBytes = await totalPhotoBytes(db);
  const nearlyFull =
    totalBytes >= budgetBytes * PHOTO_QUOTA.warnAtShare ||
    budgetBytes - totalBytes < PHOTO_QUOTA.largePhotoBytes;
  if (!nearlyFull) return undefined;
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  return `Photo storage ${mb(totalBytes)} MB of ${mb(budgetBytes)} MB (PHOTO_STORAGE_BUDGET_MB): new photos are refused once it is full`;
}

/** Deletes the photos no lead claimed in time, and forgets who sent the older ones. */
export async function sweepPhotos(db: Db, now: number): Promise<void> {
  await deleteUnattachedPhotos(db, new Date(now - PHOTO_QUOTA.unclaimedRetentionMs).toISOString());
  await forgetPhotoSenders(db, new Date(now - PHOTO_QUOTA.addressWindowMs).toISOString());
}
