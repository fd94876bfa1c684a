/**
 * What the business promises about speed, place and warranty, in one place, and the rule the
 * truth checks hold every page to (docs/decisions/launch-truth.md#speed-place-and-warranty):
 * - Speed: a same-day or next-day visit is often available, never guaranteed (the speed offer
 *   exists because the promise can fail). A sentence naming it says so, or names its condition.
 * - Place: the vans come to the customer, but static calibration is done only at the
 *   calibration shop of the profile (`serviceArea.calibrationShop`), so no page says
 *   "anywhere in …".
 * - Warranty: what /warranty says for the service: a lifetime workmanship warranty on glass we
 *   install, a separate, shorter promise on chip repair, one recalibration at no charge.
 * No React: content modules, pages and tests import it.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import { SERVICE_AREA } from './service-area';

/** How soon: the one wording of the same-day promise, with its condition. */
function visitTiming(cityName: string): string {
  return `Same-day or next-day visits in ${cityName} are often available, though not guaranteed.`;
}

/** The warranty each service carries, as /warranty (src/content/legal/warranty.md) words it. */
const WARRANTY_SENTENCE: Record<ServiceSlug, string> = {
  'windshield-replacement':
    'Our lifetime workmanship warranty covers the installation for as long as you own the vehicle.',
  'door-glass-replacement':
    'Our lifetime workmanship warranty covers the installation for as long as you own the vehicle.',
  'back-glass-replacement':
    'Our lifetime workmanship warranty covers the installation for as long as you own the vehicle.',
  'mobile-service':
    'Glass we install carries our lifetime workmanship warranty for as long as you own the vehicle.',
  'windshield-repairs':
    'Chip repair has its own, shorter promise: if a chip we repaired spreads into a crack, what you paid for it counts toward a new windshield from us.',
  'adas-windshield-calibration':
    'When we calibrated the camera as part of your windshield installation, we recalibrate it once more at no charge if it needs it.',
  'fleet-services':
    'Glass we install carries our lifetime workmanship warranty for as long as you own the vehicle.',
};

/** Where the work happens, for the service: at the car, except static calibration. */
function whereWeWork(service: ServiceSlug, cityName: string): string {
  const shop = SERVICE_AREA.calibrationShop;
  switch (service) {
    case 'adas-windshield-calibration':
      return `Dynamic calibration is a drive on roads near you in ${cityName}; static calibration needs a level floor and controlled light, so it is done at our ${shop} shop.`;
    case 'mobile-service':
      // The service's own line already says we come to the car; name the one exception.
      return `Static camera calibration is the one job done at our ${shop} shop instead.`;
    case 'windshield-replacement':
      return `We come to you in ${cityName} with no travel fee; a camera that needs static calibration goes to our ${shop} shop for that step.`;
    default:
      return `We come to you in ${cityName} with no travel fee.`;
  }
}

/**
 * The hero line of a service-in-city page: when, where and what warranty. Fleet accounts are
 * scheduled within 24 to 48 hours and billed on net-30 terms (docs/decisions/fleet-leads.md).
 */
export function bookingPromise(service: ServiceSlug | undefined, cityName: string): string {
  if (service === 'fleet-services')
    return `Visits to your yard, depot or job site in ${cityName} within 24 to 48 hours of a request, on one monthly invoice with net-30 terms.`;
  const slug = service ?? 'mobile-service';
  return `${whereWeWork(slug, cityName)} ${visitTiming(cityName)} ${WARRANTY_SENTENCE[slug]}`;
}

/**
 * A speed promise: same-day, next-day, "the same day or the next". ("Until the next day" and
 * "calibration on the same day as the replacement" are not one.)
 */
const SPEED = /\bsame-day\b|\bnext-day\b|\bsame day or (?:the )?next\b|\bwithin a day of\b/i;

/**
 * Words that make a speed promise conditional. "Most" is not one of them: "most appointments
 * are same-day" is a statistic, and the profile has no source for it.
 */
const SPEED_CONDITION =
  /\b(?:often|usually|typically|generally|frequently|common(?:ly)?|possible|may|might|not guaranteed|cannot (?:promise|guarantee|offer)|can't (?:promise|guarantee|offer)|only promise|depending on|depends on|subject to|when (?:we can|available|possible|the (?:schedule|glass|part))|if (?:we can|a slot|the (?:schedule|glass|part)))\b|\bor \$\d+ off/i;

/** "anywhere in …": a promise of place that static calibration breaks. */
const ANYWHERE = /\banywhere (?:in|within|across)\b/i;

/** A speed promise stated as certain. */
const GUARANTEED_SPEED =
  /\bguarantee[ds]?\b[^.!?]*\b(?:same[- ]day|next-day)\b|\b(?:same[- ]day|next-day)\b[^.!?]*\bguaranteed\b/i;

/** The sentences of a text (a heading or a list item counts as one). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Each sentence of the text that promises what the business does not: a speed promise
 * without its condition, a guaranteed speed, or "anywhere in …". Empty when the text is true.
 */
export function unkeptPromises(text: string): string[] {
  return sentencesOf(text).filter((sentence) => {
    if (ANYWHERE.test(sentence)) return true;
    if (GUARANTEED_SPEED.test(sentence)) return !/\bnot guaranteed\b/i.test(sentence);
    return SPEED.test(sentence) && !SPEED_CONDITION.test(sentence);
  });
}
