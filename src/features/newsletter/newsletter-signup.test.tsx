/**
 * @jest-environment jsdom
 *
 * The footer's newsletter form shows its notice at collection next to the submit button:
 * what it collects, why, and a link to the privacy policy
 * (docs/decisions/launch-truth.md#notice-at-collection). Its element ids are its own, the same
 * whatever renders before it, so two crawls of a page write the same HTML
 * (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable).
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COLLECTION_NOTICE } from '@/content/collection-notice';
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
