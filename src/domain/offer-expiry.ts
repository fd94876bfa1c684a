/**
 * When an offer has ended, for every place that hides one without a rebuild: the inlined
 * head script (src/app/boot/offer-expiry-boot.ts), the offer components after hydration
 * and the server, which hides ended offers in the snapshots it sends
 * (docs/decisions/launch-truth.md#offers). No imports: the head script inlines this.
 */

/** Today in the business's time zone, 'YYYY-MM-DD' (offers end at the end of their day there). */
export function todayInBayArea(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A style rule hiding every offer (by its `data-offer-id`, src/ui/truth/offer-ui.tsx)
 * whose end date is before `today`, or null when none has ended. A style rule, not a DOM
 * change, so hydration still matches the snapshot.
 */
export function endedOffersStyleRule(
  endDates: Record<string, string>,
  today: string,
): string | null {
  const ended = Object.keys(endDates).filter((id) => endDates[id]! < today);
  if (ended.length === 0) return null;
  return `${ended.map((id) => `[data-offer-id="${id}"]`).join(',')}{display:none!important}`;
}
