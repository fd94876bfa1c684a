/**
 * What the business promises about speed, place and warranty, in one place, and the rule the
 * truth checks hold every page to (docs/decisions/launch-truth.md#speed-place-and-warranty):
 * - Speed: only a business whose profile has a same-day cut-off
 *   (`quote.appointments.sameDayCutoff`) speaks of same-day visits at all, and then as often
 *   available, never guaranteed (the speed offer exists because the promise can fail). Without
 *   a cut-off the form never offers today, so pages say visits are booked from the next open
 *   day and name no same-day visit. A sentence naming one says so, or names its condition.
 *   "Usually" is not a condition but a statistic the profile has no source for.
 * - Reply time: the profile states business hours and no reply time, so a request is answered
 *   "during business hours", never "usually within the hour" (./reply-wording.ts).
 * - Place: the vans come to the customer, but static calibration is done only at the
 *   calibration shop of the profile (`serviceArea.calibrationShop`), so no page says
 *   "anywhere in …".
 * - Warranty: the profile's terms (`warranty`): the workmanship warranty on glass we install
 *   (lifetime or years), the chip repair credit, the free recalibrations; worded here for the
 *   service pages and for /warranty (content tokens), so both say the same.
 * No React: content modules, pages and tests import it.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import { businessProfile } from './business-profile';
import { fleetInvoicing, fleetWithin } from './fleet-terms';
import { loadProfileFile } from './load/profile-file';
import type { ProfileWarranty } from './load/profile-schema';
import { SERVICE_AREA } from './service-area';

/** Set by webpack (webpack.config.js) from the profile's same-day cut-off; Node reads the file. */
declare const __BUSINESS_SAME_DAY__: boolean | undefined;

/**
 * Whether the business takes same-day work: the profile has a same-day cut-off, so the quote
 * form offers today's windows until then (src/domain/appointment-windows.ts). Every speed
 * wording below follows it.
 */
export const SAME_DAY_VISITS: boolean =
  typeof __BUSINESS_SAME_DAY__ !== 'undefined'
    ? __BUSINESS_SAME_DAY__
    : Boolean(loadProfileFile().quote.appointments.sameDayCutoff);

/** The profile's warranty terms per kind of work. */
const WARRANTY: ProfileWarranty = businessProfile.warranty;

/**
 * How soon, as a phrase that ends a clause: "We come to your driveway, {soonestVisit}."
 * With a same-day cut-off: "often the same day or the next"; without: "at the first open
 * slot", since the form offers nothing before the next open day.
 */
export const SOONEST_VISIT = SAME_DAY_VISITS
  ? 'often the same day or the next'
  : 'at the first open slot';

/**
 * How soon, as a sentence: with a same-day cut-off, the one wording of the same-day promise
 * with its condition; without, what the form offers (from the next open day).
 */
export function visitTiming(cityName?: string): string {
  const where = cityName ? ` in ${cityName}` : '';
  return SAME_DAY_VISITS
    ? `Same-day or next-day visits${where} are often available, though not guaranteed.`
    : `Visits${where} are booked from the next open day, at the first open slot.`;
}

/** 'once', 'twice', '3 times'. */
function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/**
 * How long the workmanship warranty runs, as the word before "warranty": 'lifetime', '5-year'.
 * Every page that names the warranty takes its words from here or the functions below, so a
 * profile with a shorter warranty never publishes "lifetime"
 * (docs/decisions/launch-truth.md#warranty-terms-from-the-profile).
 */
export function workmanshipWarrantyLength(terms: ProfileWarranty = WARRANTY): string {
  return terms.workmanship === 'lifetime' ? 'lifetime' : `${terms.workmanship.years}-year`;
}

/** The workmanship warranty's name: 'lifetime workmanship warranty', '5-year workmanship warranty'. */
export function workmanshipWarrantyName(terms: ProfileWarranty = WARRANTY): string {
  return `${workmanshipWarrantyLength(terms)} workmanship warranty`;
}

/** The name after its article: 'a lifetime workmanship warranty', 'an 8-year workmanship warranty'. */
export function aWorkmanshipWarranty(terms: ProfileWarranty = WARRANTY): string {
  const name = workmanshipWarrantyName(terms);
  return `${/^(?:8|11|18)-/.test(name) ? 'an' : 'a'} ${name}`;
}

/** The name as a heading in sentence case: 'Lifetime workmanship warranty'. */
export function workmanshipWarrantyHeading(terms: ProfileWarranty = WARRANTY): string {
  const name = workmanshipWarrantyName(terms);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The name in title case: 'Lifetime Workmanship Warranty', '5-Year Workmanship Warranty'. */
export function workmanshipWarrantyTitle(terms: ProfileWarranty = WARRANTY): string {
  return workmanshipWarrantyName(terms).replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** A short title: 'Lifetime Warranty', '5-Year Warranty'. */
export function shortWarrantyTitle(terms: ProfileWarranty = WARRANTY): string {
  const length = workmanshipWarrantyLength(terms);
  return `${length.charAt(0).toUpperCase()}${length.slice(1).replace('-year', '-Year')} Warranty`;
}

/**
 * How long the workmanship warranty covers the work, as a phrase ending a clause ("leaks are
 * covered {term}"): 'for as long as you own the vehicle', 'for 5 years from the installation'.
 */
export function workmanshipTerm(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime') return 'for as long as you own the vehicle';
  const { years } = terms.workmanship;
  return `for ${years} ${years === 1 ? 'year' : 'years'} from the installation`;
}

/** How long the workmanship warranty lasts, as /warranty's "How long it lasts" says it. */
export function workmanshipDuration(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime')
    return 'Coverage starts on the day we finish the installation and lasts for as long as the original purchaser owns the vehicle. That is what "lifetime" means in this warranty.';
  const { years } = terms.workmanship;
  return `Coverage starts on the day we finish the installation and lasts ${years} ${years === 1 ? 'year' : 'years'}, or until the original purchaser sells or transfers the vehicle, whichever comes first.`;
}

/** The chip repair promise, as /warranty states it. */
export function chipRepairTerms(terms: ProfileWarranty = WARRANTY): string {
  const credit = terms.chipRepairCredit;
  if (credit === null)
    return 'Chip repair carries no warranty of its own: if a repaired chip later spreads, a replacement is priced as a new job.';
  const during =
    credit === 'while-owned'
      ? 'while you own the vehicle'
      : `within ${credit.months} ${credit.months === 1 ? 'month' : 'months'} of the repair`;
  return `If a chip we repaired spreads into a crack ${during}, we will credit what you paid for that repair toward a replacement windshield installed by us.`;
}

/** The free recalibration promise, as /warranty states it. */
export function calibrationRecheckTerms(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'If the camera later needs to be recalibrated, that calibration is billed as a separate service.';
  return `If the camera later needs to be recalibrated, we will do it ${times(terms.calibrationRechecks)} at no charge, as long as the camera was calibrated by us as part of the original installation.`;
}

/** Whether the warranty includes any recalibration at no charge. */
export const FREE_RECALIBRATIONS = WARRANTY.calibrationRechecks > 0;

/**
 * What the warranty says about a later recalibration, as a sentence for the calibration copy,
 * a post and the terms: how many are free and on what condition, or that they are billed.
 */
export function recalibrationCoverage(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'A later recalibration is billed as a separate service.';
  return `Our warranty covers a later recalibration ${times(terms.calibrationRechecks)} at no charge, but only when the camera was calibrated as part of the original installation.`;
}

/** The warranty a service carries, as /warranty (src/content/legal/warranty.md) words it. */
export function warrantySentence(service: ServiceSlug, terms: ProfileWarranty = WARRANTY): string {
  const workmanship = terms.workmanship;
  const lasts = workmanship === 'lifetime' ? ' for as long as you own the vehicle' : '';
  switch (service) {
    case 'windshield-repairs': {
      const credit = terms.chipRepairCredit;
      if (credit === null) return 'Chip repair carries no warranty of its own.';
      const during =
        credit === 'while-owned' ? '' : ` within ${credit.months} months of the repair`;
      return `Chip repair has its own, shorter promise: if a chip we repaired spreads into a crack${during}, what you paid for it counts toward a new windshield from us.`;
    }
    case 'adas-windshield-calibration':
      return terms.calibrationRechecks === 0
        ? 'A later recalibration is billed as a separate service.'
        : `When we calibrated the camera as part of your windshield installation, we recalibrate it ${terms.calibrationRechecks === 1 ? 'once more' : `${times(terms.calibrationRechecks)} more`} at no charge if it needs it.`;
    case 'mobile-service':
    case 'fleet-services':
      return `Glass we install carries our ${workmanshipWarrantyName(terms)}${lasts}.`;
    default:
      return `Our ${workmanshipWarrantyName(terms)} covers the installation${lasts}.`;
  }
}

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
 * The hero line of a service-in-city page: when, where and what warranty. A fleet page states
 * the profile's fleet terms, if it gives any (./fleet-terms.ts, docs/decisions/fleet-leads.md).
 */
export function bookingPromise(service: ServiceSlug | undefined, cityName: string): string {
  if (service === 'fleet-services')
    return `Visits to your yard, depot or job site in ${cityName}${fleetWithin(' of a request')}, on one consolidated invoice${fleetInvoicing()}.`;
  const slug = service ?? 'mobile-service';
  return `${whereWeWork(slug, cityName)} ${visitTiming(cityName)} ${warrantySentence(slug)}`;
}

/**
 * A speed promise: same-day, next-day, "the same day or the next", "today or tomorrow", a booking
 * "for the next day", and a reply or arrival time
 * ("within the hour", "within 30 minutes", "reply within …"). ("Until the next day",
 * "calibration on the same day as the replacement" and a job's length, "done within 1 to 2
 * hours", are not one.)
 */
const SPEED =
  /\bsame-day\b|\bnext-day\b|\b(?:schedul\w*|book\w*)\b[^.!?]*\b(?:for|by) the next day\b|\btoday or tomorrow\b|\bsame day or (?:the )?next\b|\bwithin a day of\b|\bwithin the hour\b|\bwithin \d+ minutes\b|\b(?:reply|replies|respond|responds|answer|call (?:you )?back|get back to you)\b[^.!?]*\bwithin (?:the|an|one|a few|\d+) (?:hour|minute)/i;

/**
 * Words of frequency turn a speed promise into a statistic: "most appointments are same-day",
 * "usually within the hour", "same-day visits are common", "typically next-day". The profile
 * has no source for any of them, so no condition saves such a sentence. Looked for in the
 * clause of the promise only: "slots are often open, so the wait is usually short" is fine.
 */
const SPEED_STATISTIC =
  /\b(?:usually|typically|generally|normally|frequently|common(?:ly)?|most (?:customers|bookings|appointments|visits|jobs|requests|drivers|people))\b/i;

/** Where a sentence splits into clauses, for SPEED_STATISTIC. */
const CLAUSE_BREAK = /[,;:]|\s[–—-]\s|\b(?:and|but|so|though|although|which|while)\b/i;

/** A clause of the sentence makes a speed promise and states it as a statistic. */
function isSpeedStatistic(sentence: string): boolean {
  return sentence
    .split(CLAUSE_BREAK)
    .some((clause) => SPEED.test(clause) && SPEED_STATISTIC.test(clause));
}

/** Words that make a speed promise conditional. */
const SPEED_CONDITION =
  /\b(?:often|possible|may|might|not guaranteed|cannot (?:promise|guarantee|offer)|can't (?:promise|guarantee|offer)|only promise|depending on|depends on|subject to|when (?:we can|available|possible|the (?:schedule|glass|part))|if (?:we can|a slot|the (?:schedule|glass|part)))\b|\bor \$\d+ off/i;

/**
 * A same-day visit named: "same-day", "the same day or the next". ("Calibration on the same
 * day as the replacement" or "drivers report damage the same day" offer no visit.)
 */
const SAME_DAY = /\bsame-day\b|\bsame day or (?:the )?next\b|\btoday or tomorrow\b/i;

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
 * without its condition or stated as a statistic, a guaranteed speed, "anywhere in …", or,
 * when the profile has no same-day cut-off, any same-day visit at all.
 * Empty when the text is true.
 */
export function unkeptPromises(text: string, sameDayVisits: boolean = SAME_DAY_VISITS): string[] {
  return sentencesOf(text).filter((sentence) => {
    if (ANYWHERE.test(sentence)) return true;
    if (!sameDayVisits && SAME_DAY.test(sentence)) return true;
    if (GUARANTEED_SPEED.test(sentence)) return !/\bnot guaranteed\b/i.test(sentence);
    if (!SPEED.test(sentence)) return false;
    return isSpeedStatistic(sentence) || !SPEED_CONDITION.test(sentence);
  });
}
