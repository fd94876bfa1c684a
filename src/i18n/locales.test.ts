import { LOCALE_TAGS, LOCALES, localeOfPath, pathInLocale } from './locales';

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

describe('pathInLocale', () => {
  it.each([
    ['en', '/thank-you', '/thank-you'],
    ['es', '/thank-you', '/es/thank-you'],
    ['es', '/', '/es'],
  ] as const)('writes %s %s as %s, which localeOfPath reads back', (locale, path, localized) => {
    expect(pathInLocale(path, locale)).toBe(localized);
    expect(localeOfPath(localized)).toBe(locale);
  });
});
