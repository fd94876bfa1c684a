/**
 * @jest-environment jsdom
 */
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { offerSnapshotMarkup } from './snapshot-markup';
import { startApp } from './start-app';

jest.mock('./app-providers', () => ({
  AppProviders: ({ children }: { children: ReactNode }) => children,
}));
jest.mock('./router', () => ({ AppRoutes: () => <p>The page</p> }));
jest.mock('./snapshot-markup', () => ({ offerSnapshotMarkup: jest.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('startApp', () => {
  afterEach(() => {
    delete window.__PRERENDER__;
    jest.mocked(offerSnapshotMarkup).mockClear();
  });

  it("offers the crawl React's markup of the page while prerendering", async () => {
    window.__PRERENDER__ = true;
    const container = document.createElement('div');
    await act(async () => startApp(container, false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.textContent).toBe('The page');
    expect(offerSnapshotMarkup).toHaveBeenCalledTimes(1);
    // The very tree it rendered.
    expect(renderToString(jest.mocked(offerSnapshotMarkup).mock.calls[0]![0])).toBe(
      '<p>The page</p>',
    );
  });

  it('leaves the renderer alone for a visitor', async () => {
    const container = document.createElement('div');
    await act(async () => startApp(container, false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.textContent).toBe('The page');
    expect(offerSnapshotMarkup).not.toHaveBeenCalled();
  });
});
