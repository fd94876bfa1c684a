/**
 * Part of the inlined head script: hides an offer whose end date has passed before first
 * paint, so a snapshot built before the end date never shows an ended offer and the page
 * needs no rebuild (src/domain/offer-expiry.ts). Must never throw.
 */
import { hideOffersStyleRule, offersEndedAt } from '@/domain/offer-expiry';

/** Set by webpack: each offer's end, worked out at build time (no Intl before paint). */
declare const __OFFER_END_INSTANTS__: Record<string, number>;

export function runOfferExpiryBoot(): void {
  try {
    if (window.__PRERENDER__ || typeof __OFFER_END_INSTANTS__ === 'undefined') return;
    const rule = hideOffersStyleRule(offersEndedAt(__OFFER_END_INSTANTS__, Date.now()));
    if (!rule) return;
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
  } catch {
    // Nothing here should throw; if it does, the client hides the offer after hydration.
  }
}
