/**
 * When the business answers a request, in the one wording every page, the quote flow and the
 * e-mailed receipt use. The profile states its business hours and no reply time, so the
 * wording names the hours and promises no "within the hour"
 * (docs/decisions/launch-truth.md#reply-time). Its own module: the home page's first load
 * carries it, and it needs nothing but the hours.
 */
import { openingHoursRows } from './business-profile';

/** 'We call or email you back during business hours: Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 4:00 PM.' */
export function replyHours(rows: { label: string; value: string }[] = openingHoursRows()): string {
  const open = rows.filter((row) => row.value !== 'Closed');
  return `We call or email you back during business hours: ${open
    .map((row) => `${row.label} ${row.value}`)
    .join(', ')}.`;
}
