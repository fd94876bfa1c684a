/**
 * Browser entry. Waits for the router to resolve the current route's lazy module, then
 * hydrates the prerendered snapshot when it was made for this URL, or renders from
 * scratch otherwise (ARCHITECTURE.md, crawl trap 3).
 */
import '@/ui/theme/fonts.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

/** Written on the root element by the prerender crawl: the path the snapshot shows. */
export const SNAPSHOT_PATH_ATTRIBUTE = 'data-snapshot-path';

/**
 * Query parameters that never change what a page renders (the hero variant is chosen by
 * CSS; campaign parameters are read only when a form is sent). Any other parameter
 * (blog page, search, landing page service) means the snapshot shows different content.
 */
const PRESENTATION_ONLY_PARAMS = /^(hero|utm_\w+|gclid|fbclid|msclkid)$/;

/** The path and meaningful query of the current URL, in the form the crawl records. */
function snapshotKey(location: Location): string {
  const params = new URLSearchParams(location.search);
  for (const name of [...params.keys()]) {
    if (PRESENTATION_ONLY_PARAMS.test(name)) params.delete(name);
  }
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

const router = createAppRouter();
const container = document.getElementById('root')!;

function start() {
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const snapshotPath = container.getAttribute(SNAPSHOT_PATH_ATTRIBUTE);
  if (container.hasChildNodes() && snapshotPath === snapshotKey(window.location)) {
    hydrateRoot(container, app);
  } else {
    // No snapshot, or the not-found snapshot served for another URL: render fresh.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

if (router.state.initialized) {
  start();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
