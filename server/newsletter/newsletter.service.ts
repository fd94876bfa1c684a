/** Newsletter sign-ups: validate, then store or renew (signing up twice is fine). */
import { randomUUID } from 'node:crypto';
import { LEAD_MESSAGES } from '@/domain/lead.schema';
import { NewsletterSchema } from '@/domain/newsletter.schema';
import type { WriteBatcher } from '../db/write-batcher';
import { ApiError, fieldErrorsFromIssues } from '../leads/api-error';
import { withoutNulCharacters } from '../leads/request-body';
import { upsertNewsletterSignup } from './newsletter.repository';

export interface NewsletterSubmission {
  body: unknown;
  clientIp: string;
  userAgent?: string;
}

export interface NewsletterReceipt {
  id: string;
  createdAt: string;
}

export async function subscribeToNewsletter(
  writer: WriteBatcher,
  submission: NewsletterSubmission,
): Promise<NewsletterReceipt> {
  const parsed = NewsletterSchema.safeParse(withoutNulCharacters(submission.body));
  if (!parsed.success) {
    throw new ApiError('validation', LEAD_MESSAGES.formInvalid, {
      fieldErrors: fieldErrorsFromIssues(parsed.error.issues),
    });
  }
  const now = new Date().toISOString();
  const subscriber = await writer.write((db) =>
    upsertNewsletterSignup(db, {
      ...parsed.data,
      // Mail providers ignore case, so 'Ann@x.com' and 'ann@x.com' are one subscriber.
      email: parsed.data.email.toLowerCase(),
      id: randomUUID(),
      createdAt: now,
      consentAt: now,
      clientIp: submission.clientIp,
      userAgent: submission.userAgent?.slice(0, 1000),
    }),
  );
  return { id: subscriber.id, createdAt: subscriber.createdAt };
}
