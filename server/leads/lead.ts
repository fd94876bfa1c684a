/**
 * A stored lead: the validated form fields plus what the service records beside them
 * (proof of consent, where it came from). Routes, the outbox and the export see only
 * this shape, never table rows.
 */
import type { LeadFields } from '@/domain/lead.schema';
import type { Locale } from '@/i18n/locales';

/**
 * A lead's language as the owner reads it: the inbox and the owner's messages stay in
 * English whatever the customer's language (docs/decisions/spanish.md#server).
 */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export interface Lead extends LeadFields {
  id: string;
  /** ISO time the service stored the lead. */
  createdAt: string;
  /** When the visitor accepted the privacy policy: the time the lead was stored. */
  consentAt: string;
  idempotencyKey?: string;
  clientIp?: string;
  userAgent?: string;
  /** Why the lead looks automated; undefined for a person. Flagged leads are never notified. */
  spamReason?: string;
  /** SHA-256 of the validated fields, to tell a retry from a reused idempotency key. */
  bodyHash?: string;
  /** The range the server's price table gave a finished quote paid by the customer. */
  estimate?: { low: number; high: number };
}
