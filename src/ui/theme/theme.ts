/**
 * Semantic roles over the raw tokens. Components use only these names, so a brand
 * colour change happens in one place. Every text/background pair here meets WCAG AA.
 */
import {
  breakpoints,
  duration,
  fontFamily,
  fontSize,
  measure,
  palette,
  radius,
  shadow,
  size,
  space,
} from './tokens';

export const theme = {
  color: {
    fg: palette.slate950,
    fgMuted: palette.slate600,
    fgOnBrand: palette.white,
    /** Secondary text on the navy bands (AA on navy 900 and 950). */
    fgOnBrandMuted: palette.navy100,
    /** Badges on the navy bands: light amber text on a translucent amber chip. */
    fgOnBrandHighlight: palette.amber200,
    bgOnBrandHighlight: palette.amber400Translucent,
    /** Quiet surfaces and rules on the navy bands (icon circles, dividers, outlines). */
    bgOnBrandSubtle: palette.white10,
    borderOnBrand: palette.white15,
    borderOnBrandStrong: palette.white75,
    fgOnAccent: palette.navy950,
    bg: palette.white,
    /** White that lets a little of what scrolls beneath show (the scrolled header). */
    bgTranslucent: palette.white94,
    bgMuted: palette.slate50,
    bgSubtle: palette.slate100,
    bgBrand: palette.navy900,
    bgBrandStrong: palette.navy950,
    bgBrandSoft: palette.navy50,
    /** The lighter end of the navy gradients behind heroes. */
    bgBrandGradientEnd: palette.navy800,
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
    /** Error text on the navy bands (the footer): 4.5:1 or more there. */
    dangerOnBrand: palette.red200,
    star: palette.amber600,
  },
  space,
  fontSize,
  fontFamily,
  radius,
  shadow,
  duration,
  measure,
  size,
  layout: { maxWidth: '1200px', headerHeight: '72px', mobileBarHeight: '64px' },
  /** Stacking order of everything that floats, lowest first. */
  layer: {
    dropdown: 20,
    stickyBar: 40,
    header: 50,
    cookieBanner: 60,
    /** The open phone menu covers the whole screen below the header, banner included. */
    mobileMenu: 70,
    skipLink: 100,
  },
  /** The smallest box a finger can hit reliably (WCAG 2.5.5). */
  touchTarget: size.touchTarget,
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
