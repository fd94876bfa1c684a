/**
 * @jest-environment jsdom
 */
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/ui/theme/theme';
import { NotFoundView } from './not-found-page';

// jsdom has no User Timing; the ready signal sets a mark.
performance.mark ??= jest.fn();

describe('NotFoundView head tags', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}));
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.replaceChildren();
    delete window.__PAGE_READY__;
  });

  it('has no canonical link and no og:url: a missing URL (or /404) is not a page to point at', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/404']}>
          <NotFoundView />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(document.title).toMatch(/^Page Not Found \| /);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});
