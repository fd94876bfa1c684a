/**
 * Taking a lead: validate it, flag what looks automated (stored, never notified), store
 * it once per idempotency key, and queue its notifications in the same transaction, so a
 * stored lead is never left without them and a notification never announces a lead that
 * was not stored (docs/decisions/server-reliability.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { createLeadId, LEAD_MESSAGES } from '@/domain/lead-fields';
import { LeadEnvelopeSchema, LeadSchema, type LeadFields } from '@/domain/lead.schema';
import type { Locale } from '@/i18n/locales';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import type { WriteBatcher } from '../db/write-batcher';
import { insertOutboxMessages, NEW_LEAD_ALERT_CHANNELS } from '../outbox/outbox.repository';
import { ApiError, fieldErrorsFromIssues } from '../http/api-error';
import { FORM_TOKEN_LIFETIME_MS, formTokenId, type FormTokens } from '../leads/form-token';
import type { Lead } from '../leads/lead';
import {
  claimFormToken,
  findLeadByIdempotencyKey,
  flagLead,
  insertLead,
  UNFINISHED_COPY_SUFFIX,
} from '../leads/lead.repository';
import { cleanBody, unreadableTextErrors } from '../http/request-body';
import { APPOINTMENT_SETTINGS, offeredWindows, QUOTE_PRICES } from '@/content/quote-settings';
import { isOfferedWindowId } from '@/domain/appointment-windows';
import { estimateQuote, QUOTE_MESSAGES } from '@/domain/quote';
import { withModelFacts } from '@/content/model-facts/glass-features';
import { checkPhotoQuota } from '../quotes/photo-quota';
import { attachPhotos, insertPhoto } from '../quotes/quote.repository';
import { bookedJobCounts } from '../bookings/booking.repository';
import { newPhotoId, type ReencodedPhoto } from '../quotes/quote.routes';
import { reserveReceipt } from '../outbox/receipt-recipients';

export interface LeadServiceContext {
  db: Db;
  /** Lead writes go through the group commit, with its deadline (write-batcher.ts). */
  writer: WriteBatcher;
  /** A notification is queued on each of these for every new lead that is not flagged. */
  channels: readonly OutboxChannel[];
  minFillMs: number;
  formTokens: FormTokens;
  /** PHOTO_STORAGE_BUDGET_MB in bytes. */
  photoBudgetBytes: number;
  /** The time of a lead, its spam checks and its photo quota (server/clock.ts). */
  clock: Clock;
}

export interface LeadSubmission {
  body: unknown;
  /** Photos the plain quote form carried, re-encoded, stored only with the lead. */
  photos?: readonly ReencodedPhoto[];
  clientIp: string;
  userAgent?: string;
  /** A browser's plain form post (no JavaScript): it cannot carry a form token. */
  plainFormPost: boolean;
  log: FastifyBaseLogger;
}

export interface LeadReceipt {
  id: string;
  createdAt: string;
  /** The stored lead's language: a plain form post's thank-you page is in it. */
  language: Locale;
}

/**
 * A form posted twice without JavaScript (a double click, a reload) within this window,
 * from the same address with the same fields, is one lead
 * (docs/decisions/server-reliability.md, 'Idempotency').
 */
const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This request id was already used for a different request. Send the form again to get a new one.';

export async function submitLead(
  context: LeadServiceContext,
  submission: LeadSubmission,
): Promise<LeadReceipt> {
  const { fields, envelope } = parseLeadBody(cleanBody(submission.body));
  const now = context.clock.now();
  const spamReason = spamReasonOf(envelope, now, context, submission.plainFormPost);
  const bodyHash = hashLeadFields(fields);
  const explicitKey = envelope.idempotencyKey;
  const idempotencyKey = explicitKey ?? derivedIdempotencyKey(bodyHash, submission.clientIp, now);

  // Without a key of its own, a post in the previous window may be this one again.
  if (!explicitKey) {
    const earlier = await findLeadByIdempotencyKey(
      context.db,
      derivedIdempotencyKey(bodyHash, submission.clientIp, now - DERIVED_KEY_WINDOW_MS),
    );
    if (earlier) return receiptOf(earlier);
  }

  const requestedWindow = fields.quote?.appointmentWindow;
  if (requestedWindow && !isOfferedWindowId(requestedWindow, offeredWindows(new Date(now)))) {
    throw new ApiError('validation', QUOTE_MESSAGES.windowGone, {
      fieldErrors: { 'quote.appointmentWindow': QUOTE_MESSAGES.windowGone },
    });
  }

  const createdAt = new Date(now).toISOString();
  const lead: Lead = {
    ...fields,
    estimate: estimateOf(fields),
    id: createLeadId(now),
    createdAt,
    consentAt: createdAt,
    idempotencyKey,
    clientIp: submission.clientIp,
    userAgent: submission.userAgent?.slice(0, 1000),
    spamReason,
    bodyHash,
  };
  // In a group transaction: the lead and its notifications, or neither. A flagged lead
  // is stored for the owner to look at, never announced.
  const stored = await context.writer.write(async (transaction) => {
    // A retry of a stored lead ends here, before its token is claimed: the same lead
    // again, never a second use.
    if (!(await insertLead(transaction, lead))) return false;
    const reason =
      spamReason ??
      (await formTokenReuse(transaction, context.formTokens, envelope.formToken, {
        ...lead,
        idempotencyKey,
      }));
    // A request takes no place: capacity counts booked jobs, and the owner confirms a
    // window or picks another on the phone. A window its booked jobs fill is refused, as
    // the quote flow shows it full (docs/decisions/bookings.md, 'What a request holds').
    if (requestedWindow) {
      const booked = (await bookedJobCounts(transaction, [requestedWindow])).get(requestedWindow);
      if ((booked ?? 0) >= APPOINTMENT_SETTINGS.capacityPerWindow) {
        throw new ApiError('window_full', QUOTE_MESSAGES.windowFull, {
          fieldErrors: { 'quote.appointmentWindow': QUOTE_MESSAGES.windowFull },
        });
      }
    }
    await attachPhotos(transaction, lead.id, lead.quote?.photoIds ?? []);
    // A flagged lead keeps no new photos: they would only cost the disk.
    if (!reason) await storeLeadPhotos(transaction, lead, submission, context);
    if (!reason) {
      await insertOutboxMessages(transaction, lead, await channelsFor(transaction, lead, context));
    }
    return { reason };
  });
  if (stored) {
    if (stored.reason) {
      submission.log.warn(
        { leadId: lead.id, reason: stored.reason },
        'lead stored, flagged as spam',
      );
    } else {
      submission.log.info({ leadId: lead.id }, 'lead stored');
    }
    return receiptOf(lead);
  }

  // The key was stored before (a retry, perhaps on another instance).
  const existing = await findLeadByIdempotencyKey(context.db, idempotencyKey);
  if (!existing) throw new Error('A lead with this idempotency key exists but cannot be read');
  // Leads stored before body hashes were kept have none: treated as the same request.
  if (existing.bodyHash && existing.bodyHash !== bodyHash) {
    throw new ApiError('idempotency_conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
  }
  return receiptOf(existing);
}

function receiptOf(lead: Lead): LeadReceipt {
  return { id: lead.id, createdAt: lead.createdAt, language: lead.language };
}

/** The reason a lead is flagged when its form token stored another lead before. */
export const FORM_TOKEN_REUSED = 'form token used before';

/**
 * Claims the lead's form token; when another lead claimed it first, flags this one (stored,
 * never announced) and returns why. A quote's unfinished copy (`<id>-partial`, incomplete)
 * and the finished request share one token, so both claim it as the same lead
 * (docs/decisions/server-reliability.md, 'Spam is stored and flagged').
 */
async function formTokenReuse(
  transaction: Db,
  formTokens: FormTokens,
  formToken: string | undefined,
  lead: Lead & { idempotencyKey: string },
): Promise<string | undefined> {
  // Only a token that checks out gets here (spamReasonOf flags any other); none, from a
  // form posted without JavaScript, has nothing to claim.
  const issuedAt = formToken === undefined ? undefined : formTokens.verify(formToken);
  if (formToken === undefined || issuedAt === undefined) return undefined;
  const leadKey =
    lead.incomplete && lead.idempotencyKey.endsWith(UNFINISHED_COPY_SUFFIX)
      ? lead.idempotencyKey.slice(0, -UNFINISHED_COPY_SUFFIX.length)
      : lead.idempotencyKey;
  const owner = await claimFormToken(transaction, {
    tokenId: formTokenId(formToken),
    leadKey,
    expiresAt: new Date(issuedAt + FORM_TOKEN_LIFETIME_MS).toISOString(),
  });
  if (owner === leadKey) return undefined;
  await flagLead(transaction, lead.id, FORM_TOKEN_REUSED);
  return FORM_TOKEN_REUSED;
}

/** The plain form's photos, counted like uploads and stored already claimed by the lead. */
async function storeLeadPhotos(
  transaction: Db,
  lead: Lead,
  submission: LeadSubmission,
  context: LeadServiceContext,
): Promise<void> {
  const photos = submission.photos ?? [];
  await checkPhotoQuota(transaction, {
    clientAddress: submission.clientIp,
    budgetBytes: context.photoBudgetBytes,
    newBytes: photos.map((photo) => photo.bytes),
    now: context.clock.now(),
  });
  for (const photo of photos) {
    await insertPhoto(transaction, {
      ...photo,
      id: newPhotoId(),
      createdAt: lead.createdAt,
      leadId: lead.id,
      clientAddress: submission.clientIp,
    });
  }
}

/**
 * The owner's channels for every lead; the customer's receipt only for a finished quote
 * request, to an address that has had none today and never bounced or unsubscribed
 * (docs/decisions/quote-flow.md, 'Receipt'). In the lead's transaction: a lead that is not
 * stored takes no receipt of the day.
 */
async function channelsFor(
  transaction: Db,
  lead: Lead,
  context: LeadServiceContext,
): Promise<OutboxChannel[]> {
  const owners = context.channels.filter((channel) => NEW_LEAD_ALERT_CHANNELS.includes(channel));
  const finishedQuote = lead.quote !== undefined && !lead.incomplete;
  if (!context.channels.includes('receipt') || !finishedQuote) return owners;
  const receipt = await reserveReceipt(transaction, lead.email, new Date(lead.createdAt));
  return receipt ? [...owners, 'receipt'] : owners;
}

/**
 * The price range of a finished quote the customer pays for, from the profile's price
 * table; none for insurance jobs (the insurer's terms decide) or without a table.
 */
function estimateOf(fields: LeadFields): Lead['estimate'] {
  const quote = fields.quote;
  if (!QUOTE_PRICES || !quote || fields.incomplete || quote.payment !== 'self') return undefined;
  // What the model's recorded facts decide, filled in as the quote flow does, so the lead
  // keeps the range the visitor saw (docs/decisions/quote-flow.md, 'The estimate').
  const answers = withModelFacts(quote);
  if (!answers.glass || !answers.vehicleClass) return undefined;
  const { low, high } = estimateQuote(QUOTE_PRICES, {
    glass: answers.glass,
    vehicleClass: answers.vehicleClass,
    features: answers.features,
  });
  return { low, high };
}

/**
 * SHA-256 of the validated fields, keys sorted: the same form gives the same hash. English,
 * the default language, is left out, so an English lead hashes as it did before leads had a
 * language and a retry sent across that change is still the same request.
 */
export function hashLeadFields(fields: LeadFields): string {
  const entries = Object.entries(fields)
    .filter(([key, value]) => value !== undefined && !(key === 'language' && value === 'en'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url');
}

function derivedIdempotencyKey(bodyHash: string, clientIp: string, time: number): string {
  const window = Math.floor(time / DERIVED_KEY_WINDOW_MS);
  const digest = createHash('sha256')
    .update(`${bodyHash}|${clientIp}|${window}`)
    .digest('base64url');
  return `derived:${digest}`;
}

type LeadEnvelope = z.output<typeof LeadEnvelopeSchema>;

/** The lead fields and the envelope beside them, or a validation error listing every field. */
function parseLeadBody(body: unknown): { fields: LeadFields; envelope: LeadEnvelope } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('validation', LEAD_MESSAGES.formInvalid, { fieldErrors: {} });
  }
  const { idempotencyKey, website, formStartedAt, formToken, ...rest } = body as Record<
    string,
    unknown
  >;
  const envelope = LeadEnvelopeSchema.safeParse({
    idempotencyKey,
    website,
    formStartedAt,
    formToken,
  });
  const fields = LeadSchema.safeParse(rest);
  const unreadable = unreadableTextErrors(rest);
  if (!envelope.success || !fields.success || unreadable) {
    const issues = [...(fields.error?.issues ?? []), ...(envelope.error?.issues ?? [])];
    throw new ApiError('validation', LEAD_MESSAGES.formInvalid, {
      fieldErrors: { ...fieldErrorsFromIssues(issues), ...unreadable },
    });
  }
  return { fields: fields.data, envelope: envelope.data };
}

/**
 * Why a submission looks automated, or undefined for a person (or when we cannot tell).
 * Judged on the server's clock only: the form token says when the form was first focused.
 */
function spamReasonOf(
  envelope: LeadEnvelope,
  now: number,
  context: LeadServiceContext,
  plainFormPost: boolean,
): string | undefined {
  if (envelope.website?.trim()) return 'honeypot filled in';
  if (envelope.formToken === undefined) {
    // A form posted without JavaScript cannot fetch a token: unknown, not spam.
    return plainFormPost ? undefined : 'no form token';
  }
  const issuedAt = context.formTokens.verify(envelope.formToken);
  if (issuedAt === undefined) return 'invalid form token';
  // Past its lifetime a token is no longer remembered as used, so it could be used again.
  if (now - issuedAt > FORM_TOKEN_LIFETIME_MS) return 'form token expired';
  const elapsed = now - issuedAt;
  if (elapsed < context.minFillMs)
    return `sent ${Math.max(0, elapsed)} ms after the form was first focused`;
  return undefined;
}
