/**
 * schema.org JSON-LD builders. They describe only what the page shows, and never a
 * self-served aggregateRating (docs/decisions.md#no-self-served-review-markup).
 */
import { businessProfile, DAY_NAMES } from '@/content/business-profile';
import { absoluteUrl, siteConfig } from '@/config/site-config';
import { paths } from '@/config/paths';
import type { FaqItem } from '@/content/types';
import { DEFAULT_SOCIAL_IMAGE, LOGO_IMAGE } from './social-images';

const BUSINESS_ID = `${siteConfig.url}/#business`;
/** The business as an organisation: defined on the home page, referenced by its id elsewhere. */
export const ORGANIZATION_ID = `${siteConfig.url}/#organization`;

function postalAddress() {
  const { locality, region, postalCode, country } = businessProfile.address;
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  };
}

function openingHoursSpecification() {
  return businessProfile.hours.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: range.days.map((day) => DAY_NAMES[day]),
    opens: range.opens,
    closes: range.closes,
  }));
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: businessProfile.name,
    url: absoluteUrl(paths.home()),
    logo: absoluteUrl(LOGO_IMAGE),
    email: businessProfile.email,
    telephone: businessProfile.phone.e164,
    // A sample founding year is labelled on the page but has no place in machine-read data.
    ...(!businessProfile.foundingYearIsSample && {
      foundingDate: String(businessProfile.foundingYear),
    }),
    sameAs: Object.values(businessProfile.social).filter(Boolean),
  };
}

/** The business as an AutoRepair local business; `areaServed` names a city when given. */
export function localBusinessJsonLd(areaServed?: { name: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': BUSINESS_ID,
    name: businessProfile.name,
    url: absoluteUrl(areaServed?.path ?? paths.home()),
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE),
    telephone: businessProfile.phone.e164,
    email: businessProfile.email,
    priceRange: '$$',
    address: postalAddress(),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: businessProfile.geo.latitude,
      longitude: businessProfile.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(),
    areaServed: areaServed
      ? { '@type': 'City', name: `${areaServed.name}, CA` }
      : {
          '@type': 'GeoCircle',
          geoMidpoint: {
            '@type': 'GeoCoordinates',
            latitude: businessProfile.geo.latitude,
            longitude: businessProfile.geo.longitude,
          },
          geoRadius: businessProfile.serviceRadiusKm * 1000,
        },
    parentOrganization: { '@id': ORGANIZATION_ID },
  };
}

export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: businessProfile.name,
    url: absoluteUrl(paths.home()),
    publisher: { '@id': ORGANIZATION_ID },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absoluteUrl(paths.blogSearchTemplate()),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function faqPageJsonLd(faqs: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  areaServed?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { '@id': BUSINESS_ID },
    areaServed: input.areaServed
      ? { '@type': 'City', name: `${input.areaServed}, CA` }
      : { '@type': 'State', name: 'California' },
  };
}
