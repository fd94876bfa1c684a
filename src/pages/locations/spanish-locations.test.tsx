/**
 * @jest-environment jsdom
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CITIES } from '@/content/cities';
import { loadEverySpanishCityCopy, type SpanishCountyCityCopy } from '@/content/es/city-copy';
import { spanishCityTitle } from '@/content/es/city-page';
import { SPANISH_LOCATIONS_PAGE } from '@/content/es/locations';
import { documentTitle, snippetProblems } from '@/seo/snippet-rules';
import { theme } from '@/ui/theme/theme';
import { businessProfile } from '@/content/business-profile';
import { BUSINESS_ID } from '@/seo/structured-data';
import { englishCatalogueTextsIn, renderPageAt } from '../page-in-language.test-harness';
import { jsonLdProblems } from '../../../test/support/json-ld-rules';
import { Component as SpanishCityPage, loadFor as loadSpanishCityFor } from './city-page-es';
import { Component as EnglishCityPage } from './city-page';
import { Component as SpanishLocationsPage } from './locations-page-es';

// jsdom has no User Timing; PageMeta marks the page ready.
performance.mark ??= jest.fn();

const head = (selector: string) => document.head.querySelector(selector);
const jsonLd = () =>
  Array.from(
    document.head.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );

afterEach(() => document.head.replaceChildren());

let SPANISH_CITY_COPY: SpanishCountyCityCopy;
beforeAll(async () => {
  SPANISH_CITY_COPY = await loadEverySpanishCityCopy();
});

const atCity = (page: React.ReactNode) => (
  <Routes>
    <Route path="/es/locations/:cityId" element={page} />
    <Route path="/locations/:cityId" element={page} />
  </Routes>
);

describe('the Spanish locations index', () => {
  it('shows the Spanish copy and links to the Spanish city pages, with no English catalogue text', async () => {
    const { container } = await renderPageAt('/es/locations', <SpanishLocationsPage />);
    const page = SPANISH_LOCATIONS_PAGE;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.heroTitle);
    expect(screen.getByText(page.listIntro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Condado de Alameda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oakland' })).toHaveAttribute(
      'href',
      '/es/locations/oakland',
    );
    expect(screen.getByRole('link', { name: page.contactButton })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(englishCatalogueTextsIn(container.textContent!)).toEqual([]);
    expect(container.textContent).not.toMatch(/\bCounty\b|\bcities\b/);
  });

  it('names its language, its twin and the business in the head', async () => {
    await renderPageAt('/es/locations', <SpanishLocationsPage />);
    expect(document.documentElement.lang).toBe('es-US');
    expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
    expect(head('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(/[^s]\/locations$/);
    expect(head('link[hreflang="es-US"]')?.getAttribute('href')).toMatch(/\/es\/locations$/);
    expect(document.title.length).toBeLessThanOrEqual(60);
    const blocks = jsonLd();
    expect(blocks[0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'es' });
    for (const block of blocks) expect(jsonLdProblems(block, BUSINESS_ID)).toEqual([]);
  });
});

describe('the Spanish city page', () => {
  it("shows the city's Spanish paragraph, the computed facts in Spanish and Spanish links", async () => {
    const { container } = await renderPageAt('/es/locations/san-jose', atCity(<SpanishCityPage />));
    expect(screen.getByText(SPANISH_CITY_COPY['san-jose']!.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Vidrios para autos a domicilio en San Jose, CA',
    );
    expect(
      screen.getByText(/^En línea recta, San Jose está a [\d.]+ millas al [a-z]+ de nuestra base/),
    ).toHaveTextContent(/Las ciudades más cercanas que también atendemos: .+ y .+\.$/);
    const nearby = screen.getByRole('region', {
      name: /Otras ciudades del condado de Santa Clara/,
    });
    for (const link of within(nearby).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/es\/locations/);
    // The service-in-city pages stay English; the card names the service in Spanish.
    expect(
      screen.getByRole('link', { name: 'Reemplazo de parabrisas en San Jose' }),
    ).toHaveAttribute('href', '/services/windshield-replacement/san-jose');
    expect(englishCatalogueTextsIn(container.textContent!)).toEqual([]);
    expect(container.textContent).not.toMatch(/Drivers Choose|Neighborhoods We Serve|Hours/);
  });

  it('names its language and its twin in the head, with its Spanish snippet', async () => {
    await renderPageAt('/es/locations/oakland', atCity(<SpanishCityPage />));
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      SPANISH_CITY_COPY.oakland!.metaDescription,
    );
    expect(head('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(
      /[^s]\/locations\/oakland$/,
    );
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/es\/locations\/oakland$/,
    );
    expect(jsonLd().map((block) => block['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
  });

  it('renders at once once the entry has loaded its city text, as hydration needs', async () => {
    await loadSpanishCityFor('/es/locations/daly-city');
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/es/locations/daly-city']}>
          <Suspense fallback="suspended">{atCity(<SpanishCityPage />)}</Suspense>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByText(SPANISH_CITY_COPY['daly-city']!.description)).toBeInTheDocument();
    expect(screen.queryByText('suspended')).toBeNull();
  });

  it('shows the not-found state for a city the vans do not serve', async () => {
    await renderPageAt('/es/locations/sacramento', atCity(<SpanishCityPage />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Location not found');
  });

  it('keeps the English page in English', async () => {
    await renderPageAt('/locations/oakland', atCity(<EnglishCityPage />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mobile Auto Glass in Oakland, CA',
    );
    expect(
      screen.getByText(/^As the crow flies, Oakland lies [\d.]+ miles [a-z]+ of our /),
    ).toBeInTheDocument();
  });
});

describe('the Spanish snippets', () => {
  it('fit search results on the locations index and every city page', () => {
    const snippets = [
      [SPANISH_LOCATIONS_PAGE.metaTitle, SPANISH_LOCATIONS_PAGE.metaDescription],
      ...CITIES.map((city) => [
        spanishCityTitle(city.name),
        SPANISH_CITY_COPY[city.id]!.metaDescription,
      ]),
    ];
    expect(snippets).toHaveLength(CITIES.length + 1);
    for (const [title, description] of snippets)
      expect(snippetProblems(documentTitle(title!, businessProfile.name), description!)).toEqual(
        [],
      );
  });
});
