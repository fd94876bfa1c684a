/**
 * What the text messages say, and the one way to queue a text to a customer
 * (docs/decisions/text-messages.md). Texts are short: the owner's carry the name, phone,
 * place and the inbox link; the customer's are written by the caller (a booking).
 */
import { businessProfile } from '@/content/business-profile';
import { withoutHiddenCharacters } from '@/domain/text';
import { ADMIN_BASE, serviceUrl } from '../config/service-url';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import { LANGUAGE_NAMES, type Lead } from '../leads/lead';
import { zipPlaceLabel } from '../leads/zip-place';
import { insertOutboxMessages } from './outbox.repository';

function oneLine(text: string): string {
  return withoutHiddenCharacters(text).replace(/\s+/g, ' ').trim();
}

function leadLink(lead: Lead): string {
  return serviceUrl(`${ADMIN_BASE}/leads/${encodeURIComponent(lead.id)}`);
}

/** The owner's text about a new lead. */
export function newLeadAlertText(lead: Lead): string {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`).slice(0, 60);
  const language = lead.language === 'en' ? '' : ` (${LANGUAGE_NAMES[lead.language]})`;
  return `${lead.urgent ? 'URGENT ' : ''}New lead${language}: ${name}, ${lead.phone}, ${lead.zipCode} (${zipPlaceLabel(lead.zipCode)}). ${leadLink(lead)}`;
}

/** The owner's one reminder of a lead still new past LEAD_OVERDUE_MINUTES of business hours. */
export function overdueReminderText(lead: Lead): string {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`).slice(0, 60);
  return `Overdue: ${name} (${lead.phone}) is still waiting for an answer. ${leadLink(lead)}`;
}

export interface CustomerTextOptions {
  /** The outbox channels configured now (notification-channels.ts): texts need 'customer_sms'. */
  channels: readonly OutboxChannel[];
  /** ISO time: when the text is first due. */
  now: string;
}

/**
 * Queues a text to the customer in the caller's transaction (a booking's confirmation, for
 * one). Does nothing, and returns false, when the customer did not agree to texts, the lead
 * is flagged as automated, the body is empty, or no text provider is configured.
 */
export async function queueCustomerText(
  transaction: Db,
  lead: Lead,
  body: string,
  options: CustomerTextOptions,
): Promise<boolean> {
  const text = body.trim();
  if (!lead.consentTexts || lead.spamReason || text === '') return false;
  if (!options.channels.includes('customer_sms')) return false;
  const signed = text.includes(businessProfile.name) ? text : `${businessProfile.name}: ${text}`;
  await insertOutboxMessages(transaction, lead, ['customer_sms'], options.now, signed);
  return true;
}
