/**
 * The wording of the insurance promise and the ids of the offers the pages advertise: no
 * data, so the home page's first load can state the promise without the offers' terms
 * (those are in claims.ts, loaded with the pages that show an offer).
 */
/** The insurance promise, always with its condition. */
export const INSURANCE_PROMISE =
  'Insurance billed directly: $0 with full glass coverage on most comprehensive policies; we check your policy for you';

/** The same condition, for sentences that already say we bill the insurer. */
export const ZERO_WITH_GLASS_COVERAGE =
  '$0 with full glass coverage on most comprehensive policies; we check your policy for you';

/** The offers the pages advertise, by their id in the business profile. */
export const OFFER_IDS = {
  /** The home page's speed hero: same-day or next-day, or a discount. */
  speed: 'speed-guarantee',
} as const;
