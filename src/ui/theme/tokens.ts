/**
 * Raw design tokens: the only place a colour value, size or duration is written.
 * Components never read these directly; they use the semantic roles in `theme.ts`. Art (SVG
 * pictures: `src/ui/art/`, `*-art.tsx`, the blog covers and avatars) may use the palette.
 */
export const palette = {
  navy950: '#061a33',
  navy900: '#0b2447',
  navy800: '#12335f',
  navy700: '#1a4480',
  navy600: '#1f56a3',
  navy100: '#dce8f7',
  navy50: '#eef4fb',
  amber500: '#f59e0b',
  amber400: '#fbbf24',
  amber600: '#d97706',
  amber200: '#fde68a',
  amber50: '#fff8e6',
  /** Amber 400 at 16% over the navy bands. */
  amber400Translucent: 'rgba(251, 191, 36, 0.16)',
  slate950: '#0e1726',
  slate800: '#1f2a3a',
  slate700: '#344256',
  slate600: '#4a5a70',
  slate400: '#8795a8',
  slate300: '#c2ccd8',
  slate200: '#dbe2ea',
  slate100: '#edf1f6',
  slate50: '#f6f8fb',
  white: '#ffffff',
  white10: 'rgba(255, 255, 255, 0.1)',
  /** The scrolled header and the map's caption: white, a touch see-through. */
  white94: 'rgba(255, 255, 255, 0.94)',
  white15: 'rgba(255, 255, 255, 0.15)',
  white75: 'rgba(255, 255, 255, 0.75)',
  green700: '#1d6b3a',
  green50: '#e9f6ee',
  red700: '#b42318',
  red50: '#fdecea',
  red200: '#ffb4ab',
  yellow800: '#8a5a00',
  yellow50: '#fff6db',
} as const;

/** 8px scale. */
export const space = {
  0: '0',
  /** Optical nudges only: lining an icon up with the first line of text beside it. */
  0.25: '2px',
  0.5: '4px',
  1: '8px',
  1.5: '12px',
  2: '16px',
  3: '24px',
  4: '32px',
  5: '40px',
  6: '48px',
  8: '64px',
  10: '80px',
  12: '96px',
} as const;

/** Type scale, ratio about 1.25 from a 16px body. */
export const fontSize = {
  /** Badges only (the sample label on demo facts): never body text. */
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5625rem',
  '3xl': '1.953rem',
  '4xl': '2.441rem',
  '5xl': '3.052rem',
  /** Display size: the 404 page's number. */
  '6xl': '3.815rem',
} as const;

/**
 * The page paints in `fallback` (Arial scaled to Inter's metrics where the device has it)
 * and switches to `sans`, the self-hosted Inter, only once Inter is in the browser's cache
 * and at a moment the switch cannot be seen as a shift (docs/decisions/first-paint.md#font).
 */
const fallbackFontStack =
  "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const fontFamily = {
  sans: `'Inter Variable', ${fallbackFontStack}`,
  fallback: fallbackFontStack,
} as const;

/** Line lengths for blocks of text (about 60 to 90 characters at the body size). */
export const measure = {
  xs: '32rem',
  sm: '36rem',
  md: '40rem',
  lg: '46rem',
  xl: '52rem',
} as const;

/**
 * Boxes that are not text or spacing: form controls, the round icon badges, the checkbox.
 * Heights of controls are at least the touch target (44px, WCAG 2.5.5); inline text links in
 * lists use the smaller `inlineLink` (above WCAG 2.5.8's 24px minimum).
 */
export const size = {
  touchTarget: '44px',
  /** Text inputs, selects and the large buttons. */
  control: '48px',
  controlLg: '52px',
  inlineLink: '32px',
  checkbox: '22px',
  badgeSm: '40px',
  badgeMd: '48px',
  badgeLg: '64px',
  badgeXl: '96px',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(6, 26, 51, 0.08)',
  md: '0 4px 14px rgba(6, 26, 51, 0.10)',
  lg: '0 12px 32px rgba(6, 26, 51, 0.14)',
  /** Cast upward, by a bar fixed to the bottom of the screen. */
  up: '0 -4px 14px rgba(6, 26, 51, 0.08)',
} as const;

export const duration = { fast: '150ms', normal: '200ms', slow: '250ms' } as const;

/** Minimum widths, mobile first. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
