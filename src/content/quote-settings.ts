/**
 * The quote flow's settings from the business profile file: the price table (null: no
 * price is shown) and how appointment windows are offered. Its own module, so they load
 * only with the quote flow and the lead service (docs/decisions/quote-flow.md).
 */
import type { AppointmentWindow } from '@/domain/appointment-windows';
import { appointmentWindows, windowsOfDate } from '@/domain/appointment-windows';
import type { QuotePriceTable } from '@/domain/quote';
import { businessProfile } from './business-profile';
import { loadProfileFile } from './load/profile-file';
import type { ProfileQuote } from './load/profile-schema';

/** Set by webpack to the profile's quote settings; Node reads the file. */
declare const __BUSINESS_QUOTE__: ProfileQuote | undefined;

const quote: ProfileQuote =
  typeof __BUSINESS_QUOTE__ !== 'undefined' ? __BUSINESS_QUOTE__ : loadProfileFile().quote;

export const QUOTE_PRICES: (QuotePriceTable & { sample: boolean }) | null = quote.prices && {
  ...quote.prices,
  sample: Boolean(quote.prices.sample),
};

export const APPOINTMENT_SETTINGS = quote.appointments;

/** The business's time zone: every Bay Area address is in it. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** The profile's same-day cut-off in minutes since midnight, or null for none. */
function cutoffMinutes(time: string | null | undefined): number | null {
  if (!time) return null;
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The windows a visitor may request at `now`, before any is full. */
export function offeredWindows(now: Date = new Date()): AppointmentWindow[] {
  return appointmentWindows({
    hours: businessProfile.hoursText,
    closedOn: APPOINTMENT_SETTINGS.closedOn,
    workingDays: APPOINTMENT_SETTINGS.workingDays,
    now,
    timeZone: BUSINESS_TIME_ZONE,
    sameDayCutoffMinutes: cutoffMinutes(APPOINTMENT_SETTINGS.sameDayCutoff),
  });
}

/** The windows the business works on `date` ('YYYY-MM-DD'), full or not: the schedule's rows. */
export function businessWindowsOn(date: string): AppointmentWindow[] {
  return windowsOfDate(date, {
    hours: businessProfile.hoursText,
    closedOn: APPOINTMENT_SETTINGS.closedOn,
  });
}
