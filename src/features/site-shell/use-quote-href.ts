/**
 * The quote link of the page on screen: the quote page preset with what this page is about
 * (src/config/quote-link.ts), so "Get a quote" starts where the visitor is, in the page's
 * language.
 */
import { useLocation } from 'react-router-dom';
import { quoteHref, quotePresetForPath } from '@/config/quote-link';
import { localeOfPath } from '@/i18n/locales';

export function useQuoteHref(): string {
  const { pathname, search } = useLocation();
  return quoteHref(quotePresetForPath(pathname, search), localeOfPath(pathname));
}
