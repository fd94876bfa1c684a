/**
 * @jest-environment jsdom
 *
 * The label on a demo value speaks the page's language: English on an English page, Spanish on
 * a Spanish one (docs/decisions/spanish.md#sample-labels-in-the-pages-language).
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { Locale } from '@/i18n/locales';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { SampleTag, type SampleKind } from './sample-tag';

async function renderTag(kind: SampleKind, locale: Locale) {
  await loadMessages(locale);
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <MessagesProvider locale={locale}>
          <SampleTag kind={kind} />
        </MessagesProvider>
      </Suspense>,
    );
  });
}

describe('SampleTag', () => {
  it.each<[SampleKind, string]>([
    ['review', 'Sample review'],
    ['foundingYear', 'Sample founding year'],
    ['priceTable', 'Sample price table'],
  ])('labels a demo %s in English on an English page', async (kind, label) => {
    await renderTag(kind, 'en');
    expect(screen.getByText(label)).toHaveClass('sample-tag');
  });

  it.each<[SampleKind, string]>([
    ['review', 'Reseña de muestra'],
    ['rating', 'Calificación de muestra'],
    ['foundingYear', 'Año de fundación de muestra'],
  ])('labels a demo %s in Spanish on a Spanish page', async (kind, label) => {
    await renderTag(kind, 'es');
    expect(screen.getByText(label)).toHaveClass('sample-tag');
    expect(document.body.textContent).not.toMatch(/Sample/);
  });
});
