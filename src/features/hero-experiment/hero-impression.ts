/**
 * A random hero pick owes exactly one `hero_variant_impression` event. It is sent once
 * the visitor has accepted analytics, on this page view or later in the session.
 */
import { analyticsSessionId, trackEvent } from '@/lib/analytics';
import {
  HERO_ATTRIBUTE,
  HERO_RANDOM_PICK_ATTRIBUTE,
  HERO_SEEN_SESSION_KEY,
  isHeroVariant,
} from '@/domain/hero-variant';

const PENDING_KEY = 'hero_impression_pending';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called once on the home page after hydration. */
export function recordRandomPick(): void {
  const root = document.documentElement;
  if (root.getAttribute(HERO_RANDOM_PICK_ATTRIBUTE) !== 'true') return;
  root.removeAttribute(HERO_RANDOM_PICK_ATTRIBUTE);
  const variant = root.getAttribute(HERO_ATTRIBUTE);
  if (isHeroVariant(variant)) session()?.setItem(PENDING_KEY, variant);
}

/**
 * Called when the home hero mounts: the variant on screen is the one the visitor saw, and the
 * one a lead sent later in the session is credited to (the last one shown, when a `?hero=`
 * link showed another).
 */
export function recordHeroSeen(): void {
  const variant = document.documentElement.getAttribute(HERO_ATTRIBUTE);
  if (isHeroVariant(variant)) session()?.setItem(HERO_SEEN_SESSION_KEY, variant);
}

/** Sends the owed impression if analytics are allowed now; safe to call any number of times. */
export function flushHeroImpression(): void {
  const variant = session()?.getItem(PENDING_KEY);
  if (!variant) return;
  const sent = trackEvent('hero_variant_impression', {
    variant,
    hero_variant: variant,
    session_id: analyticsSessionId(),
  });
  if (sent) session()?.removeItem(PENDING_KEY);
}
