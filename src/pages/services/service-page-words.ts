/**
 * What a service page is written in: the service's copy (title, summary, details), the links
 * between the services pages, and the words the views write around that copy. The English
 * entry (`service-page.tsx`) gives the views `ENGLISH_SERVICE_PAGES`, the Spanish entry
 * (`service-page-es.tsx`) the Spanish copy of `service-page-words-es.ts`; the views import
 * neither, so each language's chunk carries only its own copy and the views stay one component
 * each (docs/decisions/spanish.md#spanish-services-pages).
 */
import type { FleetPageCopy } from '@/content/es/fleet';
import {
  fleetBillingTitle,
  fleetInvoicing,
  fleetSchedulingWindow,
  fleetWithin,
} from '@/content/fleet-terms';
import { visitTiming } from '@/content/promise-wording';
import { FLEET_CONTENT, SERVICE_DETAILS } from '@/content/service-details';
import { SERVICES } from '@/content/services';
import type { FleetContent, Service, ServiceDetail } from '@/content/types';
import { paths } from '@/config/paths';
import { LeadFormIsland } from '@/features/lead-capture/lead-form-island';
import type { ServiceSlug } from '@/domain/service-slugs';

/** The words the service views (dedicated, generic) write around a service's copy. */
export interface ServiceViewWords {
  /** The page part of the `<title>`. */
  pageTitle: (serviceTitle: string) => string;
  aboutTitle: (serviceTitle: string) => string;
  benefitsEyebrow: string;
  benefitsTitle: (serviceTitle: string) => string;
  insuranceEyebrow: string;
  insurersTitle: string;
  /** Around the phone number: the words before it and after it. */
  insurersElsewhere: [before: string, after: string];
  processEyebrow: string;
  processTitle: string;
  faqEyebrow: string;
  faqTitle: string;
  faqIntro: string;
  ctaTitle: string;
  ctaText: string;
  genericEyebrow: string;
  genericCtaTitle: (serviceTitle: string) => string;
}

/** A services page's language: its copy, its links and its words. */
export interface ServicePagesLanguage {
  services: readonly Service[];
  details: Readonly<Record<ServiceSlug, ServiceDetail>>;
  fleet: FleetContent;
  fleetPage: FleetPageCopy;
  /** The services index's name in the breadcrumb trail. */
  servicesName: string;
  links: {
    services: string;
    service: (slug: ServiceSlug) => string;
    fleetForm: string;
  };
  view: ServiceViewWords;
  /** The lead form in the page's language, as the fleet page's request form. */
  leadFormIsland: typeof LeadFormIsland;
  /**
   * Whether the page shows the sections that have no copy in its language yet: the trust panel,
   * the reviews and the cities served (English strings and English reviews).
   */
  showsEnglishOnlySections: boolean;
}

/** The English fleet page's words, with the fleet terms the profile gives. */
function englishFleetPage(): FleetPageCopy {
  const schedulingWindow = fleetSchedulingWindow();
  return {
    metaTitle: 'Fleet Auto Glass Services for Business Vehicles',
    heroEyebrow: 'Fleet services',
    requestButton: 'Request Fleet Service',
    heroFactsLabel: 'Fleet program at a glance',
    heroFacts: [
      { title: 'Fleets of every size', text: 'from 5-10 vehicles up to hundreds' },
      {
        title: `Service${fleetWithin() || ' where you park'}`,
        text: 'at your yard, depot or job site',
      },
      {
        title: fleetBillingTitle() ?? 'Consolidated billing',
        text: 'one consolidated invoice by unit number and VIN',
      },
    ],
    services: {
      eyebrow: 'What we do for fleets',
      title: 'Fleet Glass Services',
      intro:
        'Windshield repair and replacement, side and back glass, and camera calibration for company cars, vans and pickups.',
    },
    benefits: { eyebrow: 'Why fleet managers choose us', title: 'Benefits for Your Business' },
    process: { eyebrow: 'How it works', title: 'How a Fleet Account Works' },
    faq: { eyebrow: 'FAQ', title: 'Fleet Service Questions' },
    form: {
      eyebrow: 'Get started',
      title: 'Set Up Your Fleet Account',
      intro: `Tell us your company, roughly how many vehicles you run and where they are based. We reply within business hours to agree on rates and billing, and schedule the first yard visit${fleetWithin()}.`,
      points: [
        'Fleets from 5-10 vehicles up to hundreds',
        ...(schedulingWindow ? [`Vehicles serviced ${schedulingWindow} of a request`] : []),
        `One consolidated invoice${fleetInvoicing()}`,
        'Per-vehicle records, including ADAS calibration',
      ],
      callPrompt: 'Prefer to talk it through? Call',
      embedTitle: 'Fleet service request form',
    },
  };
}

export const ENGLISH_SERVICE_PAGES: ServicePagesLanguage = {
  services: SERVICES,
  details: SERVICE_DETAILS,
  fleet: FLEET_CONTENT,
  get fleetPage() {
    return englishFleetPage();
  },
  servicesName: 'Services',
  links: { services: paths.services(), service: paths.service, fleetForm: paths.fleetForm() },
  view: {
    pageTitle: (title) => `${title} in the Bay Area`,
    aboutTitle: (title) => `About ${title}`,
    benefitsEyebrow: 'Why choose us',
    benefitsTitle: (title) => `Benefits of Our ${title}`,
    insuranceEyebrow: 'Insurance',
    insurersTitle: 'Insurers we bill directly',
    insurersElsewhere: [
      'Not on the list? Most other insurers work too. Call',
      'and we will check your coverage.',
    ],
    processEyebrow: 'How it works',
    processTitle: 'Our Process in 4 Steps',
    faqEyebrow: 'FAQ',
    faqTitle: 'Frequently Asked Questions',
    faqIntro: 'Straight answers to the questions drivers ask us most about this service.',
    ctaTitle: 'Ready to Book Your Appointment?',
    get ctaText() {
      return `Call now or request a free quote online. ${visitTiming()} We come to your home, work or parking lot within our service area, and static camera calibration is done at our shop.`;
    },
    genericEyebrow: 'Mobile auto glass service',
    genericCtaTitle: (title) => `Need ${title}?`,
  },
  leadFormIsland: LeadFormIsland,
  showsEnglishOnlySections: true,
};
