/** Newsletter sign-ups: validate, then store or renew (signing up twice is fine). */
import { randomUUID } from 'node:crypto';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { NewsletterSchema } from '@/domain/newsletter.schema';
import type { Locale } from '@/i18n/locales';
import type { WriteBatcher } from '../db/write-batcher';
import { ApiError, fieldErrorsFromIssues } from '../http/api-error';
import { withoutNulCharacters } from '../http/request-body';
import { type Clock, isoNow, systemClock } from '../clock';
import type { Db } from '../db/database';
import type { NewsletterSubscriber } from './newsletter-subscriber';
import {
  findNewsletterSignupById,
  markNewsletterUnsubscribed,
  upsertNewsletterSignup,
} from './newsletter.repository';
import {
  listUnsubscribeHeaders,
  unsubscribeUrl,
  type UnsubscribeTokens,
} from './unsubscribe-token';

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
  clock: Clock = systemClock,
): Promise<NewsletterReceipt> {
  const parsed = NewsletterSchema.safeParse(withoutNulCharacters(submission.body));
  if (!parsed.success) {
    throw new ApiError('validation', LEAD_MESSAGES.formInvalid, {
      fieldErrors: fieldErrorsFromIssues(parsed.error.issues),
    });
  }
  const now = isoNow(clock);
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

/**
 * What the unsubscribe page shows: whose subscription, whether it has ended, and the language
 * the subscriber signed up in, which the page speaks.
 */
export interface SubscriptionState {
  email: string;
  unsubscribedAt?: string;
  language: Locale;
}

function subscriptionState(subscriber: NewsletterSubscriber): SubscriptionState {
  const { email, unsubscribedAt, language } = subscriber;
  return { email, unsubscribedAt, language };
}

/**
 * The subscription a link's token names, for the confirmation page (reads only: a link
 * previewed by a mail scanner unsubscribes nobody). Undefined when the token is not ours
 * or the subscriber was deleted.
 */
export async function findSubscriptionByToken(
  db: Db,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<SubscriptionState | undefined> {
  const id = tokens.verify(token);
  const subscriber = id ? await findNewsletterSignupById(db, id) : undefined;
  return subscriber && subscriptionState(subscriber);
}

/** Ends the subscription the token names; again is fine (the first time is kept). */
export async function unsubscribeFromNewsletter(
  writer: WriteBatcher,
  tokens: UnsubscribeTokens,
  token: string,
  clock: Clock = systemClock,
): Promise<SubscriptionState | undefined> {
  const id = tokens.verify(token);
  if (!id) return undefined;
  const now = isoNow(clock);
  const subscriber = await writer.write((db) => markNewsletterUnsubscribed(db, id, now));
  return subscriber && subscriptionState(subscriber);
}

/** An email to one subscriber, with its unsubscribe link (for server/outbox/email-channel.ts). */
export interface SubscriberEmailAddressing {
  to: string;
  /** The language the subscriber signed up in: the unsubscribe line is in it. */
  language: Locale;
  unsubscribeUrl: string;
  headers: Record<string, string>;
}

/**
 * Where and how newsletter mail to `subscriber` goes: every such email carries the
 * one-click unsubscribe headers and link. Undefined for a subscriber who unsubscribed,
 * so they get nothing.
 */
export function addressSubscriberEmail(
  subscriber: NewsletterSubscriber,
  tokens: UnsubscribeTokens,
): SubscriberEmailAddressing | undefined {
  if (subscriber.unsubscribedAt) return undefined;
  const url = unsubscribeUrl(tokens.issue(subscriber.id));
  return {
    to: subscriber.email,
    language: subscriber.language,
    unsubscribeUrl: url,
    headers: listUnsubscribeHeaders(url),
  };
}
