/**
 * What the customer is told of a booking: the notice the outbox carries, its email text
 * and calendar file, and the one function that queues it (docs/decisions/bookings.md,
 * 'Telling the customer'). The notice is copied into the outbox message when the booking
 * changes, so a delivery retried later still says what was true when it was queued.
 */
import { queueCustomerText } from '../outbox/text-messages';
import { businessProfile } from '@/content/business-profile';
import { businessWindowsOn } from '@/content/quote-settings';
import { parseWindowId } from '@/domain/appointment-windows';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import type { Lead } from '../leads/lead';
import { insertOutboxMessages } from '../outbox/outbox.repository';
import { receiptGreetingName } from '../outbox/receipt-text';
import { windowDescription } from '../quotes/quote-summary';
import { businessInstant } from '../business-time';
import { bookingCalendar } from './booking-calendar';
import type { Booking } from './booking.repository';

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';

export interface BookingNotice {
  bookingId: string;
  change: BookingChange;
  windowId: string;
  /** 'Fri, Nov 27, 8 AM – 12 PM' */
  windowLabel: string;
  /** ISO UTC instants of the window. */
  startsAt: string;
  endsAt: string;
  address: string;
  sequence: number;
  /** When the change was made: the calendar file's DTSTAMP. */
  changedAt: string;
}

/** A lead as the outbox carries it for the 'booking' channel. */
export type BookedLead = Lead & { booking: BookingNotice };

export function isBookedLead(lead: Lead): lead is BookedLead {
  return typeof (lead as Partial<BookedLead>).booking === 'object';
}

/** The window's label and its start and end instants; undefined for an id that is no window. */
export function windowTimes(
  windowId: string,
): { label: string; startsAt: string; endsAt: string } | undefined {
  const parsed = parseWindowId(windowId);
  const window = parsed && businessWindowsOn(parsed.date).find((each) => each.id === windowId);
  if (!parsed) return undefined;
  if (!window) {
    // The opening hours changed since it was booked: the day's part still names it.
    return {
      label: windowDescription(windowId),
      startsAt: businessInstant(parsed.date, parsed.part === 'morning' ? 8 * 60 : 12 * 60),
      endsAt: businessInstant(parsed.date, parsed.part === 'morning' ? 12 * 60 : 17 * 60),
    };
  }
  return {
    label: window.label,
    startsAt: businessInstant(window.date, window.startMinutes),
    endsAt: businessInstant(window.date, window.endMinutes),
  };
}

export function bookingNotice(booking: Booking, change: BookingChange, now: string): BookingNotice {
  const times = windowTimes(booking.windowId);
  if (!times) throw new Error(`Not an appointment window: ${booking.windowId}`);
  return {
    bookingId: booking.id,
    change,
    windowId: booking.windowId,
    windowLabel: times.label,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    address: booking.address,
    sequence: booking.sequence,
    changedAt: now,
  };
}

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
