/**
 * Where a link of the site shell leads in a language: the Spanish twin of the page when that
 * route has one (`SPANISH_ROUTES` in ./routes.ts), otherwise the English page, so a Spanish
 * visitor stays in Spanish wherever Spanish exists and never meets a link to a missing page
 * (docs/decisions/spanish.md#the-shell-in-spanish). A twin added to the route table is
 * picked up here with no change.
 */
import type { Locale } from '@/i18n/locales';
import { twinPaths } from './routes';

/** `/warranty` is `/es/warranty` in Spanish; `/blog` stays `/blog` while it has no twin. */
export function hrefInLocale(href: string, locale: Locale): string {
  if (locale === 'en') return href;
  // The query and the anchor lead into the page, so they go with it to its twin.
  const [, path = href, rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const twin = twinPaths(path)?.[locale];
  return twin ? `${twin}${rest}` : href;
}
