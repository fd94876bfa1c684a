import { LOCALE_TAGS, LOCALES, localeOfPath } from './locales';

describe('localeOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/services/windshield-replacement', 'en'],
    ['/estimates', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/quote', 'es'],
  ])('reads %s as %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('has a formatting tag for every locale', () => {
    expect(LOCALES.map((locale) => LOCALE_TAGS[locale])).toEqual(['en-US', 'es-US']);
  });
});
