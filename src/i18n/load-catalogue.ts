/**
 * The compiled catalogue of a locale. English is part of the first load (every page's shell
 * shows its strings); any other language is its own chunk, requested only by its pages
 * (docs/decisions/spanish.md#one-catalogue-per-page).
 */
import type { CompiledCatalogue } from './compiled-catalogue';
import { messages as english } from './compiled/en';
import type { Locale } from './locales';

const LOADERS: Record<Locale, () => Promise<CompiledCatalogue>> = {
  en: () => Promise.resolve(english),
  es: () => import(/* webpackChunkName: "messages-es" */ './compiled/es').then((m) => m.messages),
};

export function loadCompiledCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  return LOADERS[locale]();
}
