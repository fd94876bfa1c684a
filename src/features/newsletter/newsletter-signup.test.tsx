/**
 * @jest-environment jsdom
 *
 * The footer's newsletter form shows its notice at collection next to the submit button:
 * what it collects, why, and a link to the privacy policy
 * (docs/decisions/launch-truth.md#notice-at-collection). Its field errors are in the page's
 * language, the English ones the schema's own words
 * (docs/decisions/spanish.md#newsletter-errors-in-the-pages-language). Its element ids are its own, the same
 * whatever renders before it, so two crawls of a page write the same HTML
 * (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable).
 */
import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COLLECTION_NOTICE } from '@/content/collection-notice';
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter.schema';
import { en } from '@/i18n/catalogues/en';
import { es } from '@/i18n/catalogues/es';
import type { Locale } from '@/i18n/locales';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { theme } from '@/ui/theme/theme';
import { NewsletterSignup } from './newsletter-signup';

const mockPostJson = jest.fn();
jest.mock('@/lib/lead-api-client', () => ({
  ...jest.requireActual('@/lib/lead-api-client'),
  postJson: (...args: unknown[]) => mockPostJson(...args),
}));

jest.mock('@/ui/toast', () => ({
  useToast: () => ({ success: jest.fn(), error: jest.fn(), info: jest.fn(), prepare: jest.fn() }),
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

/** Something before the form that takes ids of its own, as the page above the footer does. */
function IdTaker() {
  return <span id={useId()} />;
}

function signupMarkup(withSomethingBefore: boolean) {
  const markup = renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        {withSomethingBefore && <IdTaker />}
        <NewsletterSignup />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return markup.slice(markup.indexOf('<form'));
}

it('gives its elements the same ids whatever renders before it', () => {
  const alone = signupMarkup(false);
  expect(alone).toContain('id="newsletter-title"');
  expect(alone).toContain('for="newsletter-email"');
  expect(alone).toBe(signupMarkup(true));
});

async function renderIn(locale: Locale) {
  await loadMessages(locale);
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <MessagesProvider locale={locale}>
              <NewsletterSignup />
            </MessagesProvider>
          </Suspense>
        </MemoryRouter>
      </ThemeProvider>,
    );
  });
}

/** Types an address and submits. */
async function submit(email: string, subscribe: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: subscribe }));
  });
}

describe('the field errors', () => {
  it('are the schema’s own words in English', () => {
    expect(en['newsletter.error.email']).toBe(NEWSLETTER_MESSAGES.email);
    expect(en['newsletter.error.consent']).toBe(NEWSLETTER_MESSAGES.consent);
  });

  it('are English on an English page', async () => {
    await renderIn('en');
    await submit('not-an-email', en['newsletter.subscribe']);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.email);
    expect(screen.getByText(NEWSLETTER_MESSAGES.consent)).toBeInTheDocument();
  });

  it('are Spanish on a Spanish page', async () => {
    await renderIn('es');
    await submit('no-es-un-correo', es['newsletter.subscribe']);
    expect(await screen.findByText(es['newsletter.error.email'])).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(es['newsletter.error.email']);
    expect(screen.getByText(es['newsletter.error.consent'])).toBeInTheDocument();
    expect(screen.queryByText(NEWSLETTER_MESSAGES.email)).toBeNull();
  });

  it('are Spanish on a Spanish page when the lead service refuses the address', async () => {
    mockPostJson.mockResolvedValueOnce({
      ok: false,
      status: 400,
      fieldErrors: { email: NEWSLETTER_MESSAGES.email },
    });
    await renderIn('es');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('kim@example.com', es['newsletter.subscribe']);
    expect(mockPostJson).toHaveBeenCalled();
    expect(await screen.findByText(es['newsletter.error.email'])).toBeInTheDocument();
  });
});
