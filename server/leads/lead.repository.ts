/** SQL for leads. Every function takes the database or a transaction first. */
import { sql } from 'kysely';
import type { FleetSize } from '@/domain/lead-fields';
import { TEXT_MESSAGE_CONSENT_TEXT } from '@/domain/consent-wording';
import type { ServiceSlug } from '@/domain/service-slugs';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Db } from '../db/database';
import type { LeadRow, NewLeadRow } from '../db/schema';
import type { Lead } from './lead';

/**
 * Stores a lead unless one with the same idempotency key exists (the unique index
 * decides, so concurrent retries on any number of instances store one row).
 * Returns whether this call stored it.
 */
export async function insertLead(db: Db, lead: Lead): Promise<boolean> {
  const inserted = await db
    .insertInto('leads')
    .values(leadToRow(lead))
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Marks a stored lead as automated: kept for the owner to look at, never announced. */
export async function flagLead(db: Db, id: string, reason: string): Promise<void> {
  await db.updateTable('leads').set({ spam_reason: reason }).where('id', '=', id).execute();
}

/**
 * Claims a form token for the lead `leadKey`, unless another lead claimed it first; returns
 * the key of the lead it belongs to (`leadKey` when it was free). One statement, on SQLite
 * and PostgreSQL: leads sent together with one token cannot all find it free.
 */
export async function claimFormToken(
  db: Db,
  claim: { tokenId: string; leadKey: string; expiresAt: string },
): Promise<string> {
  const row = await db
    .insertInto('used_form_tokens')
    .values({ token_id: claim.tokenId, lead_key: claim.leadKey, expires_at: claim.expiresAt })
    .onConflict((conflict) =>
      // A write that changes nothing, so that the row claimed before is returned.
      conflict.column('token_id').doUpdateSet({ lead_key: sql<string>`used_form_tokens.lead_key` }),
    )
    .returning('lead_key')
    .executeTakeFirstOrThrow();
  return row.lead_key;
}

/** Forgets tokens that expired before `now`: an expired token is refused anyway. */
export async function deleteExpiredFormTokens(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('used_form_tokens')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<Lead | undefined> {
  const row = await db
    .selectFrom('leads')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && leadFromRow(row);
}

export async function findLeadById(db: Db, id: string): Promise<Lead | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row && leadFromRow(row);
}

/** The quote flow's unfinished copy of a request: `${leadId}-partial` (quote-flow.tsx). */
export const UNFINISHED_COPY_SUFFIX = '-partial';

/**
 * An unfinished copy whose visitor came back and finished the request: the finished lead
 * stands for both in the inbox list, the report and the export, and links to the copy
 * (docs/decisions/owner-inbox.md#repeats-and-unfinished-requests). For a query on `leads`.
 */
export const IS_MERGED_UNFINISHED_COPY = sql<boolean>`(leads.incomplete = 1 and exists (
  select 1 from leads as finished
  where finished.incomplete = 0
    and finished.idempotency_key = substr(leads.idempotency_key, 1, length(leads.idempotency_key) - ${sql.lit(UNFINISHED_COPY_SUFFIX.length)})
    and leads.idempotency_key like ${`%${UNFINISHED_COPY_SUFFIX}`}))`;

/**
 * Leads created at or after `since` (ISO time), oldest first; all leads without it.
 * `flagged`: 'exclude' (the default: the owner's inbox), 'only' (shown apart), 'include'.
 * An unfinished copy merged into its finished request is left out (IS_MERGED_UNFINISHED_COPY).
 */
export async function listLeadsCreatedSince(
  db: Db,
  since?: string,
  flagged: 'exclude' | 'only' | 'include' = 'exclude',
): Promise<Lead[]> {
  const rows = await db
    .selectFrom('leads')
    .selectAll()
    .$if(since !== undefined, (query) => query.where('created_at', '>=', since!))
    .$if(flagged === 'exclude', (query) => query.where('spam_reason', 'is', null))
    .$if(flagged === 'only', (query) => query.where('spam_reason', 'is not', null))
    .where(sql<boolean>`not ${IS_MERGED_UNFINISHED_COPY}`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(leadFromRow);
}

function leadToRow(lead: Lead): NewLeadRow {
  return {
    id: lead.id,
    created_at: lead.createdAt,
    idempotency_key: lead.idempotencyKey ?? null,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    zip_code: lead.zipCode,
    vin_number: lead.vinNumber ?? null,
    message: lead.message ?? null,
    service: lead.service,
    company: lead.company ?? null,
    fleet_size: lead.fleetSize ?? null,
    urgent: lead.urgent ? 1 : 0,
    consent_marketing: lead.consentMarketing ? 1 : 0,
    consent_privacy_policy: lead.consentPrivacyPolicy ? 1 : 0,
    consent_text: lead.consentText ?? null,
    consent_texts: lead.consentTexts ? 1 : 0,
    // Consent without the page's wording records the wording the forms show.
    consent_texts_text: lead.consentTexts
      ? (lead.consentTextsWording ?? TEXT_MESSAGE_CONSENT_TEXT)
      : null,
    consent_at: lead.consentAt,
    page_url: lead.pageUrl ?? null,
    hero_variant: lead.heroVariant ?? null,
    utm_source: lead.utmSource ?? null,
    utm_medium: lead.utmMedium ?? null,
    utm_campaign: lead.utmCampaign ?? null,
    utm_content: lead.utmContent ?? null,
    client_ip: lead.clientIp ?? null,
    user_agent: lead.userAgent ?? null,
    spam_reason: lead.spamReason ?? null,
    body_hash: lead.bodyHash ?? null,
    quote_json: lead.quote ? JSON.stringify({ ...lead.quote, estimate: lead.estimate }) : null,
    appointment_window: lead.quote?.appointmentWindow ?? null,
    incomplete: lead.incomplete ? 1 : 0,
    language: lead.language,
  };
}

/** The one place a leads row becomes a Lead. */
function leadFromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: row.created_at,
    idempotencyKey: row.idempotency_key ?? undefined,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    zipCode: row.zip_code,
    vinNumber: row.vin_number ?? undefined,
    message: row.message ?? undefined,
    // Only values LeadSchema accepted are ever written.
    service: row.service as ServiceSlug,
    company: row.company ?? undefined,
    fleetSize: (row.fleet_size ?? undefined) as FleetSize | undefined,
    urgent: row.urgent === 1,
    consentMarketing: row.consent_marketing === 1,
    consentPrivacyPolicy: true,
    consentText: row.consent_text ?? undefined,
    consentTexts: row.consent_texts === 1,
    consentTextsWording: row.consent_texts_text ?? undefined,
    consentAt: row.consent_at,
    pageUrl: row.page_url ?? undefined,
    heroVariant: row.hero_variant ?? undefined,
    utmSource: row.utm_source ?? undefined,
    utmMedium: row.utm_medium ?? undefined,
    utmCampaign: row.utm_campaign ?? undefined,
    utmContent: row.utm_content ?? undefined,
    clientIp: row.client_ip ?? undefined,
    userAgent: row.user_agent ?? undefined,
    spamReason: row.spam_reason ?? undefined,
    bodyHash: row.body_hash ?? undefined,
    incomplete: row.incomplete === 1,
    language: localeOfColumn(row.language),
    ...quoteFromColumn(row.quote_json),
  };
}

/** The language column: one of LOCALES, as LeadSchema accepted it; anything else reads as English. */
function localeOfColumn(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

/** The quote JSON column: what LeadSchema accepted, and the estimate stored beside it. */
function quoteFromColumn(json: string | null): Pick<Lead, 'quote' | 'estimate'> {
  if (!json) return {};
  const { estimate, ...quote } = JSON.parse(json) as NonNullable<Lead['quote']> & {
    estimate?: Lead['estimate'];
  };
  return { quote, estimate };
}
