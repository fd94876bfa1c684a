/**
 * The business's own time: every time the owner reads and every report day is in the
 * business's time zone (BUSINESS_TIME_ZONE, America/Los_Angeles), never UTC, because a
 * shop in Hayward plans its day by the clock on its wall. Stored times stay ISO UTC; only
 * what is shown and how a day is cut changes. See docs/decisions/owner-inbox.md.
 */
import { BUSINESS_TIME_ZONE } from '@/content/quote-settings';
import { parseWindowId, WINDOW_DAY_LABEL_FORMAT } from '@/domain/appointment-windows';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

const shownFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The calendar day an instant falls on at the business: '2026-11-27'. */
export function businessDate(instant: string | number | Date): string {
  return dateFormat.format(new Date(instant));
}

/** The business's offset from UTC at an instant, in minutes (-480 in winter, -420 in summer). */
function offsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a business day starts (local midnight), as ISO UTC; `nextDay` for the start
 * of the day after, an exclusive end. Undefined for anything but 'YYYY-MM-DD'.
 */
export function businessDayStart(date: string | undefined, nextDay = false): string | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) return undefined;
  const day = utcMidnight + (nextDay ? 86_400_000 : 0);
  // The offset at local midnight can differ from the offset at UTC midnight on the days
  // the clocks change, so it is read again at the first guess.
  const guess = day - offsetMinutes(day) * 60_000;
  return new Date(day - offsetMinutes(guess) * 60_000).toISOString();
}

/** 'Fri, Nov 27, 2:05 PM PST': how the inbox shows an instant. */
export function formatBusinessTime(instant: string | number | Date): string {
  // Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same and
  // keeps tests and copies simple.
  return shownFormat.format(new Date(instant)).replace(/\u202f/g, ' ');
}

/**
 * The instant (ms) a wall-clock time of a business day falls on: `minutes` since local
 * midnight of `date` ('YYYY-MM-DD'). Read like businessDayStart, so a day the clocks change
 * still opens at its own 8:00.
 */
export function businessTimeInstant(date: string, minutes: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const guess = wall - offsetMinutes(wall) * 60_000;
  return wall - offsetMinutes(guess) * 60_000;
}

/** The day after a business date: '2026-11-28' from '2026-11-27'. */
export function nextBusinessDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The day before a business date. */
export function previousBusinessDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant `minutes` after midnight on `date` at the business (8 AM is 480), as ISO UTC:
 * a booked window's start and end for the calendar file.
 */
export function businessInstant(date: string, minutes: number): string {
  if (!businessDayStart(date)) throw new RangeError(`Not a date: ${date}`);
  return new Date(businessTimeInstant(date, minutes)).toISOString();
}

/** 'Fri, Nov 27, morning': the day and part a window id names. */
export function windowDescription(windowId: string): string {
  const parsed = parseWindowId(windowId);
  if (!parsed) return windowId;
  const day = WINDOW_DAY_LABEL_FORMAT.format(new Date(`${parsed.date}T12:00:00Z`));
  return `${day}, ${parsed.part}`;
}
