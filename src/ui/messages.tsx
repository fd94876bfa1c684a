/**
 * The message catalogues in React (docs/decisions/spanish.md#library): `MessagesProvider`
 * gives the page's language and its translator to everything below it, `useT()` returns the
 * translator, `useLocale()` the language. Without a provider, English.
 *
 * The provider reads the catalogue with `use`: the entry loads a Spanish page's catalogue
 * before it hydrates, so hydration never waits for it; a navigation into the other language
 * suspends inside the router's transition until its chunk is in.
 */
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { messages as english } from '@/i18n/compiled/en';
import { loadCompiledCatalogue } from '@/i18n/load-catalogue';
import type { Locale } from '@/i18n/locales';
import { createTranslator, type Translate } from '@/i18n/translator';
import { cachedReadable } from '@/hydration/readable-promise';

interface Messages {
  locale: Locale;
  t: Translate;
}

const ENGLISH: Messages = { locale: 'en', t: createTranslator('en', english) };

const MessagesContext = createContext<Messages>(ENGLISH);

/** A locale's compiled catalogue, requested once (the entry awaits it before hydrating). */
export const loadMessages = cachedReadable(loadCompiledCatalogue);

export function MessagesProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const catalogue = use(loadMessages(locale));
  const value = useMemo(
    () => (locale === 'en' ? ENGLISH : { locale, t: createTranslator(locale, catalogue) }),
    [locale, catalogue],
  );
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

/** The translator of the page's language. */
export function useT(): Translate {
  return useContext(MessagesContext).t;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(MessagesContext).locale;
}
