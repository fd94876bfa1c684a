/**
 * @jest-environment jsdom
 *
 * A dropdown's panel id comes from its caller, not from React's useId, whose value depends on
 * the order things render in: two crawls of the same page must write the same HTML
 * (docs/decisions/incremental-crawl.md#a-crawl-must-be-repeatable).
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Suspense, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { theme } from '@/ui/theme/theme';
import { DesktopNav } from './desktop-nav';
import { NavDropdown } from './nav-dropdown';

const ITEMS = [{ label: 'Windshield Repair', to: '/services/windshield-repairs' }];

/** Something before the dropdown that takes ids of its own, as a page's other parts do. */
function IdTaker() {
  return <span id={useId()} />;
}

function dropdownMarkup(withSomethingBefore: boolean) {
  return renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        {withSomethingBefore && <IdTaker />}
        <NavDropdown panelId="nav-services-menu" label="Services" items={ITEMS} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('NavDropdown', () => {
  it('gives its panel the same id whatever renders before it', () => {
    const alone = dropdownMarkup(false);
    const afterOthers = dropdownMarkup(true);
    for (const markup of [alone, afterOthers]) {
      expect(markup).toContain('id="nav-services-menu"');
      expect(markup).toContain('aria-controls="nav-services-menu"');
    }
    expect(alone.slice(alone.indexOf('<div'))).toBe(afterOthers.slice(afterOthers.indexOf('<div')));
  });

  it("points each of the header's buttons at its own panel", async () => {
    await loadMessages('en');
    const { container } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/']}>
          <Suspense fallback={null}>
            <MessagesProvider locale="en">
              <DesktopNav />
            </MessagesProvider>
          </Suspense>
        </MemoryRouter>
      </ThemeProvider>,
    );
    // The wide-screen nav is display: none at jsdom's width, so hidden elements count too.
    const buttons = await screen.findAllByRole('button', { hidden: true });
    const panelIds = buttons.map((button) => button.getAttribute('aria-controls'));
    expect(panelIds).toHaveLength(2);
    expect(new Set(panelIds).size).toBe(2);
    for (const [index, id] of panelIds.entries()) {
      const panel = container.querySelector(`[id="${id}"]`);
      expect(panel?.tagName).toBe('UL');
      // The panel holds the links of the button that controls it.
      expect(buttons[index]!.closest('div')).toContainElement(panel as HTMLElement);
    }
  });
});
