/**
 * @jest-environment jsdom
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { theme } from '@/ui/theme/theme';
import { localeOfPath } from '@/i18n/locales';
import { LanguageSwitch } from './language-switch';

async function renderAt(url: string) {
  await loadMessages(localeOfPath(url.split('?')[0]!));
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <MessagesProvider locale={localeOfPath(url.split('?')[0]!)}>
            <LanguageSwitch />
          </MessagesProvider>
        </Suspense>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByRole('link');
}

describe('LanguageSwitch', () => {
  it('offers Español on an English page, leading to its Spanish twin with the same query', async () => {
    const link = await renderAt('/leads/facebook?service=repair&urgent=1');
    expect(link).toHaveAccessibleName('Español');
    expect(link).toHaveAttribute('href', '/es/leads/facebook?service=repair&urgent=1');
    expect(link).toHaveAttribute('lang', 'es-US');
  });

  it('offers English on a Spanish page', async () => {
    const link = await renderAt('/es/leads/instagram');
    expect(link).toHaveAccessibleName('English');
    expect(link).toHaveAttribute('href', '/leads/instagram');
    expect(link).toHaveAttribute('lang', 'en-US');
  });

  it('leads from a page without a twin to the Spanish page nearest to it', async () => {
    const link = await renderAt('/services/windshield-repairs/oakland');
    expect(link).toHaveAccessibleName('Español');
    expect(link).toHaveAttribute('href', '/es/locations/oakland');
  });

  it('leads from a page without a twin or a nearest page to the Spanish home', async () => {
    const link = await renderAt('/van');
    expect(link).toHaveAccessibleName('Español');
    expect(link).toHaveAttribute('href', '/es');
  });
});
