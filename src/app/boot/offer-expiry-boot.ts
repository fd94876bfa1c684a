/**
 * Part of the inlined head script: hides an offer whose end date has passed before first
 * paint, so a snapshot built before the end date never shows an ended offer and the page
 * needs no rebuild (src/domain/offer-expiry.ts). Must never throw.
 */
import { endedOffersStyleRule, todayInBayArea } from '@/domain/offer-expiry';

declare const __OFFER_END_DATES__: Record<string, string>;

export function runOfferExpiryBoot(): void {
  try {
    if (window.__PRERENDER__ || typeof __OFFER_END_DATES__ === 'undefined') return;
    const rule = endedOffersStyleRule(__OFFER_END_DATES__, todayInBayArea());
    if (!rule) return;
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
  } catch {
    // An old browser without Intl time zones: the client hides the offer after hydration.
  }
}
