/**
 * The notice of a booking change that the outbox carries to the customer (docs/decisions/bookings.md,
 * 'Telling the customer'). The notice is copied into the outbox message when the booking
 * changes, so a delivery retried later still says what was true when it was queued; its
 * email, calendar file and text are written in server/outbox/booking-messages.ts.
 */
import { businessWindowsOn } from '@/content/quote-settings';
import { parseWindowId } from '@/domain/appointment-windows';
import type { Lead } from '../leads/lead';
import { businessInstant, windowDescription } from '../business-time';
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
