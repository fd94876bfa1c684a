/**
 * The wording of the claims a lawyer reads first: the insurance promise, and offers with
 * their terms. One place, so every page says them with their conditions
 * (docs/decisions/launch-truth.md). No React: content modules and tests import it.
 */
import { longDate, monthAndYear } from '@/domain/calendar-date';
import { offerEndInstant, todayInBayArea } from '@/domain/offer-expiry';
import { loadProfileFile } from './load/profile-file';
import type { ProfileOffer } from './load/profile-schema';

/** Set by webpack to the profile's offers; Node reads the file. */
declare const __BUSINESS_OFFERS__: ProfileOffer[] | undefined;

/** Every offer of the business profile, running or not. */
export const OFFERS: ProfileOffer[] =
  typeof __BUSINESS_OFFERS__ !== 'undefined' ? __BUSINESS_OFFERS__ : loadProfileFile().offers;

export { INSURANCE_PROMISE, ZERO_WITH_GLASS_COVERAGE } from './claim-wording';
export { todayInBayArea };

/** An offer that can be shown: it has its short line and full terms. */
export type ShowableOffer = ProfileOffer & { summary: string; terms: string };

/** Set by webpack to the build's day (Pacific); Node uses today. */
declare const __BUILD_DATE__: string | undefined;

/**
 * The day the pages were built. Pages decide which offers to render by it, so the first
 * client render matches the snapshot; the visitor's clock then hides an ended offer
 * (useOfferRunning, and the head script before first paint).
 */
const BUILD_DATE: string =
  typeof __BUILD_DATE__ !== 'undefined' ? __BUILD_DATE__ : todayInBayArea();

export function isOfferRunning(offer: Pick<ProfileOffer, 'startDate' | 'endDate'>, today: string) {
  return offer.startDate <= today && (!offer.endDate || today <= offer.endDate);
}

/** Set by webpack to the instant each offer ends (src/domain/offer-expiry.ts); Node works it out. */
declare const __OFFER_END_INSTANTS__: Record<string, number> | undefined;

/**
 * Whether an offer's last day is over in the Bay Area at `now`. The browser compares its
 * clock with the instant the build worked out, so no Intl runs in the page.
 */
export function hasOfferEnded(
  offer: Pick<ProfileOffer, 'id' | 'endDate'>,
  now: number = Date.now(),
): boolean {
  if (!offer.endDate) return false;
  const endsAt =
    typeof __OFFER_END_INSTANTS__ !== 'undefined' ? __OFFER_END_INSTANTS__[offer.id] : undefined;
  return now >= (endsAt ?? offerEndInstant(offer.endDate));
}

/**
 * The offer with this id if the profile has it with its terms and it runs on `today`;
 * otherwise undefined, and the page says nothing about a discount.
 */
export function findOffer(id: string, today: string = BUILD_DATE): ShowableOffer | undefined {
  const offer = OFFERS.find((candidate) => candidate.id === id);
  if (!offer || !offer.summary || !offer.terms || !isOfferRunning(offer, today)) return undefined;
  return offer as ShowableOffer;
}

/** The offers the pages show on `today`: each running offer with its terms, in profile order. */
export function runningOffers(today: string = BUILD_DATE): ShowableOffer[] {
  return OFFERS.map((offer) => findOffer(offer.id, today)).filter((offer): offer is ShowableOffer =>
    Boolean(offer),
  );
}

/**
 * Whether /offers is open to search engines: only while a real offer runs. Without one the
 * page says "We are not running any offers right now", and a sample offer is the demo's
 * invented content, which never earns a page its place in the index
 * (docs/decisions/indexed-pages.md#the-index-does-not-depend-on-samples).
 */
export function isOffersPageIndexable(today: string = BUILD_DATE): boolean {
  return runningOffers(today).some((offer) => !offer.sample);
}

/** What the discount reduces, said so it never reads as a discount on a deductible. */
export function offerAppliesTo(offer: Pick<ProfileOffer, 'appliesTo'>): string {
  return offer.appliesTo === 'cash-jobs'
    ? 'Applies only to jobs you pay for yourself, not to jobs billed to insurance; it never reduces a deductible.'
    : 'Taken off the invoice we bill to your insurer; it never reduces your deductible.';
}

/** The short terms shown next to the amount: summary, validity and 'not combinable'. */
export function offerTermsLine(offer: ShowableOffer): string {
  const until = offer.endDate ? ` Valid through ${longDate(offer.endDate)}.` : '';
  return `${offer.summary}${until} Cannot be combined with other offers.`;
}

/** 'Google, March 2025': where and when a review was posted. */
export function reviewSourceLine(review: { source: string; date: string }): string {
  return `${review.source}, ${monthAndYear(review.date)}`;
}
