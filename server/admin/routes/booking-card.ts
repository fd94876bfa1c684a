/**
 * What the lead page's booking card shows (docs/decisions/bookings.md): the lead's
 * booking, the windows that can be picked with the places each has left, and the accounts
 * a job can be given to.
 */
import { APPOINTMENT_SETTINGS, businessWindowsOn, offeredWindows } from '@/content/quote-settings';
import { parseWindowId, type AppointmentWindow } from '@/domain/appointment-windows';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { bookedJobCounts, findBookingOfLead } from '../../bookings/booking.repository';
import type { Lead } from '../../leads/lead';
import { listUsers } from '../admin.repository';
import type { BookingCardData, WindowPlaces } from '../views/booking-view';

/** The lead page's message after a booking action (its ?done= value). */
export const BOOKING_FLASHES: Record<string, string> = {
  booked: 'Booked. The customer is sent a confirmation with a calendar file.',
  rescheduled: 'Rescheduled. The old place is free again, and the customer is sent the change.',
  updated: 'Booking saved.',
  unchanged: 'Nothing changed.',
  cancelled: 'Booking cancelled. Its place is free again, and the customer is told.',
  'not-booked': 'There was no booking to cancel.',
};

export interface BookingFormValues {
  windowId?: string;
  address?: string;
  technicianId?: string;
}

/** Each window with its booked jobs counted against the profile's capacity. */
export async function withPlaces(db: Db, windows: AppointmentWindow[]): Promise<WindowPlaces[]> {
  const counts = await bookedJobCounts(
    db,
    windows.map((window) => window.id),
  );
  return windows.map((window) => ({
    window,
    booked: counts.get(window.id) ?? 0,
    capacity: APPOINTMENT_SETTINGS.capacityPerWindow,
  }));
}

export async function bookingCardData(
  db: Db,
  lead: Lead,
  csrfToken: string,
  clock: Clock,
  form?: BookingFormValues,
): Promise<BookingCardData> {
  const booking = await findBookingOfLead(db, lead.id);
  const windows = offeredWindows(new Date(clock.now()));
  // The booked window stays in the list after it is no longer offered (today's, past the
  // cut-off), so saving another address or technician keeps it.
  const booked = booking && !booking.cancelledAt ? booking.windowId : undefined;
  const parsed = booked ? parseWindowId(booked) : undefined;
  if (booked && parsed && !windows.some((window) => window.id === booked)) {
    const window = businessWindowsOn(parsed.date).find((each) => each.id === booked);
    if (window) windows.unshift(window);
  }
  const users = await listUsers(db);
  return {
    lead,
    csrfToken,
    booking,
    technicianEmail: users.find((user) => user.id === booking?.technicianId)?.email,
    windows: await withPlaces(db, windows),
    technicians: users.filter((user) => !user.disabledAt),
    form,
  };
}
