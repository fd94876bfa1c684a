/**
 * Starts React on the page: hydrates the prerendered snapshot, or renders from scratch.
 * The entry evaluates this module (React DOM, the router, Emotion and the site's frame) in
 * a task of its own, after the one that requested the page's chunk
 * (docs/decisions/first-paint.md#staged-start).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isPrerendering } from '@/hydration/prerender';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

export function startApp(container: HTMLElement, hydratesSnapshot: boolean): void {
  const app = (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // The crawl saves React's own markup of the page; the code that offers it is a chunk of
  // its own, so no visitor downloads it (docs/architecture.md#react-writes-the-snapshots-markup).
  if (isPrerendering())
    void import('./snapshot-markup').then((module) => module.offerSnapshotMarkup(app));
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
