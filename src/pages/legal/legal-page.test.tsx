/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { SPANISH_LEGAL_PAGES } from '@/content/es/legal-pages';
import { BUSINESS_ID } from '@/seo/structured-data';
import { englishCatalogueTextsIn, renderPageAt } from '../page-in-language.test-harness';
import { jsonLdProblems } from '../../../test/support/json-ld-rules';
import { LEGAL_DOCUMENTS } from './legal-page';
import { Component as PrivacyPolicyPage } from './privacy-policy-page-es';
import { SPANISH_LEGAL_DOCUMENTS } from './spanish-legal-documents';
import { Component as TermsOfServicePage } from './terms-of-service-page-es';
import { Component as SpanishWarrantyPage } from './warranty-page-es';
import { Component as WarrantyPage } from './warranty-page';

// jsdom has no User Timing; PageMeta marks the page ready.
performance.mark ??= jest.fn();

const head = (selector: string) => document.head.querySelector(selector);
const jsonLd = () =>
  Array.from(
    document.head.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );

/** Long enough for a chunk's first import under jest's transform. */
const LOADED = { timeout: 15_000 };

// The markdown renderer and the texts are chunks of their own: load them once, before the
// tests, so no test waits on a first import under jest's transform.
beforeAll(async () => {
  await Promise.all([
    import('@/ui/markdown/markdown-content'),
    ...Object.values(SPANISH_LEGAL_DOCUMENTS).map((document) => document.loadMarkdown()),
    LEGAL_DOCUMENTS.warranty.loadMarkdown(),
  ]);
}, 60_000);

afterEach(() => document.head.replaceChildren());

describe.each([
  [
    'warranty',
    '/es/warranty',
    <SpanishWarrantyPage key="w" />,
    /^Esta es una garantía/,
    'Garantía',
  ],
  [
    'privacyPolicy',
    '/es/privacy-policy',
    <PrivacyPolicyPage key="p" />,
    'Información que recopilamos',
    'Política de privacidad',
  ],
  [
    'termsOfService',
    '/es/terms-of-service',
    <TermsOfServicePage key="t" />,
    /Cotizaciones y estimados/,
    'Términos de servicio',
  ],
] as const)('the Spanish %s page', (name, path, page, textSample, crumb) => {
  const copy = SPANISH_LEGAL_PAGES[name];

  // The privacy policy's markdown takes seconds to render in jsdom: a bound, not a timing.
  it('shows its Spanish text and words, and no English catalogue text', async () => {
    const { container } = await renderPageAt(path, page);
    // The text and its renderer come from chunks of their own.
    expect(await screen.findByText(textSample, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title);
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent(
      `Inicio${crumb}`,
    );
    // The crumb leads to the Spanish home.
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
    expect(screen.getByText('¿Tiene preguntas sobre sus vidrios?')).toBeInTheDocument();
    for (const quote of screen.getAllByRole('link', { name: 'Cotización gratis' }))
      // The button leads to the Spanish quote page.
      expect(quote.getAttribute('href')).toMatch(/^\/es\/quote/);
    expect(englishCatalogueTextsIn(container.textContent!)).toEqual([]);
  }, 30_000);

  it('names its language and its twin in the head, with its JSON-LD in Spanish', async () => {
    await renderPageAt(path, page);
    await screen.findByRole('heading', { level: 1 }, LOADED);
    expect(document.documentElement.lang).toBe('es-US');
    expect(document.title.length).toBeLessThanOrEqual(60);
    expect(head('meta[name="description"]')).toHaveAttribute('content', copy.description);
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${path}$`));
    expect(head('link[hreflang="es-US"]')?.getAttribute('href')).toMatch(new RegExp(`${path}$`));
    expect(head('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(
      new RegExp(`[^s]${path.slice(3)}$`),
    );
    expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
    const blocks = jsonLd();
    expect(blocks.map((block) => block['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({ inLanguage: 'es', publisher: { '@id': BUSINESS_ID } });
    for (const block of blocks) expect(jsonLdProblems(block, BUSINESS_ID)).toEqual([]);
  });
});

describe('the English warranty page', () => {
  it('stays English, with only its breadcrumb JSON-LD', async () => {
    await renderPageAt('/warranty', <WarrantyPage />);
    expect(await screen.findByText('Questions about your glass?', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
    expect(jsonLd().map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    expect(document.documentElement.lang).toBe('en-US');
  });
});
