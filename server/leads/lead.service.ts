/**
 * Taking a lead: validate it, drop spam quietly, store it once per idempotency key, and
 * queue its notifications in the same transaction, so a stored lead is never left
 * without them and a notification never announces a lead that was not stored.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  createLeadId,
  LEAD_MESSAGES,
  LeadEnvelopeSchema,
  LeadSchema,
  type LeadFields,
} from '@/domain/lead.schema';
import type { Db } from '../db/database';
import type { WriteBatcher } from '../db/write-batcher';
import type { OutboxChannel } from '../db/schema';
import { insertOutboxMessages } from '../outbox/outbox.repository';
import { ApiError, fieldErrorsFromIssues } from './api-error';
import type { Lead } from './lead';
import { findLeadByIdempotencyKey, insertLead } from './lead.repository';
import { withoutNulCharacters } from './request-body';

export interface LeadServiceContext {
  db: Db;
  /** Lead writes go through the group commit, with its deadline (write-batcher.ts). */
  writer: WriteBatcher;
  /** A notification is queued on each of these for every new lead. */
  channels: readonly OutboxChannel[];
  minFillMs: number;
}

export interface LeadSubmission {
  body: unknown;
  clientIp: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

export interface LeadReceipt {
  id: string;
  createdAt: string;
}

export async function submitLead(
  context: LeadServiceContext,
  submission: LeadSubmission,
): Promise<LeadReceipt> {
  const { fields, envelope } = parseLeadBody(withoutNulCharacters(submission.body));
  const now = Date.now();
  const spam = spamReason(envelope, now, context.minFillMs);
  if (spam) {
    // Answered like a success, so a bot learns nothing about what gave it away.
    submission.log.warn({ reason: spam, clientIp: submission.clientIp }, 'lead dropped as spam');
    return { id: createLeadId(now), createdAt: new Date(now).toISOString() };
  }

  const createdAt = new Date(now).toISOString();
  const lead: Lead = {
    ...fields,
    id: createLeadId(now),
    createdAt,
    consentAt: createdAt,
    idempotencyKey: envelope.idempotencyKey,
    clientIp: submission.clientIp,
    userAgent: submission.userAgent?.slice(0, 1000),
  };
  // In a group transaction: the lead and its notifications, or neither.
  const stored = await context.writer.write(async (transaction) => {
    if (!(await insertLead(transaction, lead))) return false;
    await insertOutboxMessages(transaction, lead, context.channels);
    return true;
  });
  if (stored) {
    submission.log.info({ leadId: lead.id }, 'lead stored');
    return { id: lead.id, createdAt: lead.createdAt };
  }

  // The key was stored before (a retry, perhaps on another instance): same answer again.
  const existing = await findLeadByIdempotencyKey(context.db, lead.idempotencyKey!);
  if (!existing) throw new Error('A lead with this idempotency key exists but cannot be read');
  return { id: existing.id, createdAt: existing.createdAt };
}

type LeadEnvelope = z.output<typeof LeadEnvelopeSchema>;

/** The lead fields and the envelope beside them, or a validation error listing every field. */
function parseLeadBody(body: unknown): { fields: LeadFields; envelope: LeadEnvelope } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('validation', LEAD_MESSAGES.formInvalid, { fieldErrors: {} });
  }
  const { idempotencyKey, website, formStartedAt, ...rest } = body as Record<string, unknown>;
  const envelope = LeadEnvelopeSchema.safeParse({ idempotencyKey, website, formStartedAt });
  const fields = LeadSchema.safeParse(rest);
  if (!envelope.success || !fields.success) {
    const issues = [...(fields.error?.issues ?? []), ...(envelope.error?.issues ?? [])];
    throw new ApiError('validation', LEAD_MESSAGES.formInvalid, {
      fieldErrors: fieldErrorsFromIssues(issues),
    });
  }
  return { fields: fields.data, envelope: envelope.data };
}

/** Why a submission looks automated, or undefined for a person. */
function spamReason(envelope: LeadEnvelope, now: number, minFillMs: number): string | undefined {
  if (envelope.website?.trim()) return 'honeypot filled in';
  if (envelope.formStartedAt !== undefined) {
    const elapsed = now - envelope.formStartedAt;
    // A visitor's clock ahead of ours gives a negative time we cannot judge: accept it.
    if (elapsed >= 0 && elapsed < minFillMs) return 'form filled in too fast';
  }
  return undefined;
}
