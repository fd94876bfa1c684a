/**
 * Semantic roles over the raw tokens. Components use only these names, so a brand
 * colour change happens in one place. Every text/background pair here meets WCAG AA.
 */
import {
  breakpoints,
  duration,
  fontFamily,
  fontSize,
  palette,
  radius,
  shadow,
  space,
} from './tokens';

export const theme = {
  color: {
    fg: palette.slate950,
    fgMuted: palette.slate600,
    fgOnBrand: palette.white,
    fgOnAccent: palette.navy950,
    bg: palette.white,
    bgMuted: palette.slate50,
    bgSubtle: palette.slate100,
    bgBrand: palette.navy900,
    bgBrandStrong: palette.navy950,
    bgBrandSoft: palette.navy50,
    brand: palette.navy700,
    brandHover: palette.navy800,
    link: palette.navy600,
    accent: palette.amber500,
    accentHover: palette.amber400,
    accentSoft: palette.amber50,
    border: palette.slate200,
    borderStrong: palette.slate400,
    focusRing: palette.amber500,
    success: palette.green700,
    successBg: palette.green50,
    warning: palette.yellow800,
    warningBg: palette.yellow50,
    danger: palette.red700,
    dangerBg: palette.red50,
    star: palette.amber600,
  },
  space,
  fontSize,
  fontFamily,
  radius,
  shadow,
  duration,
  layout: { maxWidth: '1200px', headerHeight: '72px', mobileBarHeight: '64px' },
} as const;

export type AppTheme = typeof theme;

/** Media queries from the one breakpoint scale: `${mq.md} { … }`. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
