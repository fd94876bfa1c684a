/**
 * The words of the home page's sections below the hero, as data, so the English and the
 * Spanish home render through the same sections (as the service pages do,
 * docs/decisions/spanish.md#the-spanish-home-page). This module holds the shape and the English
 * words, read from the content modules they always came from; the Spanish words are in
 * ./home-section-words-es.ts. Only the deferred sections import it: their chunks load after
 * the page, outside the first load's budget (test/e2e/budget.e2e.ts).
 */
import { businessProfile, openingHoursRows } from '@/content/business-profile';
import { ABOUT_POINTS } from '@/content/home';
import { HOME_FAQS } from '@/content/home-faqs';
import { workmanshipTerm, workmanshipWarrantyTitle } from '@/content/promise-wording';
import { replyHours } from '@/content/reply-wording';
import { SERVICES } from '@/content/services';
import type { FaqItem, Service } from '@/content/types';
import { paths } from '@/config/paths';
import { ENGLISH_QUOTE_GATE, type QuoteGateWords } from '@/features/lead-capture/quote-gate';

interface SectionHeadingWords {
  eyebrow: string;
  title: string;
  intro: string;
}

export interface HomeSectionWords {
  services: SectionHeadingWords & {
    services: Service[];
    serviceHref: (service: Service) => string;
    /** The card link's whole text; without it, the card's English 'Learn more'. */
    cardLink?: (service: Service) => string;
  };
  about: SectionHeadingWords & {
    /** The demo's founding year in the title, labelled as a sample. */
    showsFoundingYearSample: boolean;
    points: { title: string; description: string }[];
    /** The van page's link; left out where the van page has no twin in the language. */
    vanLink?: { label: string; to: string };
  };
  warranty: { title: string; text: string; linkLabel: string; linkTo: string };
  contact: SectionHeadingWords & {
    asideLabel: string;
    phone: string;
    email: string;
    address: string;
    hours: string;
    /** The opening hours: a row per range of days, or one line. */
    openingHours: () => { label: string; value: string }[] | string;
    gate: QuoteGateWords;
  };
  insurance: SectionHeadingWords & { popular: string; others: string };
  faqTitle: string;
  faqs: FaqItem[];
}

export const ENGLISH_HOME_SECTIONS: HomeSectionWords = {
  services: {
    eyebrow: 'What we do',
    title: 'Auto Glass Services',
    intro:
      'From a 30-minute chip repair to a full windshield with camera calibration, done where your car is parked.',
    services: SERVICES,
    serviceHref: (service) => paths.service(service.slug),
  },
  about: {
    eyebrow: 'About us',
    title: `Bay Area auto glass specialists since ${businessProfile.foundingYear}`,
    intro: `${businessProfile.name} is a local team of auto glass technicians. We replace and repair windshields, side and rear glass, and recalibrate the driver-assistance cameras that sit behind them.`,
    showsFoundingYearSample: businessProfile.foundingYearIsSample,
    points: ABOUT_POINTS,
    vanLink: { label: 'See what our service van carries', to: paths.van() },
  },
  warranty: {
    title: workmanshipWarrantyTitle(),
    text: `If an installation we did leaks water, lets in wind noise or shows a defect, we fix it for free ${workmanshipTerm()}.`,
    linkLabel: 'Read the warranty',
    linkTo: paths.warranty(),
  },
  contact: {
    eyebrow: 'Free quote',
    title: 'Get Your Free Quote',
    intro: `Tell us about your vehicle and the damage. ${replyHours()}`,
    asideLabel: 'Contact information',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    hours: 'Hours',
    openingHours: () => openingHoursRows(),
    gate: ENGLISH_QUOTE_GATE,
  },
  insurance: {
    eyebrow: 'Insurance',
    title: 'We Work With Your Insurance',
    intro:
      'We bill insurers directly. Most comprehensive policies with full glass coverage pay the whole job, so you pay $0; without glass coverage your deductible applies. We check your policy for you.',
    popular: 'Popular insurers',
    others: 'Also accepted',
  },
  faqTitle: 'Common Questions',
  faqs: HOME_FAQS,
};
