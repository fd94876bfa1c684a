/**
 * schema.org JSON-LD builders. They describe only what the page shows, and never a
 * self-served aggregateRating (docs/decisions.md#no-self-served-review-markup). The business
 * is described once and referenced by id (docs/decisions/structured-data.md).
 */
import { businessProfile, DAY_NAMES } from '@/content/business-profile';
import { absoluteUrl, siteConfig } from '@/config/site-config';
import { paths } from '@/config/paths';
import { SERVICE_AREA } from '@/content/service-area';
import { COUNTIES } from '@/content/types';
import { DEFAULT_SOCIAL_IMAGE, LOGO_IMAGE } from './social-images';

/**
 * The one business entity: defined once, on the home page (`businessJsonLd`), and referenced
 * by this id from every other block (docs/decisions/structured-data.md#one-business-entity).
 */
export const BUSINESS_ID = `${siteConfig.url}/#business`;

/** A reference to the business, for `provider`, `author`, `publisher`: never a second copy. */
export function businessReference() {
  return { '@id': BUSINESS_ID };
}

function postalAddress() {
  const { streetAddress, locality, region, postalCode, country } = businessProfile.address;
  return {
    '@type': 'PostalAddress',
    streetAddress,
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

function geoCoordinates() {
  return {
    '@type': 'GeoCoordinates',
    latitude: businessProfile.geo.latitude,
    longitude: businessProfile.geo.longitude,
  };
}

/**
 * Where the vans go: the counties of the city list and the configured radius around the base,
 * the same facts the pages state (src/content/service-area.ts).
 */
function serviceArea() {
  return [
    ...COUNTIES.map((county) => ({
      '@type': 'AdministrativeArea',
      // The city list is of Bay Area counties, all in California.
      name: `${county} County, CA`,
    })),
    {
      '@type': 'GeoCircle',
      geoMidpoint: geoCoordinates(),
      geoRadius: SERVICE_AREA.radiusKm * 1000,
    },
  ];
}

/**
 * The business as an AutoRepair local business (a kind of Organization): the only block that
 * describes it, emitted on the home page. Its `url` is the home page wherever it is read.
 */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': BUSINESS_ID,
    name: businessProfile.name,
    legalName: businessProfile.legalName,
    url: absoluteUrl(paths.home()),
    logo: absoluteUrl(LOGO_IMAGE),
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE),
    telephone: businessProfile.phone.e164,
    email: businessProfile.email,
    priceRange: '$$',
    address: postalAddress(),
    geo: geoCoordinates(),
    openingHoursSpecification: openingHoursSpecification(),
    areaServed: serviceArea(),
    // A sample founding year is labelled on the page but has no place in machine-read data.
    ...(!businessProfile.foundingYearIsSample && {
      foundingDate: String(businessProfile.foundingYear),
    }),
    sameAs: Object.values(businessProfile.social).filter(Boolean),
  };
}

/**
 * The site, for the site name search engines show. No SearchAction: the sitelinks search box
 * it fed was retired in November 2024 (docs/decisions/structured-data.md#markup-left-out).
 */
export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: businessProfile.name,
    url: absoluteUrl(paths.home()),
    publisher: businessReference(),
  };
}

/**
 * A page in a language other than the site's default: what it is, its language, and whose it
 * is, by reference to the one business (docs/decisions/spanish.md#spanish-legal-pages).
 */
export function webPageJsonLd(input: {
  name: string;
  description: string;
  path: string;
  /** The language's short code, as schema.org's examples write it: 'es'. */
  inLanguage: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: input.inLanguage,
    publisher: businessReference(),
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

/**
 * A service the business provides. `areaServed` is given only by a page about one city; the
 * business's own area (counties and radius) is on the business it references.
 */
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
    provider: businessReference(),
    ...(input.areaServed && {
      areaServed: {
        '@type': 'City',
        name: `${input.areaServed}, CA`,
      },
    }),
  };
}
