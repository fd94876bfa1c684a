/**
 * The site's global styles: element defaults, the skip link, the sample-value label, the
 * toast position and reduced motion. Written with the theme's tokens like every style, but
 * compiled to plain CSS at build time (webpack.config.js) and inlined into each page's head:
 * React never renders them, so hydration does not compile and insert them again, and their
 * code is not in the first load (docs/decisions/first-paint.md#global-styles).
 *
 * Plain CSS means no `&` nesting: Emotion's serializer writes the object as it is, and only
 * stylis (which the build does not run) would resolve a nested selector.
 */
import { css } from '@emotion/react';
import { mq, theme } from '@/ui/theme/theme';
import { BRAND_FONT_ATTRIBUTE } from '@/ui/theme/brand-font';
import { STATIC_CONTENT_ATTRIBUTE } from '@/hydration/static-content-attribute';

const globalStyles = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    WebkitTextSizeAdjust: '100%',
    scrollPaddingTop: theme.layout.headerHeight,
  },
  body: {
    margin: 0,
    fontFamily: theme.fontFamily.fallback,
    fontSize: theme.fontSize.md,
    lineHeight: 1.6,
    color: theme.color.fg,
    background: theme.color.bg,
    WebkitFontSmoothing: 'antialiased',
    overflowX: 'hidden',
    // A word longer than its line (an email address, a long URL) breaks rather than
    // pushing the page sideways on a 360px phone (/warranty did).
    overflowWrap: 'break-word',
  },
  // Set before paint on a visit whose browser has Inter cached, or at a navigation
  // once it has loaded (src/app/brand-font.ts).
  [`html[${BRAND_FONT_ATTRIBUTE}] body`]: { fontFamily: theme.fontFamily.sans },
  // A static block's element only marks it (src/hydration/static-content.tsx): it takes no box.
  [`[${STATIC_CONTENT_ATTRIBUTE}]`]: { display: 'contents' },
  'h1, h2, h3, h4': { lineHeight: 1.2, fontWeight: 800, letterSpacing: '-0.01em' },
  // Headings default to the theme's type scale, not the browser's 1.5em/1.17em steps
  // (docs/design.md#type); components set their own sizes from the same scale.
  h1: { fontSize: theme.fontSize['3xl'] },
  h2: { fontSize: theme.fontSize['2xl'] },
  h3: { fontSize: theme.fontSize.xl },
  h4: { fontSize: theme.fontSize.lg },
  a: { color: theme.color.link, textUnderlineOffset: '0.15em' },
  'img, svg': { maxWidth: '100%' },
  img: { height: 'auto' },
  ':focus-visible': {
    outline: `3px solid ${theme.color.focusRing}`,
    outlineOffset: 2,
  },
  '.skip-link': {
    position: 'absolute',
    left: theme.space[2],
    top: -100,
    zIndex: theme.layer.skipLink,
    padding: theme.space[1.5],
    background: theme.color.bg,
    color: theme.color.brand,
    fontWeight: 700,
  },
  '.skip-link:focus': { top: theme.space[1] },
  // The label on a demo value of the business profile (src/ui/truth/sample-tag.tsx).
  '.sample-tag': {
    display: 'inline-block',
    marginInlineStart: theme.space[1],
    padding: `0 ${theme.space[0.5]}`,
    borderRadius: theme.radius.sm,
    border: '1px dashed currentColor',
    fontSize: theme.fontSize.xs,
    fontWeight: 600,
    lineHeight: 1.6,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  // Toasts (notistack, its own root) appear below the fixed header, never over the
  // business name and the call button.
  '.notistack-SnackbarContainer': {
    top: `calc(${theme.layout.headerHeight} + ${theme.space[1]}) !important`,
  },
  [mq.reducedMotion]: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** The global style sheet, as CSS text for the page template's head. */
export function globalCss(): string {
  return globalStyles.styles;
}
