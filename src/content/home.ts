/**
 * Copy of the home page: the four hero variants (docs/decisions.md#hero-variants) and the about
 * section. Its questions are in home-faqs.ts, which loads only with the parts that show them.
 */
import type { HeroVariant } from '@/domain/hero-variant';
import { CITIES } from './cities';
import { INSURANCE_PROMISE, OFFER_IDS } from './claim-wording';
import {
  aWorkmanshipWarranty,
  SAME_DAY_VISITS,
  SOONEST_VISIT,
  visitTiming,
  workmanshipWarrantyHeading,
} from './promise-wording';
import { SERVICE_AREA } from './service-area';

export interface HeroContent {
  badge: string;
  headline: string;
  subheadline: string;
  primaryCta: { label: string; to: 'quote' | 'call' };
  secondaryCta: { label: string; to: 'quote' | 'call' };
  /**
   * An offer from the business profile shown under the subheadline with its terms, while
   * it runs (the headline never states the amount: it stays true once the offer ends).
   */
  offerId?: string;
}

export const HERO_CONTENT: Record<HeroVariant, HeroContent> = {
  default: {
    badge: 'Bay Area mobile auto glass',
    headline: 'Windshield Repair and Replacement That Comes to You',
    subheadline: `Mobile technicians, OEM or equivalent glass and ${aWorkmanshipWarranty()}, at your home, office or parking lot.`,
    primaryCta: { label: 'Get a Free Quote', to: 'quote' },
    secondaryCta: { label: 'Call Now', to: 'call' },
  },
  speed: {
    badge: 'Book in 5 minutes',
    // How soon follows the profile's same-day cut-off (src/content/promise-wording.ts).
    headline: SAME_DAY_VISITS
      ? 'Windshield Service, Often the Same Day or the Next'
      : 'Windshield Service at the First Open Slot',
    subheadline: `Tell us about your glass in five minutes. ${visitTiming()} We confirm the time before you book.`,
    offerId: OFFER_IDS.speed,
    primaryCta: { label: 'Book My Appointment', to: 'quote' },
    secondaryCta: { label: SAME_DAY_VISITS ? 'Call for Today' : 'Call Now', to: 'call' },
  },
  insurance: {
    badge: 'We bill your insurer directly',
    headline: '$0 Windshield Replacement with Full Glass Coverage',
    subheadline:
      'Most comprehensive policies with full glass coverage pay the whole bill. We check your policy and file the claim with your insurer; without glass coverage, your deductible applies.',
    primaryCta: { label: 'Check My Coverage', to: 'quote' },
    secondaryCta: { label: 'Call an Insurance Specialist', to: 'call' },
  },
  mobile: {
    badge: 'Mobile service at no extra charge',
    headline: 'We Fix Your Windshield Wherever You Are',
    subheadline: `Our vans cover ${CITIES.length} Bay Area cities. No travel fee, appointments ${SOONEST_VISIT}, and most replacements done in one to two hours, including about an hour for the adhesive to cure.`,
    primaryCta: { label: 'Get a Free Quote', to: 'quote' },
    secondaryCta: { label: 'Call Now', to: 'call' },
  },
};

/** Promise points shown under every hero variant. */
export const HERO_PROMISES = [
  INSURANCE_PROMISE,
  workmanshipWarrantyHeading(),
  SAME_DAY_VISITS ? 'Often same-day or next-day, no travel fee' : 'First open slot, no travel fee',
];

export const ABOUT_POINTS = [
  {
    title: 'Local and mobile',
    description: `We are based in ${SERVICE_AREA.base} and work out of fully stocked vans, so the shop comes to your driveway, office lot or job site in the ${SERVICE_AREA.cityCount} cities we serve across ${SERVICE_AREA.counties} counties.`,
  },
  {
    title: 'Trained for modern cars',
    description:
      'Cameras, rain sensors, heated glass and head-up displays are routine for us. When your car needs its safety camera recalibrated, we do it as part of the job.',
  },
  {
    title: 'Paperwork handled',
    description:
      'We work with most insurers, bill them directly and walk you through the claim. You get a written invoice and, after a calibration, a calibration record.',
  },
];
