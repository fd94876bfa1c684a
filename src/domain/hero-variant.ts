/**
 * The home hero's A/B test (docs/decisions.md#hero-variants).
 *
 * The choice is made before first paint by the inline boot script, which writes it to
 * `<html data-hero-variant>`; the hero renders every variant and CSS shows the chosen
 * one, so the prerendered HTML, the first client render and the visible page never
 * disagree. Without the attribute (the prerendered snapshot) 'mobile' shows.
 */
export const HERO_VARIANTS = ['default', 'speed', 'insurance', 'mobile'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** Variants the home page rotates among; 'default' is reachable only by `?hero=default`. */
export const ROTATED_HERO_VARIANTS: HeroVariant[] = ['speed', 'insurance', 'mobile'];
export const PRERENDERED_HERO_VARIANT: HeroVariant = 'mobile';

export const HERO_QUERY_PARAM = 'hero';
export const HERO_SESSION_KEY = 'hero_variant';
/**
 * The variant the home page's hero actually showed in this session, written when the hero
 * mounts. The boot script picks a variant on every page, so `<html data-hero-variant>` alone
 * does not mean the visitor saw a hero; a lead carries only this one
 * (docs/decisions/owner-inbox.md#honest-hero-attribution).
 */
export const HERO_SEEN_SESSION_KEY = 'hero_variant_seen';
export const HERO_ATTRIBUTE = 'data-hero-variant';
/** Set on <html> when this page load made a random pick, which owes one impression event. */
export const HERO_RANDOM_PICK_ATTRIBUTE = 'data-hero-random-pick';

export function isHeroVariant(value: unknown): value is HeroVariant {
  return typeof value === 'string' && (HERO_VARIANTS as readonly string[]).includes(value);
}

export interface HeroVariantChoice {
  variant: HeroVariant;
  source: 'query' | 'session' | 'random';
}

/** Query parameter if valid, else the session's stored variant, else a random rotated one. */
export function chooseHeroVariant(
  queryValue: string | null,
  storedValue: string | null,
  random: () => number = Math.random,
): HeroVariantChoice {
  if (isHeroVariant(queryValue)) return { variant: queryValue, source: 'query' };
  if (isHeroVariant(storedValue)) return { variant: storedValue, source: 'session' };
  const index = Math.min(
    ROTATED_HERO_VARIANTS.length - 1,
    Math.floor(random() * ROTATED_HERO_VARIANTS.length),
  );
  return { variant: ROTATED_HERO_VARIANTS[index]!, source: 'random' };
}
