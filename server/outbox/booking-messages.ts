/**
 * What the customer is told of a booking change: the email's subject and text, its calendar
 * file, the text copy, and the one function that queues them (docs/decisions/bookings.md,
 * 'Telling the customer'). It lives with the outbox, above server/bookings/, because it
 * queues outbox messages; the notice itself is server/bookings/booking-notice.ts
 * (docs/architecture.md#server-features).
 */
import { businessProfile } from '@/content/business-profile';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import type { Lead } from '../leads/lead';
import { bookingCalendar } from '../bookings/booking-calendar';
import type { BookedLead, BookingChange, BookingNotice } from '../bookings/booking-notice';
import { insertOutboxMessages } from './outbox.repository';
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
  const texted = await queueCustomerText(transaction, lead, bookingText(notice), {
    channels,
    now: notice.changedAt,
  });
  return texted ? [...queued, 'customer_sms'] : queued;
}

/** The text copy: when and where, and the number to call; nothing the visitor typed. */
function bookingText(notice: BookingNotice): string {
  const phone = businessProfile.phone.display;
  switch (notice.change) {
    case 'booked':
      return `Your glass appointment is booked: ${notice.windowLabel} at ${notice.address}. Questions: ${phone}.`;
    case 'rescheduled':
      return `Your glass appointment has moved to ${notice.windowLabel} at ${notice.address}. Questions: ${phone}.`;
    case 'cancelled':
      return `Your glass appointment on ${notice.windowLabel} is cancelled. To book again: ${phone}.`;
  }
}

const SUBJECTS: Record<BookingChange, (label: string) => string> = {
  booked: (label) => `Your appointment is booked: ${label}`,
  rescheduled: (label) => `Your appointment has moved to ${label}`,
  cancelled: (label) => `Your appointment on ${label} is cancelled`,
};

export function bookingEmailSubject(lead: BookedLead): string {
  return `${SUBJECTS[lead.booking.change](lead.booking.windowLabel)}: ${businessProfile.name}`;
}

/**
 * The email's plain text. As the receipt, it carries nothing the visitor typed but a short
 * first name; the address is the one the business confirmed on the phone.
 */
export function bookingEmailText(lead: BookedLead): string {
  const name = receiptGreetingName(lead.firstName);
  const { booking } = lead;
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const phone = businessProfile.phone.display;
  const body =
    booking.change === 'cancelled'
      ? `Your appointment with ${businessProfile.name} on ${booking.windowLabel} at ${booking.address} is cancelled. ` +
        `The attached calendar file removes it from your calendar.\n\n` +
        `To book another time, call us at ${phone} or reply to this email.`
      : `${booking.change === 'rescheduled' ? 'Your appointment has moved. ' : ''}` +
        `Our technician will come to you:\n\n` +
        `When: ${booking.windowLabel} (the technician calls when on the way)\n` +
        `Where: ${booking.address}\n\n` +
        `The attached calendar file adds it to your calendar${booking.change === 'rescheduled' ? ' and replaces the earlier time' : ''}.\n\n` +
        `To change or cancel, call us at ${phone} or reply to this email.`;
  return `${greeting}\n\n${body}\n\n${businessProfile.name}\n`;
}

/** The calendar file of the notice (booking-calendar.ts). */
export function bookingEmailCalendar(lead: BookedLead, organizerEmail: string): string {
  const { booking } = lead;
  return bookingCalendar({
    bookingId: booking.bookingId,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: `${businessProfile.name}: auto glass appointment`,
    description: `Mobile auto glass service. Questions or changes: ${businessProfile.phone.display}.`,
    location: booking.address,
    sequence: booking.sequence,
    cancelled: booking.change === 'cancelled',
    organizer: { name: businessProfile.name, email: organizerEmail },
    stampedAt: booking.changedAt,
  });
}
