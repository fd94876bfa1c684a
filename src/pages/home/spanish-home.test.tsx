/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { unkeptSpanishClaims } from '@/content/es/truth-rules';
import { englishCatalogueTextsIn, renderPageAt } from '../page-in-language.test-harness';
import { ClosingSections } from './closing-sections';
import { AboutSection, ServicesSection, WarrantyBanner } from './deferred-sections';
import { SPANISH_HOME_HERO } from './home-hero-words-es';
import { Component as SpanishHome } from './home-page-es';
import { ENGLISH_HOME_SECTIONS } from './home-section-words';
import { SPANISH_HOME_SECTIONS } from './home-section-words-es';

// The hero's artwork is an SVG file, which jest does not load; it has no words.
jest.mock('@/ui/art/service-van-art', () => ({ ServiceVanArt: () => null }));

// jsdom has no User Timing; PageMeta marks the page ready.
performance.mark ??= jest.fn();

const head = (selector: string) => document.head.querySelector(selector);

afterEach(() => document.head.replaceChildren());

function expectSpanishOnly(text: string) {
  expect(englishCatalogueTextsIn(text)).toEqual([]);
  expect(text).not.toMatch(/\b(the|and|your|with|our|we)\b/i);
  expect(unkeptSpanishClaims(text)).toEqual([]);
}

describe('the Spanish home', () => {
  it('shows the Spanish hero, with lang es, its hreflang pair and its own title', async () => {
    const { container } = await renderPageAt('/es', <SpanishHome />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      SPANISH_HOME_HERO.variants.mobile.headline,
    );
    expect(document.documentElement.lang).toBe('es-US');
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/es$/);
    expect(head('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(/[^s]\/$/);
    expect(head('link[hreflang="x-default"]')?.getAttribute('href')).toMatch(/[^s]\/$/);
    expect(document.title).toMatch(/^Reparación y reemplazo de parabrisas/);
    expect(head('meta[name="description"]')?.getAttribute('content')).toMatch(/repara y reemplaza/);
    expectSpanishOnly(container.textContent!);
  });

  it('writes its sections in Spanish, linking to the Spanish pages', async () => {
    const { container } = await renderPageAt(
      '/es',
      <>
        <ServicesSection />
        <AboutSection />
        <WarrantyBanner />
        <ClosingSections />
      </>,
    );
    expect(screen.getByRole('link', { name: /Más sobre reemplazo de parabrisas/ })).toHaveAttribute(
      'href',
      '/es/services/windshield-replacement',
    );
    expect(
      screen.getByRole('link', { name: SPANISH_HOME_SECTIONS.warranty.linkLabel }),
    ).toHaveAttribute('href', '/es/warranty');
    expect(screen.getByText(SPANISH_HOME_SECTIONS.faqs[1]!.question)).toBeInTheDocument();
    expectSpanishOnly(container.textContent!);
  });

  it('keeps the English sections in English', async () => {
    await renderPageAt('/', <ServicesSection />);
    expect(
      screen.getByRole('heading', { name: ENGLISH_HOME_SECTIONS.services.title }),
    ).toBeVisible();
  });
});
