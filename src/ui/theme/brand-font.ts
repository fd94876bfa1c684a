/**
 * Names shared by the head script that applies Inter before paint on a visit whose browser
 * has it cached, and by the app, which loads it after the page is ready
 * (docs/decisions/first-paint.md#font).
 */

/** Set on <html> when the body may use Inter. */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';

/** localStorage key: present once Inter has loaded in this browser (so it is cached). */
export const BRAND_FONT_CACHED_KEY = 'brand-font-cached';

/** The face fonts.css declares, as `document.fonts.load` names it. */
export const BRAND_FONT_FACE = "400 1em 'Inter Variable'";
