/**
 * Privacy duties (docs/decisions/owner-inbox.md, 'Privacy'): find what is stored about a
 * person by email or phone, hand it over, delete it; and the retention rule that strips
 * the lead copy from delivered notifications.
 */
import { type Clock, isoNow, systemClock } from '../clock';
import type { Db } from '../db/database';
import { listOutboxMessagesForLead } from '../outbox/outbox.repository';
import {
  deleteLeads,
  deleteNewsletterSignup,
  findInboxLead,
  findLeadIdsOfPerson,
  findNewsletterSignupRow,
  listLeadNotes,
  redactDeliveredNotifications,
  type InboxLead,
} from './admin.repository';
import { audit, type Actor } from './admin.service';

export interface Person {
  /** Lowercased. */
  email?: string;
  /** +1XXXXXXXXXX, as leads store it. */
  phone?: string;
}

export interface PersonMatch {
  leads: InboxLead[];
  newsletter?: { email: string; createdAt: string; unsubscribedAt?: string };
}

export async function findPerson(db: Db, person: Person): Promise<PersonMatch> {
  const ids = await findLeadIdsOfPerson(db, person);
  const leads: InboxLead[] = [];
  for (const id of ids) {
    const lead = await findInboxLead(db, id);
    if (lead) leads.push(lead);
  }
  // A sign-up is found by email: by the one asked for, or by the leads' own.
  const emails = new Set([person.email, ...leads.map((lead) => lead.email.toLowerCase())]);
  for (const email of emails) {
    if (!email) continue;
    const row = await findNewsletterSignupRow(db, email);
    if (row) {
      return {
        leads,
        newsletter: {
          email: row.email,
          createdAt: row.created_at,
          unsubscribedAt: row.unsubscribed_at ?? undefined,
        },
      };
    }
  }
  return { leads };
}

/** Everything stored about the person, as they could ask for it (CCPA right to know). */
export async function exportPersonData(db: Db, person: Person, clock: Clock = systemClock) {
  const match = await findPerson(db, person);
  const leads = [];
  for (const lead of match.leads) {
    const { bodyHash: _bodyHash, idempotencyKey: _key, ...fields } = lead;
    leads.push({
      ...fields,
      notes: (await listLeadNotes(db, lead.id)).map((note) => ({
        at: note.createdAt,
        by: note.authorEmail,
        text: note.body,
      })),
      notifications: (await listOutboxMessagesForLead(db, lead.id)).map((message) => ({
        channel: message.channel,
        status: message.status,
        createdAt: message.createdAt,
        sentAt: message.sentAt,
      })),
    });
  }
  const newsletter = match.newsletter
    ? await findNewsletterSignupRow(db, match.newsletter.email)
    : undefined;
  return {
    exportedAt: isoNow(clock),
    leads,
    newsletter: newsletter
      ? {
          email: newsletter.email,
          signedUpAt: newsletter.created_at,
          consentText: newsletter.consent_text,
          consentAt: newsletter.consent_at,
          pageUrl: newsletter.page_url,
          clientIp: newsletter.client_ip,
          userAgent: newsletter.user_agent,
          unsubscribedAt: newsletter.unsubscribed_at,
        }
      : undefined,
  };
}

/**
 * Deletes the person's leads (with their notifications and notes) and newsletter
 * sign-up. The audit log keeps that a deletion happened and the lead ids, never the
 * person's details. Returns how many records were deleted.
 */
export async function deletePersonData(
  db: Db,
  person: Person,
  actor: Actor,
  clock: Clock = systemClock,
): Promise<number> {
  const match = await findPerson(db, person);
  const ids = match.leads.map((lead) => lead.id);
  const leadCount = await deleteLeads(db, ids);
  const signupCount = match.newsletter
    ? await deleteNewsletterSignup(db, match.newsletter.email)
    : 0;
  const now = isoNow(clock);
  for (const leadId of ids) await audit(db, actor, 'privacy.delete', { leadId, now });
  await audit(db, actor, 'privacy.delete', {
    detail: `${leadCount} leads, ${signupCount} newsletter sign-ups`,
    now,
  });
  return leadCount + signupCount;
}

/**
 * LEAD_NOTIFICATION_RETENTION_DAYS: notifications delivered longer ago than that keep
 * only the lead id. The lead itself stays in the inbox until deleted on request.
 */
export async function applyNotificationRetention(
  db: Db,
  retentionDays: number,
  now: number = systemClock.now(),
): Promise<number> {
  return redactDeliveredNotifications(
    db,
    new Date(now - retentionDays * 86_400_000).toISOString(),
    new Date(now).toISOString(),
  );
}
