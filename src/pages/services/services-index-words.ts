/**
 * What the services index is written in: the services' names and summaries, the links to
 * their pages, and the words the index writes around the cards. The English entry
 * (`services-page.tsx`) gives the view `ENGLISH_SERVICES_INDEX`, the Spanish entry the copy of
 * `services-index-words-es.ts`; neither carries the services' details
 * (docs/decisions/spanish.md#spanish-services-pages).
 */
import { visitTiming } from '@/content/promise-wording';
import { SERVICES } from '@/content/services';
import type { Service } from '@/content/types';
import { paths } from '@/config/paths';
import type { ServiceSlug } from '@/domain/service-slugs';

/** The words the services index writes around the service cards. */
export interface ServicesIndexWords {
  metaTitle: string;
  metaDescription: string;
  /** The name of the structured-data list of services. */
  listName: string;
  heroEyebrow: string;
  heroTitle: string;
  heroIntro: string;
  gridEyebrow: string;
  gridTitle: string;
  gridIntro: string;
  /** A card's link; undefined keeps the card's own 'Learn more'. */
  cardLink?: (serviceTitle: string) => string;
  helpTitle: string;
  helpText: string;
  ctaTitle: string;
  ctaText: string;
}

/** The services index's language: its services, links and words. */
export interface ServicesIndexLanguage {
  services: readonly Service[];
  /** The index's name in the breadcrumb trail. */
  servicesName: string;
  links: { services: string; service: (slug: ServiceSlug) => string };
  index: ServicesIndexWords;
  /** Whether the page shows the trust panel, whose lines are English only. */
  showsEnglishOnlySections: boolean;
}

export const ENGLISH_SERVICES_INDEX: ServicesIndexLanguage = {
  services: SERVICES,
  servicesName: 'Services',
  links: { services: paths.services(), service: paths.service },
  index: {
    metaTitle: 'Auto Glass Services',
    metaDescription:
      'Windshield replacement and repair, door and back glass, ADAS calibration and fleet accounts, at your home or office in the Bay Area cities we serve.',
    listName: 'Auto glass services',
    heroEyebrow: 'Our services',
    heroTitle: 'Mobile Auto Glass Services',
    heroIntro:
      'From a 30-minute chip repair to a new windshield with camera calibration, we do the work wherever your car is parked, with insurance billed directly.',
    gridEyebrow: 'What we do',
    gridTitle: 'Choose a Service',
    get gridIntro() {
      return `Every service comes to you, with no travel fee. ${visitTiming()} Static camera calibration is the one exception: it is done at our shop.`;
    },
    helpTitle: 'Not sure which service you need?',
    helpText:
      'Describe the damage on the phone and a technician will tell you whether a repair will hold or the glass needs replacing, and what your insurance is likely to cover.',
    ctaTitle: 'Get Your Free Quote Today',
    ctaText:
      'Tell us about your vehicle and the damage, and we will quote the job and check your insurance coverage before anything is scheduled.',
  },
  showsEnglishOnlySections: true,
};
