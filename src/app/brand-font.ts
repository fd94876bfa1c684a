/**
 * Loads Inter once the first page is ready and the browser is idle, so it never competes
 * with the page or its scripts, and applies it only where the switch cannot be seen as a
 * layout shift: at the next navigation (the page changes anyway, after the visitor's tap),
 * or from the first paint of the next full page load (brand-font-boot.ts)
 * (docs/decisions/first-paint.md#font).
 */
import { isPrerendering } from '@/hydration/prerender';
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_CACHED_KEY,
  BRAND_FONT_FACE,
} from '@/ui/theme/brand-font';
import { onPageShown } from './page-shown';

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 500);
  });
}

/** Called by the entry once the first page is ready. */
export function loadBrandFontAfterFirstPage(): void {
  const root = document.documentElement;
  if (isPrerendering() || root.hasAttribute(BRAND_FONT_ATTRIBUTE) || !document.fonts) return;
  void whenIdle()
    .then(() => document.fonts.load(BRAND_FONT_FACE))
    .then((faces) => {
      if (faces.length === 0) return;
      try {
        window.localStorage.setItem(BRAND_FONT_CACHED_KEY, '1');
      } catch {
        // Storage blocked: the next visit paints in the fallback again.
      }
      const firstPath = window.location.pathname;
      const unsubscribe = onPageShown((pathname) => {
        if (pathname === firstPath) return;
        unsubscribe();
        root.setAttribute(BRAND_FONT_ATTRIBUTE, '');
      });
    })
    .catch(() => {
      // The font could not load (offline): the fallback stays.
    });
}
