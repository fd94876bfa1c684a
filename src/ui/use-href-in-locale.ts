/**
 * The page's language applied to a link: `useHrefInLocale()(paths.warranty())` is
 * `/es/warranty` on a Spanish page (src/config/href-in-locale.ts).
 */
import { useCallback } from 'react';
import { hrefInLocale } from '@/config/href-in-locale';
import { useLocale } from './messages';

export function useHrefInLocale(): (href: string) => string {
  const locale = useLocale();
  return useCallback((href: string) => hrefInLocale(href, locale), [locale]);
}
