/**
 * @jest-environment jsdom
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '@/ui/theme/theme';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('chunk failed to load');
}

function site(pathname: string, page: ReactNode) {
  return (
    <ThemeProvider theme={theme}>
      <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>
    </ThemeProvider>
  );
}

describe('RouteErrorBoundary', () => {
  // React logs the error it caught; the test expects it.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen with the message and the phone number when a page throws', () => {
    render(site('/services', <Broken />));
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{10}$/),
    );
  });

  it('keeps the screen on the same path, and leaves it when the path changes', () => {
    const { rerender } = render(site('/services', <Broken />));
    rerender(site('/services', <p>Services</p>));
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    rerender(site('/', <p>Home</p>));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
