/**
 * @jest-environment jsdom
 */
/**
 * The entry hydrates a snapshot only after `loadPageFor` has loaded the page's module and
 * whatever the page shows at that path from a chunk of its own; the page must then render
 * without suspending, or React hydrates a shell with nothing around the page
 * (docs/architecture.md#crawl-traps, trap 3). The service-in-city page did, until it had a
 * `loadFor`.
 */
import { ThemeProvider } from '@emotion/react';
import { act, render, within, type RenderResult } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { listSiteRoutes } from '@/config/route-list';
import { ROUTES, type RouteName } from '@/config/routes';
import { localeOfPath } from '@/i18n/locales';
import { loadMessages, MessagesProvider } from '@/ui/messages';
import { theme } from '@/ui/theme/theme';
import { loadPageFor } from './page-loader';

// jsdom has no User Timing (PageMeta marks the page ready), and none of the browser APIs the
// brand page's carousel starts with.
performance.mark ??= jest.fn();
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;

afterEach(() => document.head.replaceChildren());

// As while the first page hydrates its snapshot: every static block keeps the snapshot's HTML
// and never renders its children (src/hydration/static-content.tsx), which is what spares a
// legal page or a post its markdown chunk at hydration.
jest.mock('@/hydration/static-content-snapshot', () => ({
  isSnapshotLocation: () => true,
  isHydratingSnapshot: () => true,
  readSnapshotHtml: () => '<p>The snapshot’s HTML of the block.</p>',
}));

/** The first listed path of each route of the table. */
const onePathPerRoute = [
  ...new Map(listSiteRoutes().map((route) => [route.route, route.path])).entries(),
];

function pageAt(name: RouteName, path: string, Component: ComponentType) {
  const locale = localeOfPath(path);
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <MessagesProvider locale={locale}>
          <Suspense fallback="page suspended">
            <Routes>
              <Route path={ROUTES[name].pattern} element={<Component />} />
            </Routes>
          </Suspense>
        </MessagesProvider>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/**
 * Deferred islands are Suspense boundaries of their own and wait on purpose; this render is not
 * awaited so that a page's own suspension shows, and React says so for the islands. Only those
 * two notices are dropped; any other console error still prints.
 */
const ISLAND_NOTICES = [
  'A component suspended inside an `act` scope',
  'A suspended resource finished loading inside a test',
];
beforeEach(() => {
  const print = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && ISLAND_NOTICES.some((notice) => message.includes(notice)))
      return;
    print(message, ...rest);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('a page the entry has loaded hydrates its snapshot without suspending', () => {
  it.each(onePathPerRoute)('%s (%s)', async (name, path) => {
    // What the entry awaits before hydrating; nothing has rendered this page yet, so what the
    // page reads with `use` has only what the loader gave it.
    const { Component } = await loadPageFor(path);
    await loadMessages(localeOfPath(path));
    // Not awaited: whatever the page suspends on would show the fallback.
    let hydration: RenderResult | undefined;
    act(() => {
      hydration = render(pageAt(name, path, Component));
    });
    const page = within(hydration!.container);
    expect(page.queryByText('page suspended')).toBeNull();
    expect(page.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    // The islands' chunks finish loading inside act before the next page.
    await act(async () => {});
  });
});
