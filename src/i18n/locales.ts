/**
 * The site's languages and how a page's path names its language
 * (docs/decisions/spanish.md#urls). English pages keep their paths; a Spanish page is its
 * English twin's path under `/es`.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag used for `lang`, `hreflang` and number, date and phone formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const SPANISH_PREFIX = '/es';

/** The language a path is in: `/es` and everything under `/es/` is Spanish. */
export function localeOfPath(path: string): Locale {
  return path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path of an English page's twin in a language: `/quote` is `/es/quote`, `/` is `/es`. */
export function pathInLocale(englishPath: string, locale: Locale): string {
  if (locale === 'en') return englishPath;
  return englishPath === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${englishPath}`;
}
