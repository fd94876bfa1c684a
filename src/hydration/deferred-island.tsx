/**
 * A part of the page that hydrates after the rest, from its own chunk: below-the-fold
 * interface whose code need not be in the first load (the footer, whose newsletter form
 * brings Formik; the home page's brand strip and closing sections). It keeps the home
 * page within its JavaScript budget and takes the island's work out of the hydration
 * task that blocks the main thread.
 *
 * When the first page hydrates its snapshot, each island's HTML is inside the comments
 * React's server renderer writes around a Suspense boundary (`<!--$-->` and `<!--/$-->`):
 * the crawl saves that renderer's markup of the page (src/app/snapshot-markup.tsx).
 * React therefore leaves the island's HTML as it is, working as plain HTML (links
 * navigate, the newsletter form posts without JavaScript), until its module has loaded,
 * and hydrates it then. The module is requested when the browser is idle after the page
 * is ready, or at the visitor's first tap or key press, whichever comes first.
 *
 * Any other render (a page reached by navigation, or rendered without a snapshot) must
 * not pop content in above what the visitor is looking at: the router's page loader passes
 * the module through `withIslandsPreloaded`, so the page renders with its islands in place.
 */
import {
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  type FunctionComponent,
  type NamedExoticComponent,
} from 'react';
import { whenPageReady } from './page-ready';
import { isPrerendering } from './prerender';
import { readable } from './readable-promise';

/** Marks an island's element; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-deferred-island';

declare global {
  interface Window {
    /** Names of the islands that have rendered or hydrated (the crawl and tests wait on it). */
    __READY_ISLANDS__?: string[];
  }
}

const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves once the first page is ready and the browser is idle, or at the visitor's first
 * tap or key press. Waiting for the page-ready signal, not only for idle time, keeps the
 * islands' chunks behind the page's own: hydration yields to the browser between slices,
 * and idle callbacks could otherwise run in between.
 */
function afterPageReadyWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
      resolve();
    };
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('keydown', done, true);
    void whenPageReady().then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(done, 200);
    });
  });
}

/** While the first snapshot hydrates, islands wait; `undefined` when nothing waits. */
let firstHydrationSettled: Promise<void> | undefined;

/** Called by the entry before it hydrates a snapshot: islands then load when idle. */
export function deferIslandsDuringFirstHydration(): void {
  firstHydrationSettled = afterPageReadyWhenIdle().then(() => {
    firstHydrationSettled = undefined;
  });
}

function EmptyIsland() {
  return null;
}

export interface DeferredIsland<Props extends object> extends NamedExoticComponent<Props> {
  /** Loads the island's module now (the router's page loader, through `withIslandsPreloaded`). */
  preload(): Promise<unknown>;
}

/**
 * Builds the island component for a module, once, at module level: `deferredIsland(
 * 'footer', () => import('./app-footer').then((module) => module.AppFooter))`.
 */
export function deferredIsland<Props extends object>(
  name: string,
  load: () => Promise<FunctionComponent<Props>>,
): DeferredIsland<Props> {
  let module: Promise<FunctionComponent<Props>> | undefined;
  // If the chunk cannot load (the connection dropped), the rest of the page must live on.
  const loadSafely = (): Promise<FunctionComponent<Props>> =>
    load().catch((error: unknown) => {
      console.error(`The ${name} island could not load`, error);
      return EmptyIsland;
    });
  const loadModule = (wait?: Promise<void>) =>
    (module ??= readable(wait ? wait.then(loadSafely) : loadSafely()));

  function IslandContent(props: Props) {
    // The crawl renders islands straight away: the snapshot must contain them.
    const component = use(loadModule(isPrerendering() ? undefined : firstHydrationSettled));
    return createElement(component, props);
  }

  function ReadySignal() {
    useEffect(() => {
      (window.__READY_ISLANDS__ ??= []).push(name);
    }, []);
    return null;
  }

  // Memoized: a parent's re-render must not reach a boundary that is still waiting to
  // hydrate, or React would throw its HTML away and render it again.
  const Island = memo(function DeferredIsland(props: Props) {
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          {createElement(IslandContent, props)}
          <ReadySignal />
        </Suspense>
      </div>
    );
  }) as unknown as DeferredIsland<Props>;
  Island.displayName = `DeferredIsland(${name})`;
  Island.preload = () => loadModule();
  return Island;
}

/**
 * For the router's page loader: resolves with the page module once the islands it lists in
 * `islands` have loaded too, except while the first snapshot hydrates (that page's
 * islands are meant to wait).
 */
export async function withIslandsPreloaded<Module extends { islands?: { preload(): unknown }[] }>(
  module: Module,
): Promise<Module> {
  if (!firstHydrationSettled)
    await Promise.all((module.islands ?? []).map((island) => island.preload()));
  return module;
}

/**
 * Whether the page is ready to be saved or tested: hydrated with its head final
 * (`__PAGE_READY__`) and every island rendered. It runs inside the page (the crawl and the
 * end-to-end tests pass it to `page.waitForFunction`), so it takes the attribute as an
 * argument instead of reading this module's constant.
 */
export function isPageReady(islandAttribute: string): boolean {
  return (
    window.__PAGE_READY__ === true &&
    Array.from(document.querySelectorAll(`[${islandAttribute}]`)).every((island) =>
      window.__READY_ISLANDS__?.includes(island.getAttribute(islandAttribute)!),
    )
  );
}
