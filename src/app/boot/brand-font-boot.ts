/**
 * Part of the inlined head script: on a visit whose browser already loaded Inter (so it is
 * in the HTTP cache), the page uses it from the first paint. On a first visit nothing
 * is set, and the page paints in the metric-matched fallback without any font request
 * (docs/decisions/first-paint.md#font). Must never throw.
 */
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_CACHED_KEY } from '@/ui/theme/brand-font';

export function runBrandFontBoot(): void {
  try {
    // The crawl's snapshots must not carry one visitor's state.
    if (window.__PRERENDER__) return;
    if (window.localStorage.getItem(BRAND_FONT_CACHED_KEY)) {
      document.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, '');
    }
  } catch {
    // Storage blocked: the fallback font stays, which is fine.
  }
}
