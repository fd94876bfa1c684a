/**
 * What the page tests render a page with: at a path, in that path's language, with the
 * catalogue loaded as the entry loads it before hydrating, and the English catalogue values a
 * Spanish page must not show (docs/decisions/spanish.md#catalogues).
 */
import { ThemeProvider } from '@emotion/react';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { en, type MessageId } from '@/i18n/catalogues/en';
import { es } from '@/i18n/catalogues/es';
import { localeOfPath } from '@/i18n/locales';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { theme } from '@/ui/theme/theme';

export async function renderPageAt(path: string, page: ReactNode) {
  const locale = localeOfPath(path.split(/[?#]/)[0]!);
  await loadMessages(locale);
  let result: RenderResult | undefined;
  // In act, so what the page suspends on (its markdown chunk) renders once it has loaded.
  await act(async () => {
    result = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <MessagesProvider locale={locale}>{page}</MessagesProvider>
          </Suspense>
        </MemoryRouter>
      </ThemeProvider>,
    );
  });
  return result!;
}

/**
 * The English catalogue's texts found in a Spanish page's text. The language switch's own
 * texts are Spanish in the English catalogue on purpose, a text Spanish shares with English
 * ("Blog") is no sign of English, and a message with a placeholder is looked for by its longest
 * fixed part, as whole words ("Contact" is not found in "Contacto").
 */
export function englishCatalogueTextsIn(text: string): string[] {
  return (Object.entries(en) as [MessageId, string][])
    .filter(([id, message]) => !id.startsWith('language.') && es[id] !== message)
    .map(
      ([, message]) =>
        message
          .split(/\{[^}]*\}/)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0]!,
    )
    .filter((fixed) => fixed.length > 3 && asWords(fixed).test(text));
}

/** A text found only where it is not part of a longer word (a word at either end of it). */
function asWords(fixed: string): RegExp {
  const escaped = fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const letter = /^[\p{L}\p{N}]$/u;
  const before = letter.test(fixed.at(0)!) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = letter.test(fixed.at(-1)!) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'u');
}
