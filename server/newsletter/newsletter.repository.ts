/** SQL for newsletter sign-ups. Every function takes the database or a transaction first. */
import { LOCALES } from '@/i18n/locales';
import type { Db } from '../db/database';
import type { NewNewsletterSignupRow, NewsletterSignupRow } from '../db/schema';
import type { NewsletterSubscriber } from './newsletter-subscriber';

/**
 * Stores a sign-up, or renews the consent of an address already signed up (one row per
 * address, whatever the number of sign-ups). Returns the stored subscriber.
 */
export async function upsertNewsletterSignup(
  db: Db,
  subscriber: NewsletterSubscriber,
): Promise<NewsletterSubscriber> {
  const row = await db
    .insertInto('newsletter_signups')
    .values(subscriberToRow(subscriber))
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({
        consent_marketing: eb.ref('excluded.consent_marketing'),
        consent_text: eb.ref('excluded.consent_text'),
        consent_at: eb.ref('excluded.consent_at'),
        page_url: eb.ref('excluded.page_url'),
        client_ip: eb.ref('excluded.client_ip'),
        user_agent: eb.ref('excluded.user_agent'),
        // The latest sign-up's page decides the language, as its consent is the one kept.
        language: eb.ref('excluded.language'),
        // Signing up again after unsubscribing is a new consent: mail may go out again.
        unsubscribed_at: null,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return subscriberFromRow(row);
}

export async function findNewsletterSignupByEmail(
  db: Db,
  email: string,
): Promise<NewsletterSubscriber | undefined> {
  const row = await db
    .selectFrom('newsletter_signups')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  return row && subscriberFromRow(row);
}

export async function findNewsletterSignupById(
  db: Db,
  id: string,
): Promise<NewsletterSubscriber | undefined> {
  const row = await db
    .selectFrom('newsletter_signups')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && subscriberFromRow(row);
}

/**
 * Ends the subscription; a second call keeps the first time (idempotent). Returns the
 * subscriber, or undefined when there is none with this id (deleted on request).
 */
export async function markNewsletterUnsubscribed(
  db: Db,
  id: string,
  now: string,
): Promise<NewsletterSubscriber | undefined> {
  await db
    .updateTable('newsletter_signups')
    .set({ unsubscribed_at: now })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
  return findNewsletterSignupById(db, id);
}

function subscriberToRow(subscriber: NewsletterSubscriber): NewNewsletterSignupRow {
  return {
    id: subscriber.id,
    email: subscriber.email,
    consent_marketing: 1,
    consent_text: subscriber.consentText ?? null,
    consent_at: subscriber.consentAt,
    page_url: subscriber.pageUrl ?? null,
    client_ip: subscriber.clientIp ?? null,
    user_agent: subscriber.userAgent ?? null,
    created_at: subscriber.createdAt,
    language: subscriber.language,
  };
}

/** The one place a newsletter_signups row becomes a NewsletterSubscriber. */
function subscriberFromRow(row: NewsletterSignupRow): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    consentMarketing: true,
    consentText: row.consent_text ?? undefined,
    consentAt: row.consent_at,
    pageUrl: row.page_url ?? undefined,
    clientIp: row.client_ip ?? undefined,
    userAgent: row.user_agent ?? undefined,
    createdAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at ?? undefined,
    language: LOCALES.find((locale) => locale === row.language) ?? 'en',
  };
}
