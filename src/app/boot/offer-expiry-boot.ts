/**
 * Part of the inlined head script: hides an offer whose end date has passed before first
 * paint, by its `data-offer-id` (src/ui/truth/offer-ui.tsx), so a snapshot built
 * before the end date never shows an ended offer and the page needs no rebuild. A style
 * rule, not a DOM change, so hydration still matches the snapshot. Must never throw.
 */
declare const __OFFER_END_DATES__: Record<string, string>;

export function hideEndedOffers(endDates: Record<string, string>, now: Date): string | null {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const ended = Object.keys(endDates).filter((id) => endDates[id]! < today);
  if (ended.length === 0) return null;
  return `${ended.map((id) => `[data-offer-id="${id}"]`).join(',')}{display:none!important}`;
}

export function runOfferExpiryBoot(): void {
  try {
    if (window.__PRERENDER__ || typeof __OFFER_END_DATES__ === 'undefined') return;
    const rule = hideEndedOffers(__OFFER_END_DATES__, new Date());
    if (!rule) return;
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
  } catch {
    // An old browser without Intl time zones: the client hides the offer after hydration.
  }
}
