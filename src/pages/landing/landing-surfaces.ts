/**
 * Colours of a landing page's bands for each tone (light, dark, corporate), from the
 * theme's roles: the hero, the sections below it and muted text on dark surfaces.
 */
import type { Theme } from '@emotion/react';
import type { LandingTone } from './landing-content';

export interface Surface {
  background: string;
  color: string;
  muted: string;
  heading: string;
  eyebrow: string;
}

/** Colours of each tone's hero band, from the theme's roles. */
export function heroSurface(theme: Theme, tone: LandingTone): Surface {
  if (tone === 'light') {
    return {
      background: `linear-gradient(180deg, ${theme.color.bgBrandSoft} 0%, ${theme.color.bg} 100%)`,
      color: theme.color.fg,
      muted: theme.color.fgMuted,
      heading: theme.color.bgBrand,
      eyebrow: theme.color.brand,
    };
  }
  return {
    background:
      tone === 'dark'
        ? theme.color.bgBrandStrong
        : `linear-gradient(160deg, ${theme.color.bgBrandStrong} 0%, ${theme.color.bgBrand} 70%)`,
    color: theme.color.fgOnBrand,
    muted: theme.color.fgOnBrandMuted,
    heading: theme.color.fgOnBrand,
    eyebrow: theme.color.accentHover,
  };
}

/** Background and text of a section below the hero, per tone. */
export function sectionSurface(theme: Theme, tone: LandingTone, muted: boolean) {
  if (tone === 'dark') {
    return {
      background: muted ? theme.color.bgBrand : theme.color.bgBrandStrong,
      color: theme.color.fgOnBrand,
    };
  }
  return { background: muted ? theme.color.bgMuted : theme.color.bg, color: theme.color.fg };
}
