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
  window?: { label: string; date: string; startMinutes?: number; endMinutes?: number };
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
  business: { name: string; phone: string; timeZone: string },
  now: Date = new Date(),
): string | undefined {
  const window = receipt.window;
  if (!window || window.startMinutes === undefined || window.endMinutes === undefined) {
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
    `DTSTART;TZID=${business.timeZone}:${icsLocalTime(window.date, window.startMinutes)}`,
    `DTEND;TZID=${business.timeZone}:${icsLocalTime(window.date, window.endMinutes)}`,
    `SUMMARY:${icsText(`Auto glass visit (requested), ${business.name}`)}`,
    `DESCRIPTION:${icsText(`Reference ${receipt.reference}. A requested time until we confirm it. Questions: ${business.phone}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
