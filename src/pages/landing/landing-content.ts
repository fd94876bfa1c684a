/**
 * What each ad landing page shows:
 * the `service` query values, the headlines per network and service, and which
 * features and testimonials each page uses. Long copy comes from src/content.
 */
import type { LandingNetwork } from '@/config/routes';
import { businessProfile, ratingSummary } from '@/content/business-profile';
import {
  aWorkmanshipWarranty,
  workmanshipWarrantyHeading,
  workmanshipWarrantyName,
} from '@/content/promise-wording';
import { fleetInvoiceTerms, fleetSchedulingWindow, fleetTermsClause } from '@/content/fleet-terms';
import { FLEET_CONTENT, SERVICE_DETAILS } from '@/content/service-details';
import { SERVICES } from '@/content/services';
import { INSURANCE_PROMISE } from '@/content/claims';
import { TESTIMONIALS } from '@/content/reviews';
import type { Feature, ProcessStep, Testimonial } from '@/content/types';
import type { ServiceSlug } from '@/domain/service-slugs';
import { LANDING_SERVICES, type LandingServiceKey } from '@/config/landing-services';
import * as spanish from './landing-content-es';
import type { Translate } from '@/i18n/translator';

const FACEBOOK_HEADLINES: Record<LandingServiceKey, string> = {
  windshield: 'Fast & Affordable Windshield Replacement',
  repair: 'Quick Windshield Chip & Crack Repair',
  door: 'Expert Door Glass Replacement',
  adas: 'Professional ADAS Calibration',
};

const INSTAGRAM_HEADLINES: Record<LandingServiceKey, string> = {
  windshield: 'Windshield Cracked?',
  repair: 'Chip or Crack?',
  door: 'Broken Side Window?',
  adas: 'Need ADAS Calibration?',
};

const LINKEDIN_HEADLINE = 'Corporate & Fleet Auto Glass Solutions';
const FLEET_SERVICE: ServiceSlug = 'fleet-services';

export type LandingTone = 'light' | 'dark' | 'corporate';

/** A trust signal shown beside the form; `kind` picks its icon. */
export interface TrustSignal {
  kind: 'rating' | 'insurance' | 'warranty' | 'local' | 'speed' | 'billing';
  text: string;
  /** A demo value from the business profile, labelled as a sample where shown. */
  sample?: 'rating' | 'foundingYear';
}

/** The rating as a trust signal, when the profile has one. */
/** The profile's fleet terms, each shown only when the profile gives it (fleet-terms.ts). */
function fleetTermSignals(): TrustSignal[] {
  const window = fleetSchedulingWindow();
  const signals: TrustSignal[] = [];
  if (window) signals.push({ kind: 'speed', text: `Fleet requests scheduled ${window}` });
  const terms = fleetInvoiceTerms();
  signals.push({
    kind: 'billing',
    text: terms ? `Consolidated ${terms} invoicing` : 'Consolidated invoicing',
  });
  return signals;
}

function ratingSignal(): TrustSignal[] {
  const text = ratingSummary();
  if (!text) return [];
  return [{ kind: 'rating', text, sample: businessProfile.rating?.sample ? 'rating' : undefined }];
}

const DRIVER_TRUST: TrustSignal[] = [
  ...ratingSignal(),
  { kind: 'insurance', text: INSURANCE_PROMISE },
  { kind: 'warranty', text: workmanshipWarrantyHeading() },
  {
    kind: 'local',
    text: `Serving the Bay Area since ${businessProfile.foundingYear}`,
    sample: businessProfile.foundingYearIsSample ? 'foundingYear' : undefined,
  },
];

const FLEET_TRUST: TrustSignal[] = [
  ...ratingSignal(),
  ...fleetTermSignals(),
  { kind: 'insurance', text: 'Insured fleets: we bill your carrier directly' },
  { kind: 'warranty', text: workmanshipWarrantyHeading() },
];

/** Everything a landing page renders for one network and one service. */
export interface LandingContent {
  network: LandingNetwork;
  /** Light, dark or corporate: the one name for a surface variant (docs/decisions.md, 'One name for a surface variant'). */
  tone: LandingTone;
  formSide: 'left' | 'right';
  /** The service the form requests, and whether the visitor may change it. */
  service: ServiceSlug;
  lockService: boolean;
  /** Set on Instagram, which shows a different picture per service. */
  artwork?: LandingServiceKey;
  /** 'How it works' beside the form, where there is no picture. */
  steps?: ProcessStep[];
  eyebrow: string;
  headline: string;
  subheadline: string;
  trust: TrustSignal[];
  formHeading: string;
  features: { title: string; intro: string; items: Feature[] };
  testimonials: Testimonial[];
  /** Crumb name and page title parts. */
  crumb: string;
  metaTitle: string;
  metaDescription: string;
}

function serviceTitle(slug: ServiceSlug): string {
  return SERVICES.find((service) => service.slug === slug)!.title;
}

function testimonialsFor(slug: ServiceSlug, count: number): Testimonial[] {
  return TESTIMONIALS.filter((testimonial) => testimonial.service === slug).slice(0, count);
}

export function landingContent(network: LandingNetwork, key: LandingServiceKey): LandingContent {
  if (network === 'linkedin') {
    return {
      network,
      tone: 'corporate',
      formSide: 'right',
      service: FLEET_SERVICE,
      lockService: true,
      eyebrow: 'For businesses and fleets',
      headline: LINKEDIN_HEADLINE,
      subheadline: FLEET_CONTENT.hero.subheadline,
      trust: FLEET_TRUST,
      steps: SERVICE_DETAILS[FLEET_SERVICE].process,
      formHeading: 'Request a fleet quote',
      features: {
        title: 'Fleet Glass Service Built Around Your Schedule',
        intro: 'One account for windshields, side and back glass, and camera calibration.',
        items: FLEET_CONTENT.cards,
      },
      testimonials: testimonialsFor(FLEET_SERVICE, 2),
      crumb: 'Fleet Quote',
      metaTitle: LINKEDIN_HEADLINE,
      metaDescription: `On-site windshield repair, replacement and ADAS calibration for Bay Area fleets${fleetTermsClause() ? `, ${fleetTermsClause()}` : ', at your yard, depot or job site'}.`,
    };
  }

  const service = LANDING_SERVICES[key];
  const detail = SERVICE_DETAILS[service];
  const title = serviceTitle(service);

  if (network === 'instagram') {
    return {
      network,
      tone: 'dark',
      formSide: 'left',
      service,
      lockService: false,
      artwork: key,
      eyebrow: 'Mobile auto glass, Bay Area',
      headline: INSTAGRAM_HEADLINES[key],
      subheadline: SERVICES.find((entry) => entry.slug === service)!.shortDescription,
      trust: DRIVER_TRUST,
      formHeading: 'Get your free quote',
      features: {
        title: 'Why Book With Us',
        intro: `${title} where your car is parked, done by trained technicians.`,
        items: detail.benefits.slice(0, 3),
      },
      testimonials: testimonialsFor(service, 2),
      crumb: 'Free Quote',
      metaTitle: `${INSTAGRAM_HEADLINES[key]} Free ${title} Quote`,
      metaDescription: `${title} at your home or office across the Bay Area. Insurance billed directly, ${workmanshipWarrantyName()}. Request a free quote.`,
    };
  }

  return {
    network,
    tone: 'light',
    formSide: 'right',
    service,
    lockService: false,
    eyebrow: `${title} in the Bay Area`,
    headline: FACEBOOK_HEADLINES[key],
    subheadline: detail.hero.subheadline,
    trust: DRIVER_TRUST,
    steps: detail.process,
    formHeading: 'Get your free quote',
    features: {
      title: 'Why Bay Area Drivers Choose Us',
      intro: detail.description,
      items: detail.benefits,
    },
    testimonials: testimonialsFor(service, 3),
    crumb: 'Free Quote',
    metaTitle: FACEBOOK_HEADLINES[key],
    metaDescription: `${detail.hero.subheadline} Insurance billed directly and ${aWorkmanshipWarranty()}. Request a free quote.`,
  };
}

/** The trust signals in the page's language, worded by the catalogue from the profile. */
function translatedTrust(network: LandingNetwork, t: Translate): TrustSignal[] {
  const { rating, warranty } = businessProfile;
  const ratingSignals: TrustSignal[] = rating
    ? [
        {
          kind: 'rating',
          text: t('trust.rating', {
            rating: rating.value,
            count: rating.count,
            source: rating.source,
          }),
          sample: rating.sample ? 'rating' : undefined,
        },
      ]
    : [];
  // A lifetime warranty is the catalogue's `=0` case.
  const { workmanship } = warranty;
  const warrantySignal: TrustSignal = {
    kind: 'warranty',
    text: t('trust.warranty', { years: typeof workmanship === 'object' ? workmanship.years : 0 }),
  };
  if (network === 'linkedin') {
    // Fleet terms only as the profile states them (docs/decisions/fleet-leads.md#terms-from-the-profile).
    const { schedulingHours, invoiceTerms } = businessProfile.fleet;
    const fleetTerms: TrustSignal[] = [
      ...(schedulingHours
        ? [
            {
              kind: 'speed',
              text: t('trust.fleetSpeed', { from: schedulingHours[0], to: schedulingHours[1] }),
            } as const,
          ]
        : []),
      ...(invoiceTerms
        ? [
            {
              kind: 'billing',
              text: t('trust.fleetBilling', { days: Number(invoiceTerms.replace('net-', '')) }),
            } as const,
          ]
        : []),
    ];
    return [
      ...ratingSignals,
      ...fleetTerms,
      { kind: 'insurance', text: t('trust.fleetInsurance') },
      warrantySignal,
    ];
  }
  return [
    ...ratingSignals,
    { kind: 'insurance', text: t('trust.insurance') },
    warrantySignal,
    {
      kind: 'local',
      text: t('trust.since', { year: String(businessProfile.foundingYear) }),
      sample: businessProfile.foundingYearIsSample ? 'foundingYear' : undefined,
    },
  ];
}

/**
 * A Spanish landing page (`/es/leads/:network`): the layout, form and service of the English
 * one, with its Spanish hero (landing-content-es.ts). The feature grid, the steps and the
 * testimonials are left out until their Spanish copy exists: a Spanish page shows no English
 * (docs/decisions/spanish.md#spanish-landing-pages).
 */
export function spanishLandingContent(
  network: LandingNetwork,
  key: LandingServiceKey,
  t: Translate,
): LandingContent {
  const english = landingContent(network, key);
  const fleet = network === 'linkedin';
  const hero: spanish.SpanishLandingHero = fleet
    ? spanish.LINKEDIN_HERO
    : network === 'instagram'
      ? {
          ...spanish.FACEBOOK_HERO[key],
          eyebrow: spanish.INSTAGRAM_EYEBROW,
          headline: spanish.INSTAGRAM_HEADLINES[key],
        }
      : spanish.FACEBOOK_HERO[key];
  return {
    ...english,
    ...hero,
    steps: undefined,
    trust: translatedTrust(network, t),
    formHeading: fleet ? spanish.FLEET_FORM_HEADING : spanish.LANDING_FORM_HEADING,
    features: { title: '', intro: '', items: [] },
    testimonials: [],
    crumb: fleet ? spanish.FLEET_CRUMB : spanish.LANDING_CRUMB,
    metaTitle: hero.headline,
    metaDescription: `${hero.headline}. ${spanish.LANDING_META_DESCRIPTION}`,
  };
}
