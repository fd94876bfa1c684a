/**
 * Calendar dates ('2026-12-31') written out for people, without `Intl`: the first
 * `Intl.DateTimeFormat` or `toLocaleDateString` a page makes loads the browser's locale
 * data, 15 to 25 ms on this machine's Chromium and four times that on a throttled phone,
 * and a page's hydration would pay it for a date it can spell with a table
 * (docs/decisions/first-paint.md#no-intl-in-the-first-load).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parts(isoDate: string): { year: number; month: string; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

/** 'December 31, 2026' */
export function longDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${month} ${day}, ${year}`;
}

/** 'March 2025' */
export function monthAndYear(isoDate: string): string {
  const { year, month } = parts(isoDate);
  return `${month} ${year}`;
}
