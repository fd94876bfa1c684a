/**
 * Typed errors of the lead API. Services throw them; the one error handler
 * (api-error-handler.ts) turns them, and fastify's own errors, into responses.
 */
import type { z } from 'zod';
import type { PhotoRefusalReason } from '@/domain/photo-refusals';

export type ApiErrorCode =
  | 'validation'
  | 'bad_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'idempotency_conflict'
  | 'window_full'
  | 'photo_storage_full'
  | 'unavailable'
  | 'internal';

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  validation: 400,
  bad_request: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  idempotency_conflict: 422,
  /** The appointment window took its last request meanwhile (docs/decisions/quote-flow.md). */
  window_full: 409,
  /** The photo storage budget is spent (docs/decisions/quote-flow.md, 'Photo limits'). */
  photo_storage_full: 507,
  unavailable: 503,
  internal: 500,
};

/**
 * What a refusal is about, more precisely than its code, for a client or page that words it
 * in the visitor's language: a refused photo (src/domain/photo-refusals.ts), or a plain quote
 * post with more photos than the form has inputs for.
 */
export type RefusalReason = PhotoRefusalReason | 'tooManyPhotos';

export const UNKNOWN_FIELD_MESSAGE = 'This field is not part of the form';

/** A body that cannot be read as a form: unreadable JSON, a truncated multipart body. */
export const FORM_UNREADABLE_MESSAGE = 'The form could not be read. Please try again.';

/** A body over the route's limit. */
export const FORM_TOO_LARGE_MESSAGE = 'The form is too large to send.';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** Field name → the message to show next to it (validation errors). */
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  /** Sent in the JSON answer as `reason` (docs/decisions/spanish.md#refusals-in-the-pages-language). */
  readonly reason?: RefusalReason;

  constructor(
    code: ApiErrorCode,
    message: string,
    details: {
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
      reason?: RefusalReason;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.reason = details.reason;
  }
}

/**
 * One message per field, the first zod reports (the schema lists them in the order a
 * visitor should fix them). Unknown fields of a strict schema get a message each.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  // A Map, then fromEntries: a field named '__proto__' becomes an ordinary key.
  const fieldErrors = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!fieldErrors.has(field)) fieldErrors.set(field, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, UNKNOWN_FIELD_MESSAGE);
    } else if (issue.path.length > 0) {
      // Nested fields (the quote's) are named by their dotted path: 'quote.year'.
      add(issue.path.map(String).join('.'), issue.message);
    }
  }
  return Object.fromEntries(fieldErrors);
}
