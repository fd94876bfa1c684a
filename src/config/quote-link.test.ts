import { paths } from './paths';
import { ROUTES } from './routes';
import { quoteHref, quotePresetForPath, readQuotePreset } from './quote-link';

describe('quote links start where the visitor is', () => {
  it('carries each page type’s service, city, make and model to the quote page', () => {
    const linkFrom = (path: string) => quoteHref(quotePresetForPath(path));
    expect(linkFrom(paths.home())).toBe('/quote');
    expect(linkFrom(paths.blog())).toBe('/quote');
    expect(linkFrom(paths.warranty())).toBe('/quote');
    expect(linkFrom(paths.service('windshield-repairs'))).toBe('/quote?service=windshield-repairs');
    expect(linkFrom(paths.city('foster-city'))).toBe('/quote?city=foster-city');
    expect(linkFrom(paths.serviceInCity('door-glass-replacement', 'san-jose'))).toBe(
      '/quote?service=door-glass-replacement&city=san-jose',
    );
    expect(linkFrom(paths.brand('tesla'))).toBe('/quote?make=tesla');
    expect(linkFrom(paths.brandModel('tesla', 'model-3'))).toBe('/quote?make=tesla&model=model-3');
  });

  it('carries a Spanish page’s preset to the Spanish quote page', () => {
    const linkFrom = (path: string, search?: string) =>
      quoteHref(quotePresetForPath(path, search), 'es');
    expect(linkFrom('/es')).toBe('/es/quote');
    expect(linkFrom('/es/services/windshield-repairs')).toBe(
      '/es/quote?service=windshield-repairs',
    );
    expect(linkFrom('/es/locations/san-jose')).toBe('/es/quote?city=san-jose');
    expect(linkFrom('/es/leads/facebook', '?service=repair&urgent=true')).toBe(
      '/es/quote?service=windshield-repairs',
    );
  });

  it('carries an ad landing page’s service, as the page reads its query', () => {
    expect(quotePresetForPath(paths.landing('instagram'), '?service=door')).toEqual({
      service: 'door-glass-replacement',
    });
    // A missing or unknown value is the page's default service, as on the page itself.
    const windshield = { service: 'windshield-replacement' };
    expect(quotePresetForPath(paths.landing('facebook'), '?service=teeth')).toEqual(windshield);
    expect(quotePresetForPath(paths.landing('facebook'))).toEqual(windshield);
    // The LinkedIn page has one snapshot whatever its query, and no other page reads it.
    expect(quotePresetForPath(ROUTES.linkedinLanding.href(), '?service=adas')).toEqual({});
    expect(quotePresetForPath(paths.warranty(), '?service=door')).toEqual({});
  });

  it('reads back only well-formed values', () => {
    expect(
      readQuotePreset(new URLSearchParams('service=windshield-replacement&city=hayward')),
    ).toEqual({ service: 'windshield-replacement', city: 'hayward' });
    expect(
      readQuotePreset(new URLSearchParams('service=teeth-whitening&city=<script>&model=x')),
    ).toEqual({});
    expect(readQuotePreset(new URLSearchParams('make=honda&model=cr-v'))).toEqual({
      make: 'honda',
      model: 'cr-v',
    });
  });
});
