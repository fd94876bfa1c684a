/**
 * @jest-environment jsdom
 *
 * The phone's action bar hides while a lead form is on screen, but never in the prerender
 * crawl, where what is on screen depends on the crawl's viewport and tab
 * (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable).
 */
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MobileActionBar } from './mobile-action-bar';
import { LEAD_FORM_ATTRIBUTE, MOBILE_BAR_HIDDEN_ATTRIBUTE } from '@/ui/lead-form-marker';
import { theme } from '@/ui/theme/theme';

/** An observer that reports every observed element as on screen at once. */
class EverythingOnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

function renderBarBesideAForm() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>
        <form {...{ [LEAD_FORM_ATTRIBUTE]: '' }} aria-label="Quote" />
        <MobileActionBar />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

// A hidden bar is out of the accessibility tree, so it is found by its label, not its role.
const bar = () => document.querySelector('[aria-label="Quick actions"]');

describe('MobileActionBar', () => {
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: EverythingOnScreen });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete window.__PRERENDER__;
  });

  it('hides while a lead form is on screen', () => {
    renderBarBesideAForm();
    expect(bar()).toHaveAttribute(MOBILE_BAR_HIDDEN_ATTRIBUTE, 'true');
  });

  it('stays shown in the prerender crawl, whatever the crawl has on screen', () => {
    window.__PRERENDER__ = true;
    renderBarBesideAForm();
    expect(bar()).not.toHaveAttribute(MOBILE_BAR_HIDDEN_ATTRIBUTE);
  });
});
