import type { QuoteMessageId } from '@/i18n/catalogues/quote-en';
import type { Translate } from '@/i18n/translator';

/**
 * What the thank-you page shows after the quote flow sent a request (docs/decisions/
 * quote-flow.md, 'A real finish'): the reference to quote on the phone, a summary of what
 * was sent, and the requested window with a calendar file. Passed in the navigation's
 * state, so it never reaches a URL, a log or an analytics hit.
 */
export interface QuoteReceipt {
  reference: string;
  /** Label and value, one line each: 'Vehicle', '2019 Honda Civic'. */
  summary: Array<[label: string, value: string]>;
  window?: {
    label: string;
    date: string;
    startMinutes?: number;
    endMinutes?: number;
    /** The calendar event's words, in the sender's language, as the summary's labels are. */
    calendar: CalendarEventWords;
  };
}

/**
 * The title and text of the requested window's calendar event. The quote flow writes them
 * from its catalogue part when it sends the request (`calendarEventWords`): the thank-you page
 * carries no quote words of its own (docs/decisions/spanish.md#the-thank-you-page-in-spanish).
 */
export interface CalendarEventWords {
  summary: string;
  description: string;
}

/** The calendar event's words in the flow's language, for the request of `reference`. */
export function calendarEventWords(
  t: Translate<QuoteMessageId>,
  reference: string,
  business: { name: string; phone: string },
): CalendarEventWords {
  return {
    summary: t('quote.calendar.summary', { business: business.name }),
    description: t('quote.calendar.description', { reference, phone: business.phone }),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYYMMDDTHHMMSS' for a date and minutes after midnight, local to the business. */
function icsLocalTime(date: string, minutes: number): string {
  return `${date.replaceAll('-', '')}T${two(Math.floor(minutes / 60))}${two(minutes % 60)}00`;
}

/** ICS text escaping (RFC 5545 3.3.11). */
const icsText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`);

/**
 * The requested window as an iCalendar event, in the business's time zone. It says
 * "requested": the business confirms the time.
 */
export function windowCalendarFile(
  receipt: QuoteReceipt,
  timeZone: string,
  now: Date = new Date(),
): string | undefined {
  const window = receipt.window;
  // A receipt kept for a reload by an earlier version of the flow has no event words.
  if (!window?.calendar || window.startMinutes === undefined || window.endMinutes === undefined) {
    return undefined;
  }
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//auto-glass-site//quote//EN',
    'BEGIN:VEVENT',
    `UID:${receipt.reference}-${window.date}@quote`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${timeZone}:${icsLocalTime(window.date, window.startMinutes)}`,
    `DTEND;TZID=${timeZone}:${icsLocalTime(window.date, window.endMinutes)}`,
    `SUMMARY:${icsText(window.calendar.summary)}`,
    `DESCRIPTION:${icsText(window.calendar.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
