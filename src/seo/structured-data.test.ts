import { AUTHORS } from '@/content/authors';
import { BLOG_POSTS } from '@/content/blog/posts';
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { SERVICES } from '@/content/services';
import { COUNTIES } from '@/content/types';
import { absoluteUrl } from '@/config/site-config';
import { paths } from '@/config/paths';
import { jsonLdProblems } from '../../test/support/json-ld-rules';
import { blogPostingJsonLd } from './blog-posting-json-ld';
import {
  breadcrumbJsonLd,
  BUSINESS_ID,
  businessJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from './structured-data';

const problemsOf = (block: unknown) => jsonLdProblems(block, BUSINESS_ID);

describe('the JSON-LD validator (test/support/json-ld-rules.ts)', () => {
  it('reports a missing type, missing required properties and a redefined business', () => {
    expect(problemsOf({ '@context': 'https://schema.org', name: 'x' })).toEqual([
      'unexpected @type undefined',
    ]);
    expect(problemsOf({ '@context': 'https://schema.org', '@type': 'FAQPage' })).toEqual([
      'unexpected @type "FAQPage"',
    ]);
    expect(
      problemsOf({
        '@context': 'https://schema.org',
        '@type': 'Service',
        provider: { '@id': BUSINESS_ID, url: 'https://example.test/city' },
      }),
    ).toEqual(['Service has no name', 'Service.provider redefines the business (url)']);
    expect(
      problemsOf({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Home', item: '/' }],
      }),
    ).toEqual([
      'BreadcrumbList.itemListElement[0].position is 2',
      'BreadcrumbList.itemListElement[0] has no absolute item',
    ]);
  });
});

describe('structured data builders (docs/decisions/structured-data.md)', () => {
  it('describe the business once: one AutoRepair with one id, the home URL, the full address, hours, geo and service area', () => {
    const business = businessJsonLd();
    expect(problemsOf(business)).toEqual([]);
    expect(business['@id']).toBe(BUSINESS_ID);
    expect(business.url).toBe(absoluteUrl(paths.home()));
    expect(business.address).toMatchObject({
      streetAddress: businessProfile.address.streetAddress,
      addressLocality: businessProfile.address.locality,
      postalCode: businessProfile.address.postalCode,
    });
    expect(business.openingHoursSpecification).toHaveLength(businessProfile.hours.length);
    expect(business.areaServed).toEqual([
      ...COUNTIES.map((county) => ({
        '@type': 'AdministrativeArea',
        name: `${county} County, CA`,
      })),
      {
        '@type': 'GeoCircle',
        geoMidpoint: expect.objectContaining(businessProfile.geo),
        geoRadius: businessProfile.serviceRadiusKm * 1000,
      },
    ]);
  });

  it('describe the site without a SearchAction, published by the business', () => {
    const site = websiteJsonLd();
    expect(problemsOf(site)).toEqual([]);
    expect(site).not.toHaveProperty('potentialAction');
    expect(site.publisher).toEqual({ '@id': BUSINESS_ID });
  });

  it('reference the business from every service, with a city only on a page about that city', () => {
    for (const service of SERVICES) {
      const path = paths.service(service.slug);
      const general = serviceJsonLd({ name: service.title, description: 'x', path });
      expect([service.slug, problemsOf(general)]).toEqual([service.slug, []]);
      // The business's own area (counties and radius) applies; no "State: California".
      expect(general).not.toHaveProperty('areaServed');
      for (const city of CITIES) {
        const local = serviceJsonLd({
          name: service.title,
          description: 'x',
          path: paths.serviceInCity(service.slug, city.id),
          areaServed: city.name,
        });
        expect(problemsOf(local)).toEqual([]);
        expect(local.areaServed).toEqual({ '@type': 'City', name: `${city.name}, CA` });
      }
    }
  });

  it('give every post a valid BlogPosting whose author and publisher reference the business', () => {
    for (const post of BLOG_POSTS) {
      const author = AUTHORS.find((each) => each.id === post.author);
      const block = blogPostingJsonLd(post, author);
      expect([post.slug, problemsOf(block)]).toEqual([post.slug, []]);
      expect(block.publisher).toEqual({ '@id': BUSINESS_ID });
    }
  });

  it('number breadcrumbs from 1 with absolute links', () => {
    const block = breadcrumbJsonLd([
      { name: 'Home', path: paths.home() },
      { name: 'Services', path: paths.services() },
    ]);
    expect(problemsOf(block)).toEqual([]);
    expect(block.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Services',
      item: absoluteUrl(paths.services()),
    });
  });
});
