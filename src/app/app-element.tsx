/**
 * The app's element tree: what the entry hydrates or renders, and what the crawl renders to
 * the snapshot's markup (./snapshot-markup.tsx).
 */
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

export function appElement() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
