/**
 * When an offer has ended, for every place that hides one without a rebuild: the inlined
 * head script (src/app/boot/offer-expiry-boot.ts), the offer components after hydration
 * and the server, which hides ended offers in the snapshots it sends
 * (docs/decisions/launch-truth.md#offers). No imports: the head script inlines this, and
 * webpack.config.js reads it to give the browser each offer's end as an instant.
 *
 * The browser never asks `Intl` for the date: the first `Intl.DateTimeFormat` of a page
 * costs 15 to 25 ms here, four times that on a throttled phone, and the head script runs
 * before the first paint (docs/decisions/first-paint.md#no-intl-in-the-first-load). The
 * build works out, in Node, the instant each offer's last day ends in the Bay Area, and
 * the page compares it with its clock.
 */

/**
 * One formatter for the life of the process. The server asks for today on every page it
 * sends, and a new Intl.DateTimeFormat with a time zone costs ICU memory outside the
 * JavaScript heap that the allocator does not give back: one per request grew the server
 * by about 15 kB a request under a path scan (docs/decisions/server-reliability.md,
 * 'Memory under a path scan').
 */
const BAY_AREA_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the business's time zone, 'YYYY-MM-DD' (offers end at the end of their day there). */
export function todayInBayArea(now: Date = new Date()): string {
  return BAY_AREA_DAY_FORMAT.format(now);
}

/**
 * The instant an offer whose last day is `endDate` ('YYYY-MM-DD') has ended: midnight at
 * the start of the next day in the Bay Area, in milliseconds since the epoch. For Node
 * (the build); the browser gets the result.
 */
export function offerEndInstant(endDate: string): number {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  // Pacific midnight is 07:00 UTC in daylight time and 08:00 UTC in standard time.
  for (const utcHour of [7, 8]) {
    const instant = Date.UTC(year, month - 1, day + 1, utcHour);
    if (todayInBayArea(new Date(instant)) === nextDay) return instant;
  }
  throw new Error(`No Bay Area midnight found after ${endDate}`);
}

/**
 * A style rule hiding the offers with these ids (by their `data-offer-id`,
 * src/ui/truth/offer-ui.tsx), or null when there are none. A style rule, not a DOM
 * change, so hydration still matches the snapshot.
 */
export function hideOffersStyleRule(ids: string[]): string | null {
  if (ids.length === 0) return null;
  return `${ids.map((id) => `[data-offer-id="${id}"]`).join(',')}{display:none!important}`;
}

/** The rule hiding every offer whose end date is before `today` (the server's check). */
export function endedOffersStyleRule(
  endDates: Record<string, string>,
  today: string,
): string | null {
  return hideOffersStyleRule(Object.keys(endDates).filter((id) => endDates[id]! < today));
}

/** The ids whose end instant (from `offerEndInstant`) is not after `now` (the browser's check). */
export function offersEndedAt(endInstants: Record<string, number>, now: number): string[] {
  return Object.keys(endInstants).filter((id) => now >= endInstants[id]!);
}
