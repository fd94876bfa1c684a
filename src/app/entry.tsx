/**
 * Browser entry. Loads the current page's module (src/app/page-loader.ts), then
 * hydrates the prerendered snapshot when it was made for this URL, or renders from
 * scratch otherwise (docs/architecture.md#crawl-traps, trap 3;
 * docs/architecture.md#hydration-rules).
 *
 * It starts in short tasks, none long enough to block a slow phone's main thread
 * (docs/decisions/first-paint.md#staged-start): one requests the page's chunks, the next
 * evaluates React DOM, the next the site's frame (src/app/start-app.tsx); once the page's
 * module has loaded, a last one starts hydration, which React runs in slices.
 */
import '@/ui/theme/fonts.css';
import {
  DEFAULT_LANDING_SERVICE,
  LANDING_SERVICE_PARAM,
  isLandingServiceKey,
} from '@/config/landing-services';
import { localeOfPath } from '@/i18n/locales';
import { nextTask } from '@/lib/next-task';
import { deferIslandsDuringFirstHydration } from '@/hydration/deferred-island';
import { loadMessages } from '@/ui/messages';
import { whenPageReady } from '@/hydration/page-ready';
import { loadPageFor } from './page-loader';

/** Written on the root element by the prerender crawl: the path the snapshot shows. */
const SNAPSHOT_PATH_ATTRIBUTE = 'data-snapshot-path';

/**
 * Query parameters that never change what a snapshot shows (the hero variant is chosen by
 * CSS; campaign parameters are read only when a form is sent; a landing page ticks `urgent`
 * after hydrating). Any other parameter (blog page, search, a landing page's `service`,
 * which has snapshots of its own) must match the snapshot's.
 */
const PRESENTATION_ONLY_PARAMS = /^(hero|urgent|utm_\w+|gclid|fbclid|msclkid)$/;

/** The path and meaningful query of the current URL, in the form the crawl records. */
function snapshotKey(location: Location): string {
  const params = new URLSearchParams(location.search);
  for (const name of [...params.keys()]) {
    if (PRESENTATION_ONLY_PARAMS.test(name)) params.delete(name);
  }
  // The default or an unknown landing service shows the page's own snapshot.
  const service = params.get(LANDING_SERVICE_PARAM);
  if (service !== null && (!isLandingServiceKey(service) || service === DEFAULT_LANDING_SERVICE)) {
    params.delete(LANDING_SERVICE_PARAM);
  }
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

const container = document.getElementById('root')!;
const hydratesSnapshot =
  container.hasChildNodes() &&
  container.getAttribute(SNAPSHOT_PATH_ATTRIBUTE) === snapshotKey(window.location);
// Before the router loads the first route: that page's islands wait for idle time.
if (hydratesSnapshot) {
  deferIslandsDuringFirstHydration();
  // Static blocks keep the snapshot's HTML while it hydrates (src/hydration/static-content.tsx).
  window.__SNAPSHOT_LOCATION__ = `${window.location.pathname}${window.location.search}`;
}
// Its own chunk, requested once the page is ready: the font loads only after that anyway.
void whenPageReady()
  .then(() => import('./brand-font'))
  .then((brandFont) => brandFont.loadBrandFontAfterFirstPage());

async function start() {
  await nextTask();
  // The page's chunks, with what the page shows at this path from a chunk of its own (a
  // Spanish city's text): they download while the rest is evaluated.
  const page = loadPageFor(window.location.pathname);
  // A Spanish page's catalogue, its own chunk, in before hydration (src/ui/messages.tsx).
  const messages = loadMessages(localeOfPath(window.location.pathname));
  await nextTask();
  // `eager`: part of this bundle, no request of its own; each is evaluated in its own task.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './start-app');
  // If the page's module cannot load, the app starts anyway and shows the error screen.
  await page.catch(() => undefined);
  await messages.catch(() => undefined);
  await nextTask();
  startApp(container, hydratesSnapshot);
}

void start();
