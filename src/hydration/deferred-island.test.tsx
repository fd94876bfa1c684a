/**
 * @jest-environment jsdom
 */
import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  deferIslandsDuringFirstHydration,
  deferredIsland,
  ISLAND_ATTRIBUTE,
  withIslandsPreloaded,
} from './deferred-island';
import { signalPageReady } from './page-ready';

// Lets React's act() flush renders and effects, as Testing Library would set it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no User Timing marks; the page-ready signal sets one.
performance.mark ??= jest.fn();

/** A stand-in for a deferred module: a counter button whose load the test controls. */
function controllableModule() {
  let resolve!: () => void;
  const loaded = new Promise<void>((done) => (resolve = done));
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {count > 0 ? `${label} ${count}` : label}
      </button>
    );
  }
  return { load: () => loaded.then(() => Counter), resolve };
}

const waitUntil = async (condition: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !condition(); attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(condition()).toBe(true);
};

describe('deferredIsland', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    window.__READY_ISLANDS__ = [];
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps a snapshot island as it is until its module loads, then hydrates it', async () => {
    const module = controllableModule();
    const Island = deferredIsland('counter', module.load);
    const container = document.createElement('div');
    // What React's server renderer writes for the island (the crawl saves its markup,
    // src/app/snapshot-markup.test.tsx): the island's HTML inside its Suspense boundary's markers.
    container.innerHTML = `<div ${ISLAND_ATTRIBUTE}="counter"><!--$--><button type="button">Add</button><!--/$--></div>`;
    const prerenderedButton = container.querySelector('button')!;
    const recoverableErrors: unknown[] = [];

    // Like the root layout: the parent re-renders after hydration (a state set in an effect).
    function Parent() {
      const [, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Island label="Add" />;
    }
    deferIslandsDuringFirstHydration();
    await act(async () => {
      hydrateRoot(container, <Parent />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(container.querySelector('button')).toBe(prerenderedButton);
    expect(window.__READY_ISLANDS__).toEqual([]);

    // The page's head is final (PageMeta signals it): the island's module may load now.
    signalPageReady();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(window.__READY_ISLANDS__).toEqual([]);

    module.resolve();
    await waitUntil(() => window.__READY_ISLANDS__!.includes('counter'));
    // Hydrated in place: the same element, now with React's click handler.
    expect(container.querySelector('button')).toBe(prerenderedButton);
    await act(async () => prerenderedButton.click());
    expect(prerenderedButton.textContent).toBe('Add 1');
    expect(recoverableErrors).toEqual([]);
  });

  it('renders the island in a fresh render once its module has loaded', async () => {
    const module = controllableModule();
    const Island = deferredIsland('fresh', module.load);
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Island label="Go" />));
    expect(container.querySelector(`[${ISLAND_ATTRIBUTE}="fresh"]`)!.innerHTML).toBe('');

    module.resolve();
    await waitUntil(() => window.__READY_ISLANDS__!.includes('fresh'));
    expect(container.querySelector('button')!.textContent).toBe('Go');
  });

  it('renders a preloaded island at once, without a moment of emptiness', async () => {
    const module = controllableModule();
    const Island = deferredIsland('preloaded', module.load);
    module.resolve();
    const page = await withIslandsPreloaded({ islands: [Island] });
    expect(page.islands).toEqual([Island]);
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Island label="Now" />));
    expect(container.querySelector('button')!.textContent).toBe('Now');
  });

  it('keeps the rest of the page alive when an island cannot load', async () => {
    const Island = deferredIsland('broken', () => Promise.reject(new Error('offline')));
    const container = document.createElement('div');
    await act(async () =>
      createRoot(container).render(
        <>
          <p>Page</p>
          <Island />
        </>,
      ),
    );
    await waitUntil(() => window.__READY_ISLANDS__!.includes('broken'));
    expect(container.textContent).toBe('Page');
    expect(errors).toHaveBeenCalledWith('The broken island could not load', expect.any(Error));
    errors.mockClear();
  });
});
