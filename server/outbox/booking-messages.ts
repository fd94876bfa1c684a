/**
 * What the customer is told of a booking change: the email's subject and text, its calendar
 * file, the text copy, and the one function that queues them (docs/decisions/bookings.md,
 * 'Telling the customer'), all in the lead's language (docs/decisions/spanish.md#server). It lives with the outbox, above server/bookings/, because it
 * queues outbox messages; the notice itself is server/bookings/booking-notice.ts
 * (docs/architecture.md#server-features).
 */
import { businessProfile } from '@/content/business-profile';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import type { Lead } from '../leads/lead';
import { bookingCalendar } from '../bookings/booking-calendar';
import type { BookedLead, BookingNotice } from '../bookings/booking-notice';
import { insertOutboxMessages } from './outbox.repository';
import { customerWords, type CustomerWords } from './customer-words';
import { receiptGreetingName } from './receipt-text';
import { queueCustomerText } from './text-messages';

/**
 * Queues the customer's confirmation of a booking change, in the transaction that makes the
 * change, on the customer channels that are configured: the email ('booking') and, when a
 * text provider is configured and the customer agreed to texts, a short text
 * (docs/decisions/text-messages.md).
 */
export async function queueBookingConfirmation(
  transaction: Db,
  lead: Lead,
  notice: BookingNotice,
  channels: readonly OutboxChannel[],
): Promise<OutboxChannel[]> {
  const queued = channels.filter((channel) => channel === 'booking');
  const bookedLead: BookedLead = { ...lead, booking: notice };
  await insertOutboxMessages(transaction, bookedLead, queued, notice.changedAt);
  const texted = await queueCustomerText(transaction, lead, bookingText(lead, notice), {
    channels,
    now: notice.changedAt,
  });
  return texted ? [...queued, 'customer_sms'] : queued;
}

/**
 * The text copy, in the lead's language: when and where, and the number to call; nothing the
 * visitor typed.
 */
export function bookingText(lead: Lead, notice: BookingNotice): string {
  const words = customerWords(lead.language);
  return words.t(`text.${notice.change}`, {
    window: noticeWindow(words, notice),
    address: notice.address,
    phone: businessProfile.phone.display,
  });
}

/** The notice's window in the customer's language, from its start and end. */
function noticeWindow(words: CustomerWords, notice: BookingNotice): string {
  return words.windowHours(notice.startsAt, notice.endsAt);
}

export function bookingEmailSubject(lead: BookedLead): string {
  const words = customerWords(lead.language);
  return words.t(`booking.subject.${lead.booking.change}`, {
    window: noticeWindow(words, lead.booking),
    business: businessProfile.name,
  });
}

/**
 * The email's plain text, in the lead's language. As the receipt, it carries nothing the
 * visitor typed but a short first name; the address is the one the business confirmed on
 * the phone.
 */
export function bookingEmailText(lead: BookedLead): string {
  const words = customerWords(lead.language);
  const { t } = words;
  const name = receiptGreetingName(lead.firstName);
  const { booking } = lead;
  const values = {
    business: businessProfile.name,
    window: noticeWindow(words, booking),
    address: booking.address,
    phone: businessProfile.phone.display,
  };
  const greeting = name ? t('booking.greetingName', { name }) : t('booking.greeting');
  const body =
    booking.change === 'cancelled'
      ? t('booking.cancelledBody', values)
      : t('booking.body', { ...values, change: booking.change });
  return `${greeting}\n\n${body}\n\n${businessProfile.name}\n`;
}

/** The calendar file of the notice (booking-calendar.ts), its words in the lead's language. */
export function bookingEmailCalendar(lead: BookedLead, organizerEmail: string): string {
  const { booking } = lead;
  const { t } = customerWords(lead.language);
  return bookingCalendar({
    bookingId: booking.bookingId,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: t('booking.calendarSummary', { business: businessProfile.name }),
    description: t('booking.calendarDescription', { phone: businessProfile.phone.display }),
    location: booking.address,
    sequence: booking.sequence,
    cancelled: booking.change === 'cancelled',
    organizer: { name: businessProfile.name, email: organizerEmail },
    stampedAt: booking.changedAt,
  });
}
