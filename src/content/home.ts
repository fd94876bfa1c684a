/**
 * Copy of the home page: the four hero variants (docs/decisions.md#hero-variants), the about
 * section and the questions shown (and marked up as FAQPage) on the home page.
 */
import type { HeroVariant } from '@/domain/hero-variant';
import { CITIES } from './cities';
import type { FaqItem } from './types';

export interface HeroContent {
  badge: string;
  headline: string;
  subheadline: string;
  primaryCta: { label: string; to: 'quote' | 'call' };
  secondaryCta: { label: string; to: 'quote' | 'call' };
}

export const HERO_CONTENT: Record<HeroVariant, HeroContent> = {
  default: {
    badge: 'Bay Area mobile auto glass',
    headline: 'Windshield Repair and Replacement That Comes to You',
    subheadline:
      'Certified technicians, OEM or equivalent glass and a lifetime workmanship warranty, at your home, office or parking lot.',
    primaryCta: { label: 'Get a Free Quote', to: 'quote' },
    secondaryCta: { label: 'Call Now', to: 'call' },
  },
  speed: {
    badge: 'Book in 5 minutes',
    headline: 'Same-Day or Next-Day Windshield Service, or $50 Off',
    subheadline:
      'Tell us about your glass in five minutes. If we cannot be at your car today or tomorrow, your job is $50 off.',
    primaryCta: { label: 'Book My Appointment', to: 'quote' },
    secondaryCta: { label: 'Call for Today', to: 'call' },
  },
  insurance: {
    badge: 'We bill your insurer directly',
    headline: '$0 Windshield Replacement with Qualifying Insurance',
    subheadline:
      'Most comprehensive policies with glass coverage pay the whole bill. We file the claim with your insurer so you never pay out of pocket for covered work.',
    primaryCta: { label: 'Check My Coverage', to: 'quote' },
    secondaryCta: { label: 'Call an Insurance Specialist', to: 'call' },
  },
  mobile: {
    badge: 'Mobile service at no extra charge',
    headline: 'We Fix Your Windshield Wherever You Are',
    subheadline: `Our vans cover ${CITIES.length} Bay Area cities. No travel fee, same-day or next-day appointments, and most jobs done in one to two hours.`,
    primaryCta: { label: 'Get a Free Quote', to: 'quote' },
    secondaryCta: { label: 'Call Now', to: 'call' },
  },
};

/** Promise points shown under every hero variant. */
export const HERO_PROMISES = [
  'Insurance billed directly, $0 deductible on most policies',
  'Lifetime workmanship warranty',
  'Same-day or next-day, no travel fee',
];

export const ABOUT_POINTS = [
  {
    title: 'Local and mobile',
    description:
      'We are based in Hayward and work out of fully stocked vans, so the shop comes to your driveway, office lot or job site anywhere in the Bay Area.',
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

export const HOME_FAQS: FaqItem[] = [
  {
    question: 'Do you really come to me?',
    answer:
      'Yes. Our technicians replace and repair glass at your home, office or any safe parking spot in the Bay Area, with no travel fee. We need a level spot with about three feet of room around the car.',
  },
  {
    question: 'Will my insurance pay for a new windshield?',
    answer:
      'Most comprehensive policies with glass coverage pay for a windshield replacement, often with a $0 deductible. We bill the insurer directly; without glass coverage your deductible, typically $250 to $1,000, applies.',
  },
  {
    question: 'How long does it take?',
    answer:
      'A chip repair takes about 30 minutes. A replacement takes one to two hours, and the adhesive needs at least an hour to cure before you drive. ADAS camera calibration adds one to two hours when your car needs it.',
  },
  {
    question: 'Is the work guaranteed?',
    answer:
      'Every installation carries a lifetime workmanship warranty against water leaks, air leaks and installation defects for as long as you own the vehicle.',
  },
];
