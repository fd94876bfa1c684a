/**
 * @jest-environment jsdom
 *
 * The label on a demo value reads in the page's language: the English words as before, the
 * Spanish ones on a Spanish page (docs/decisions/launch-truth.md#sample-values).
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { Locale } from '@/i18n/locales';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { SampleTag, type SampleKind } from './sample-tag';

const LABELS: Record<SampleKind, { en: string; es: string }> = {
  review: { en: 'Sample review', es: 'Reseña de ejemplo' },
  rating: { en: 'Sample rating', es: 'Calificación de ejemplo' },
  credentials: { en: 'Sample credentials', es: 'Credenciales de ejemplo' },
  'founding year': { en: 'Sample founding year', es: 'Año de fundación de ejemplo' },
  certification: { en: 'Sample certification', es: 'Certificación de ejemplo' },
  offer: { en: 'Sample offer', es: 'Oferta de ejemplo' },
  'price table': { en: 'Sample price table', es: 'Tabla de precios de ejemplo' },
};

async function labelIn(locale: Locale, kind: SampleKind): Promise<string> {
  await loadMessages(locale);
  const { unmount } = render(
    <Suspense fallback={null}>
      <MessagesProvider locale={locale}>
        <SampleTag kind={kind} />
      </MessagesProvider>
    </Suspense>,
  );
  const text = (await screen.findByText(/./)).textContent ?? '';
  unmount();
  return text;
}

describe('SampleTag', () => {
  it.each(Object.keys(LABELS) as SampleKind[])(
    'labels a sample %s in English on an English page',
    async (kind) => {
      expect(await labelIn('en', kind)).toBe(LABELS[kind].en);
    },
  );

  it.each(Object.keys(LABELS) as SampleKind[])(
    'labels a sample %s in Spanish on a Spanish page, with no English word',
    async (kind) => {
      const label = await labelIn('es', kind);
      expect(label).toBe(LABELS[kind].es);
      expect(label).not.toMatch(/sample/i);
    },
  );

  it('is English without a provider, as before the catalogue', () => {
    render(<SampleTag kind="founding year" />);
    expect(screen.getByText('Sample founding year')).toHaveClass('sample-tag');
  });
});
