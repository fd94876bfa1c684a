import { hrefInLocale } from './href-in-locale';
import { paths } from './paths';

describe('hrefInLocale', () => {
  it.each([
    ['a page with a Spanish twin', paths.warranty(), '/es/warranty'],
    ['a page with parameters', paths.city('oakland'), '/es/locations/oakland'],
    ['an anchor into a page with a twin', paths.county('Alameda'), '/es/locations#alameda'],
    ['a page without a twin', paths.blog(), '/blog'],
    [
      'a query into a page with a twin',
      '/quote?service=windshield-repairs',
      '/es/quote?service=windshield-repairs',
    ],
  ])('leads %s to %s in Spanish', (_, href, spanish) => {
    expect(hrefInLocale(href, 'es')).toBe(spanish);
  });

  it('leaves every English link as it is', () => {
    expect(hrefInLocale(paths.warranty(), 'en')).toBe(paths.warranty());
    expect(hrefInLocale(paths.city('oakland'), 'en')).toBe(paths.city('oakland'));
  });

  it('leaves a path no route matches as it is', () => {
    expect(hrefInLocale('/no-such-page', 'es')).toBe('/no-such-page');
  });
});
