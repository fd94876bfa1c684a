import { paths } from './paths';
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
