/**
 * @jest-environment jsdom
 *
 * The footer's newsletter form shows its notice at collection next to the submit button:
 * what it collects, why, and a link to the privacy policy
 * (docs/decisions/launch-truth.md#notice-at-collection). Its errors are in the page's language.
 */
import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COLLECTION_NOTICE } from '@/content/collection-notice';
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter-messages';
import { en } from '@/i18n/catalogues/en';
import type { Locale } from '@/i18n/locales';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { theme } from '@/ui/theme/theme';
import { NewsletterSignup } from './newsletter-signup';

jest.mock('@/ui/toast', () => ({
  useToast: () => ({ success: jest.fn(), error: jest.fn(), info: jest.fn() }),
}));

it('shows what it collects and why, with a link to the privacy policy, before Subscribe', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <NewsletterSignup />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const notice = container.querySelector<HTMLElement>('[data-collection-notice="newsletter"]');
  expect(notice).not.toBeNull();
  expect(notice!.textContent).toContain(COLLECTION_NOTICE.newsletter);
  expect(notice!.textContent).toMatch(/email address/);
  expect(within(notice!).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    paths.privacyPolicy(),
  );
  const subscribe = screen.getByRole('button', { name: 'Subscribe' });
  expect(notice!.closest('form')).toBe(subscribe.closest('form'));
  expect(notice!.nextElementSibling).toBe(subscribe);
});

/** The form on a page of `locale`, as the footer island renders it. */
async function renderIn(locale: Locale) {
  await loadMessages(locale);
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[locale === 'es' ? '/es/locations/hayward' : '/']}>
        <Suspense fallback={null}>
          <MessagesProvider locale={locale}>
            <NewsletterSignup />
          </MessagesProvider>
        </Suspense>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

async function submitWithoutConsent(email: string, buttonName: string) {
  fireEvent.change(await screen.findByRole('textbox'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
}

describe('the newsletter errors', () => {
  it("are the schema's words in English", () => {
    expect(en['newsletter.error.email']).toBe(NEWSLETTER_MESSAGES.email);
    expect(en['newsletter.error.consent']).toBe(NEWSLETTER_MESSAGES.consent);
  });

  it('show in Spanish on a Spanish page, and no English one', async () => {
    await renderIn('es');
    await submitWithoutConsent('no-es-un-correo', 'Suscribirme');
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeInTheDocument();
    expect(
      screen.getByText('Confirme que acepta recibir correos electrónicos de publicidad'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Escriba un correo electrónico válido',
    );
    for (const english of Object.values(NEWSLETTER_MESSAGES))
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('stay in English on an English page', async () => {
    await renderIn('en');
    await submitWithoutConsent('not-an-email', 'Subscribe');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_MESSAGES.consent)).toBeInTheDocument();
  });
});
