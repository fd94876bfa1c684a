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
  /** The inbox's working status (server/admin/admin-config.ts LEAD_STATUSES). */
  status: Generated<string>;
  status_changed_at: Generated<string | null>;
  /** The quote flow's answers and the server's estimate, as JSON (StoredQuote). */
  quote_json: Generated<string | null>;
  /** The requested appointment window id (src/domain/appointment-windows.ts). */
  appointment_window: Generated<string | null>;
  /** 1 when the visitor left the quote flow before finishing it. */
  incomplete: Generated<number>;
  /** What the completed job was worth, in cents; null until recorded (server/admin/job-value.ts). */
  job_value_cents: Generated<number | null>;
  /** 1 when insurance paid the job, 0 when the customer did; null until recorded. */
  insurance_paid: Generated<number | null>;
  /** 1 when the visitor agreed to text messages (docs/decisions/text-messages.md). */
  consent_texts: Generated<number>;
  /** The text-consent wording the visitor saw. */
  consent_texts_text: Generated<string | null>;
  /** When the one overdue reminder was queued; set once, by the instance that claimed it. */
  overdue_reminded_at: Generated<string | null>;
  /** The lead's language ('en' or 'es', src/i18n/locales.ts): its customer messages use it. */
  language: Generated<string>;
}

/** Booked jobs per window (docs/decisions/bookings.md): the count capacity is checked on. */
export interface AppointmentSlotsTable {
  window_id: string;
  booked: number;
}

/** A lead's appointment, one per lead (docs/decisions/bookings.md). */
export interface BookingsTable {
  id: string;
  lead_id: string;
  /** An appointment window id (src/domain/appointment-windows.ts). */
  window_id: string;
  /** The service address, confirmed with the customer on the phone. */
  address: string;
  /** The admin_users id of the technician doing the job; null until one is assigned. */
  technician_id: string | null;
  /** The email of the account that booked it. */
  booked_by: string;
  booked_at: string;
  updated_at: string;
  /** The calendar file's SEQUENCE: 0, bumped on each reschedule and on cancelling. */
  sequence: Generated<number>;
  /** Set when the booking was cancelled: it holds no place any more. */
  cancelled_at: string | null;
}

export interface QuotePhotosTable {
  id: string;
  /** Null until the lead that names the photo is stored. */
  lead_id: string | null;
  created_at: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  data_base64: string;
  /** SHA-256 of the form token the photo was uploaded with; null for the plain form's. */
  form_token_hash: string | null;
  /** The uploader's address, kept for the hour its uploads are counted. */
  client_address: string | null;
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
  unsubscribed_at: Generated<string | null>;
  /** 'en' or 'es': the page the subscriber signed up on (src/i18n/locales.ts); 'en' by default. */
  language: Generated<string>;
}

/**
 * 'email', 'webhook' and 'sms' tell the owner of a new lead; 'receipt' emails the customer
 * of a quote request; 'booking' emails the customer a booking's confirmation, change or
 * cancellation; 'customer_sms' texts the customer (only with consent); 'overdue_email' and
 * 'overdue_sms' remind the owner of a lead left new too long.
 */
export type OutboxChannel =
  | 'email'
  | 'webhook'
  | 'receipt'
  | 'booking'
  | 'sms'
  | 'customer_sms'
  | 'overdue_email'
  | 'overdue_sms';
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
  /** The text of a 'customer_sms' message, written when it was queued; null otherwise. */
  text_body: Generated<string | null>;
}

/** What one delivery attempt came to: delivered, failed with a retry to come, failed for good. */
export type NotificationAttemptOutcome = 'sent' | 'retry' | 'failed';

export interface NotificationAttemptsTable {
  id: string;
  outbox_id: string;
  lead_id: string;
  channel: OutboxChannel;
  attempted_at: string;
  outcome: NotificationAttemptOutcome;
  error: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

/** When each address last got a quote receipt (at most one a day). */
export interface ReceiptRecipientsTable {
  email: string;
  last_receipt_at: string;
}

/** Addresses no receipt goes to: bounced, or asked by hand (`leads suppress add`). */
export interface EmailSuppressionsTable {
  email: string;
  reason: string;
  created_at: string;
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

export interface AdminUsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  created_at: string;
  password_changed_at: string;
  disabled_at: string | null;
}

export interface AdminSessionsTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  client_ip: string | null;
}

export interface SignInFailuresTable {
  key: string;
  window_start: string;
  count: number;
}

/** A form token that has stored a lead: by which lead (its idempotency key), until when. */
export interface UsedFormTokensTable {
  token_id: string;
  lead_key: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  user_id: string | null;
  user_email: string | null;
  action: string;
  lead_id: string | null;
  detail: string | null;
  client_ip: string | null;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_email: string;
  body: string;
  created_at: string;
}

/** A business day whose summary email an instance claimed (sent once). */
export interface DailySummariesTable {
  business_date: string;
  claimed_at: string;
}

export interface DatabaseSchema {
  settings: SettingsTable;
  health_probe: HealthProbeTable;
  leads: LeadsTable;
  newsletter_signups: NewsletterSignupsTable;
  outbox: OutboxTable;
  notification_attempts: NotificationAttemptsTable;
  rate_limits: RateLimitsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  appointment_slots: AppointmentSlotsTable;
  bookings: BookingsTable;
  quote_photos: QuotePhotosTable;
  used_form_tokens: UsedFormTokensTable;
  receipt_recipients: ReceiptRecipientsTable;
  email_suppressions: EmailSuppressionsTable;
  daily_summaries: DailySummariesTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type NewsletterSignupRow = Selectable<NewsletterSignupsTable>;
export type NewNewsletterSignupRow = Insertable<NewsletterSignupsTable>;
export type OutboxRow = Selectable<OutboxTable>;
