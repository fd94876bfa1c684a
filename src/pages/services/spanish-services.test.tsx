/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { businessProfile } from '@/content/business-profile';
import { SPANISH_FLEET_CONTENT, SPANISH_FLEET_PAGE } from '@/content/es/fleet';
import { SPANISH_FLEET_FORM_COPY } from '@/content/es/fleet-form';
import { SPANISH_SERVICE_DETAILS, SPANISH_SERVICES } from '@/content/es/services';
import { unkeptSpanishClaims } from '@/content/es/truth-rules';
import { TESTIMONIALS } from '@/content/reviews';
import { DEDICATED_SERVICE_SLUGS, SERVICE_SLUGS, type ServiceSlug } from '@/domain/service-slugs';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { BUSINESS_ID } from '@/seo/structured-data';
import { englishCatalogueTextsIn, renderPageAt } from '../page-in-language.test-harness';
import { jsonLdProblems } from '../../../test/support/json-ld-rules';
import { Component as SpanishServicePage } from './service-page-es';
import { Component as EnglishServicePage } from './service-page';
import { Component as SpanishServicesPage } from './services-page-es';
import { ENGLISH_SERVICE_PAGES } from './service-page-words';
import { SPANISH_SERVICE_PAGES } from './service-page-words-es';
import { ENGLISH_SERVICES_INDEX } from './services-index-words';
import { SPANISH_SERVICES_INDEX } from './services-index-words-es';

// jsdom has no User Timing; PageMeta marks the page ready.
performance.mark ??= jest.fn();

const head = (selector: string) => document.head.querySelector(selector);
const jsonLd = () =>
  Array.from(
    document.head.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );

afterEach(() => document.head.replaceChildren());

const atService = (page: React.ReactNode) => (
  <Routes>
    <Route path="/es/services/:serviceType" element={page} />
    <Route path="/services/:serviceType" element={page} />
  </Routes>
);

/** Every sentence of the English services pages' copy and words, with the names of services. */
function englishPageCopy(): string[] {
  const english = ENGLISH_SERVICE_PAGES;
  const texts: string[] = [
    ...Object.values(ENGLISH_SERVICES_INDEX.index).filter((value) => typeof value === 'string'),
    ...Object.values(english.view).filter((value) => typeof value === 'string'),
    ...english.view.insurersElsewhere,
    JSON.stringify(english.fleetPage),
    ...english.services.flatMap((service) => [service.title, service.shortDescription]),
    ...Object.values(english.details).flatMap((detail) => [
      detail.description,
      ...detail.details,
      detail.hero.headline,
      detail.hero.subheadline,
      ...[...detail.benefits, ...detail.process].flatMap((item) => [item.title, item.description]),
      ...detail.faqs.flatMap((faq) => [faq.question, faq.answer]),
      ...(detail.insurance ? [detail.insurance.heading, ...detail.insurance.paragraphs] : []),
    ]),
    ...[...english.fleet.cards, ...english.fleet.benefits].flatMap((item) => [
      item.title,
      item.description,
    ]),
    ...english.fleet.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ...TESTIMONIALS.map((review) => review.quote),
  ];
  // The fleet page's words as one string: its sentences are the strings inside it.
  return texts
    .flatMap((text) => (text.startsWith('{') ? (text.match(/"([^"]{12,})"/g) ?? []) : [text]))
    .map((text) => text.replace(/^"|"$/g, ''))
    .filter((text) => text.length >= 12);
}

const ENGLISH_COPY = englishPageCopy();

/** What a Spanish page must not show: English catalogue text, English page copy, unkept claims. */
function expectSpanishOnly(text: string) {
  expect(ENGLISH_COPY.length).toBeGreaterThan(200);
  expect(englishCatalogueTextsIn(text)).toEqual([]);
  expect(ENGLISH_COPY.filter((sentence) => text.includes(sentence))).toEqual([]);
  expect(text).not.toMatch(/\b(the|and|your|with|our)\b/i);
  expect(unkeptSpanishClaims(text)).toEqual([]);
}

/** The h1 each service's Spanish page shows. */
function spanishHeadline(slug: ServiceSlug): string {
  if (slug === 'fleet-services') return SPANISH_FLEET_CONTENT.hero.headline;
  if ((DEDICATED_SERVICE_SLUGS as readonly ServiceSlug[]).includes(slug)) {
    return SPANISH_SERVICE_DETAILS[slug].hero.headline;
  }
  return SPANISH_SERVICES[slug].title;
}

/** A sentence of each page's body: the first question, or the first detail where no FAQ shows. */
function spanishBodyText(slug: ServiceSlug): string {
  if (slug === 'fleet-services') return SPANISH_FLEET_CONTENT.faqs[0]!.question;
  if ((DEDICATED_SERVICE_SLUGS as readonly ServiceSlug[]).includes(slug)) {
    return SPANISH_SERVICE_DETAILS[slug].faqs[0]!.question;
  }
  return SPANISH_SERVICE_DETAILS[slug].details[0]!;
}

describe('the Spanish services index', () => {
  it('shows the Spanish words and cards, linking to the Spanish service pages', async () => {
    const { container } = await renderPageAt('/es/services', <SpanishServicesPage />);
    const words = SPANISH_SERVICES_INDEX.index;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.heroTitle);
    for (const slug of SERVICE_SLUGS) {
      expect(screen.getByRole('heading', { name: SPANISH_SERVICES[slug].title })).toBeVisible();
      expect(
        screen.getByRole('link', { name: words.cardLink!(SPANISH_SERVICES[slug].title) }),
      ).toHaveAttribute('href', `/es/services/${slug}`);
    }
    expectSpanishOnly(container.textContent!);
  });

  it('names its language, its twin and the business in the head', async () => {
    await renderPageAt('/es/services', <SpanishServicesPage />);
    expect(document.documentElement.lang).toBe('es-US');
    expect(head('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(/[^s]\/services$/);
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/es\/services$/);
    const { metaTitle, metaDescription } = SPANISH_SERVICES_INDEX.index;
    expect(
      snippetProblems(documentTitle(metaTitle, businessProfile.name), metaDescription),
    ).toEqual([]);
    const blocks = jsonLd();
    expect(blocks.map((block) => block['@type'])).toEqual([
      'WebPage',
      'ItemList',
      'BreadcrumbList',
    ]);
    expect(blocks[0]).toMatchObject({ inLanguage: 'es' });
    for (const block of blocks) expect(jsonLdProblems(block, BUSINESS_ID)).toEqual([]);
  });
});

describe('the Spanish service pages', () => {
  it.each(SERVICE_SLUGS)('%s shows its Spanish copy and no English page copy', async (slug) => {
    const { container } = await renderPageAt(
      `/es/services/${slug}`,
      atService(<SpanishServicePage />),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(spanishHeadline(slug));
    expect(screen.getByText(spanishBodyText(slug))).toBeVisible();
    expect(screen.getByRole('link', { name: SPANISH_SERVICE_PAGES.servicesName })).toHaveAttribute(
      'href',
      '/es/services',
    );
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`/es/services/${slug}$`),
    );
    expect(head('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(
      new RegExp(`[^s]/services/${slug}$`),
    );
    expect(document.documentElement.lang).toBe('es-US');
    expect(document.title.length).toBeLessThanOrEqual(60);
    const blocks = jsonLd();
    expect(blocks.map((block) => block['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    for (const block of blocks) expect(jsonLdProblems(block, BUSINESS_ID)).toEqual([]);
    expectSpanishOnly(container.textContent!);
  });

  it('asks for fleet service with the lead form in Spanish, recorded as Spanish', async () => {
    const { container } = await renderPageAt(
      '/es/services/fleet-services',
      atService(<SpanishServicePage />),
    );
    expect(screen.getByRole('heading', { name: SPANISH_FLEET_PAGE.form.title })).toBeVisible();
    expect(screen.getByRole('link', { name: SPANISH_FLEET_PAGE.requestButton })).toHaveAttribute(
      'href',
      '/es/services/fleet-services#fleet-form',
    );
    // The island loads the form with its Spanish words.
    expect(await screen.findByLabelText(SPANISH_FLEET_FORM_COPY.companyLabel)).toBeVisible();
    const form = container.querySelector('form')!;
    expect(form.querySelector('input[name="language"]')).toHaveValue('es');
    expect(screen.getByRole('button', { name: SPANISH_FLEET_FORM_COPY.submit })).toBeVisible();
    expectSpanishOnly(form.textContent!);
  });

  it('fit search results: each title and summary', () => {
    for (const slug of SERVICE_SLUGS) {
      const service = SPANISH_SERVICES[slug];
      const pageTitle =
        slug === 'fleet-services'
          ? SPANISH_FLEET_PAGE.metaTitle
          : SPANISH_SERVICE_PAGES.view.pageTitle(service.title);
      expect([
        slug,
        snippetProblems(documentTitle(pageTitle, businessProfile.name), service.shortDescription),
      ]).toEqual([slug, []]);
    }
  });

  it('keeps the English page in English', async () => {
    await renderPageAt('/services/windshield-repairs', atService(<EnglishServicePage />));
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Insurers we bill directly' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
    expect(jsonLd().map((block) => block['@type'])).toEqual(['Service', 'BreadcrumbList']);
  });
});
