/**
 * Table shapes as Kysely sees them. Only repositories use these types; everything else
 * works with the domain objects the repositories' row mappers return.
 *
 * Both databases store the same column types so one repository serves both: timestamps
 * are ISO-8601 UTC text (`Date#toISOString`, which sorts and compares as text), flags
 * are integers 0/1 (better-sqlite3 cannot bind booleans), ids are text.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface LeadsTable {
  id: string;
  created_at: string;
  idempotency_key: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  zip_code: string;
  vin_number: string | null;
  message: string | null;
  service: string;
  /** Fleet leads only (docs/decisions/fleet-leads.md). */
  company: string | null;
  /** Fleet leads only: a FLEET_SIZES value. */
  fleet_size: string | null;
  urgent: number;
  consent_marketing: number;
  consent_privacy_policy: number;
  consent_text: string | null;
  consent_at: string;
  page_url: string | null;
  hero_variant: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  client_ip: string | null;
  user_agent: string | null;
  /** Why the lead looks automated; null for a person. Flagged leads are never notified. */
  spam_reason: string | null;
  /** SHA-256 of the validated fields, to tell a retry from a reused idempotency key. */
  body_hash: string | null;
}

export interface NewsletterSignupsTable {
  id: string;
  email: string;
  consent_marketing: number;
  consent_text: string | null;
  consent_at: string;
  page_url: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export type OutboxChannel = 'email' | 'webhook';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  lead_id: string;
  channel: OutboxChannel;
  /** The lead as it was stored, as JSON, so a delivery never depends on later edits. */
  payload: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface HealthProbeTable {
  id: number;
  checked_at: string;
  filler: string | null;
}

export interface DatabaseSchema {
  settings: SettingsTable;
  health_probe: HealthProbeTable;
  leads: LeadsTable;
  newsletter_signups: NewsletterSignupsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type NewsletterSignupRow = Selectable<NewsletterSignupsTable>;
export type NewNewsletterSignupRow = Insertable<NewsletterSignupsTable>;
export type OutboxRow = Selectable<OutboxTable>;
