/**
 * The quote flow's service endpoints (docs/decisions/quote-flow.md): the appointment
 * windows still open, where a ZIP code is, and the damage photo upload.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { apiPaths, FORM_TOKEN_HEADER } from '@/config/paths';
import { APPOINTMENT_SETTINGS, offeredWindows } from '@/content/quote-settings';
import { ZIP_PATTERN } from '@/domain/lead-fields';
import { type Clock, isoNow } from '../clock';
import type { Db } from '../db/database';
import type { WriteBatcher } from '../db/write-batcher';
import { ApiError } from '../http/api-error';
import { rateLimitHook } from '../http/rate-limit';
import { zipPlace } from '../leads/zip-place';
import type { FormTokens } from '../leads/form-token';
import { normalizePhoto, PHOTO_LIMITS, PhotoRejectedError } from './photo-image';
import { checkPhotoQuota, hashFormToken, PHOTO_MESSAGES } from './photo-quota';
import { insertPhoto } from './quote.repository';
import { bookedJobCounts } from '../bookings/booking.repository';

export interface QuoteRouteOptions {
  db: Db;
  writer: WriteBatcher;
  rateLimitPerMinute: number;
  formTokens: FormTokens;
  /** PHOTO_STORAGE_BUDGET_MB in bytes. */
  photoBudgetBytes: number;
  /** The time of the offered windows, photo quotas and uploads (server/clock.ts). */
  clock: Clock;
}

/** The content types a photo may be sent as; the bytes decide what it really is. */
const PHOTO_CONTENT_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/;

export function registerQuoteRoutes(api: FastifyInstance, options: QuoteRouteOptions): void {
  api.get(apiPaths.quoteWindows, async (_request, reply) => {
    const windows = offeredWindows(new Date(options.clock.now()));
    // Full when its booked jobs fill it; a request takes no place (docs/decisions/bookings.md).
    const counts = await bookedJobCounts(
      options.db,
      windows.map((window) => window.id),
    );
    return reply.header('cache-control', 'no-store').send({
      windows: windows.map((window) => ({
        id: window.id,
        label: window.label,
        date: window.date,
        part: window.part,
        startMinutes: window.startMinutes,
        endMinutes: window.endMinutes,
        available: (counts.get(window.id) ?? 0) < APPOINTMENT_SETTINGS.capacityPerWindow,
      })),
    });
  });

  api.get<{ Params: { zip: string } }>(`${apiPaths.quoteZip}/:zip`, async (request, reply) => {
    const zip = request.params.zip;
    if (!ZIP_PATTERN.test(zip)) throw new ApiError('bad_request', 'A ZIP code has 5 digits');
    const place = zipPlace(zip);
    reply.header('cache-control', 'public, max-age=86400');
    if (!place) return reply.send({ zip, known: false });
    return reply.send({
      zip,
      known: true,
      city: place.city,
      county: place.county,
      inServiceArea: place.inServiceArea,
    });
  });

  // The body arrives whole as a Buffer; its size is capped before it is read.
  api.addContentTypeParser(
    PHOTO_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  api.post(
    apiPaths.quotePhotos,
    {
      bodyLimit: PHOTO_LIMITS.maxBytes,
      // Photos are stored only against a form token of ours (docs/decisions/quote-flow.md,
      // 'Photo limits'): a request without one is refused before its body is read.
      onRequest: [
        async (request) => void formTokenOf(request.headers, options.formTokens),
        rateLimitHook(options.writer, 'quote-photos', options.rateLimitPerMinute, options.clock),
      ],
    },
    async (request, reply) => {
      const token = formTokenOf(request.headers, options.formTokens);
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError('unsupported_media_type', 'Send the photo itself as the request body');
      }
      const photo = await reencodePhoto(request.body);
      const id = newPhotoId();
      const formTokenHash = hashFormToken(token);
      await options.writer.write(async (db) => {
        await checkPhotoQuota(db, {
          clientAddress: request.ip,
          formTokenHash,
          budgetBytes: options.photoBudgetBytes,
          newBytes: [photo.bytes],
          now: options.clock.now(),
        });
        await insertPhoto(db, {
          ...photo,
          id,
          createdAt: isoNow(options.clock),
          formTokenHash,
          clientAddress: request.ip,
        });
      });
      return reply.code(201).send({ id, width: photo.width, height: photo.height });
    },
  );
}

function formTokenOf(headers: IncomingHttpHeaders, formTokens: FormTokens): string {
  const token = headers[FORM_TOKEN_HEADER];
  if (typeof token !== 'string' || formTokens.verify(token) === undefined) {
    throw new ApiError('bad_request', PHOTO_MESSAGES.noFormToken, { reason: 'noFormToken' });
  }
  return token;
}

/** Unguessable: the id is what lets a lead claim the photo. */
export function newPhotoId(): string {
  return randomBytes(18).toString('base64url');
}

export type ReencodedPhoto = Awaited<ReturnType<typeof normalizePhoto>>;

/**
 * Checks and re-encodes one uploaded photo; only the re-encoded JPEG is ever kept, never
 * the bytes that were sent. A file that is not a photo is a 415, one too large a 413.
 */
export async function reencodePhoto(upload: Buffer): Promise<ReencodedPhoto> {
  try {
    return await normalizePhoto(upload);
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    throw new ApiError(
      error.reason === 'not-an-image' ? 'unsupported_media_type' : 'payload_too_large',
      error.message,
      { reason: error.refusal },
    );
  }
}
