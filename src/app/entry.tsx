/**
 * Browser entry. Loads the current page's module (src/app/router.tsx), then
 * hydrates the prerendered snapshot when it was made for this URL, or renders from
 * scratch otherwise (docs/architecture.md#crawl-traps, trap 3;
 * docs/architecture.md#hydration-rules).
 */
import '@/ui/theme/fonts.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  DEFAULT_LANDING_SERVICE,
  LANDING_SERVICE_PARAM,
  isLandingServiceKey,
} from '@/config/landing-services';
import { AppProviders } from './app-providers';
import { deferIslandsDuringFirstHydration } from '@/ui/deferred-island';
import { whenPageReady } from '@/ui/page-ready';
import { AppRoutes, loadPageFor } from './router';

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
  // Static blocks keep the snapshot's HTML while it hydrates (src/ui/static-content.tsx).
  window.__SNAPSHOT_LOCATION__ = `${window.location.pathname}${window.location.search}`;
}
// Its own chunk, requested once the page is ready: the font loads only after that anyway.
void whenPageReady()
  .then(() => import('./brand-font'))
  .then((brandFont) => brandFont.loadBrandFontAfterFirstPage());

function start() {
  const app = (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  if (hydratesSnapshot) {
    // A transition: React hydrates in slices and yields to the browser between them,
    // instead of blocking the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // No snapshot, or the not-found snapshot served for another URL: render fresh.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// The page's module first, so hydration renders it at once; if it cannot load, the app
// starts anyway and shows the error screen.
void loadPageFor(window.location.pathname).then(start, start);
