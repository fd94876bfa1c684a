/**
 * The only door to analytics. Events go to `window.dataLayer` and, when a tag manager
 * defined it, `window.gtag` — and only after the visitor chose 'Accept All' and only
 * when the browser does not send Global Privacy Control (docs/decisions.md#analytics-respect-consent).
 */
import { analyticsAllowed } from './consent-storage';

/** `quote_step`: a step of the quote flow done, to see where visitors leave it. */
export type AnalyticsEventName =
  'hero_variant_impression' | 'phone_click' | 'quote_click' | 'quote_step' | 'lead_submitted';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    gtag?: (command: 'event', name: string, params: Record<string, unknown>) => void;
  }
}

/**
 * Names a call link's place on the page (PhoneLink sets it), so a `phone_click` from HTML
 * the app did not render as components (StaticContent's click handler) keeps its placement.
 */
export const CALL_PLACEMENT_ATTRIBUTE = 'data-call-placement';

const SESSION_ID_KEY = 'analytics_session_id';

export function analyticsSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (existing) return existing;
    const created = `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    window.sessionStorage.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    return 'unavailable';
  }
}

/** Returns whether the event was sent. */
export function trackEvent(
  name: AnalyticsEventName,
  params: Record<string, unknown> = {},
): boolean {
  if (!analyticsAllowed()) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: name, ...params });
  window.gtag?.('event', name, params);
  return true;
}
