/**
 * The routes, derived from the route table (`src/config/routes.ts`), in react-router's
 * declarative mode: `<BrowserRouter>` and `useRoutes`, not the data router, which would add
 * 17 KB gzip to every page's first load for features the site does not use (loaders,
 * actions, fetchers) (docs/decisions/first-paint.md#router).
 *
 * Every page module is its own chunk (src/app/page-loader.ts). The entry loads the current
 * page before it hydrates, so hydration never meets a pending module
 * (docs/architecture.md#crawl-traps, trap 3); a page reached by navigation suspends inside
 * the router's transition, so the previous page stays on screen until the next one is ready.
 */
import { use } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { localeOfPath } from '@/i18n/locales';
import { MessagesProvider } from '@/ui/messages';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from '@/pages/route-error-page';
import { loadPage, PAGE_NAMES, pageNameFor, pageRouteObject, type PageName } from './page-loader';

function Page({ name }: { name: PageName }) {
  const { Component } = use(loadPage(name));
  return <Component />;
}

/**
 * The root layout, told what the current page's `handle` asks of the header, footer and bar,
 * in the language of the page's path (docs/decisions/spanish.md#urls).
 */
function Layout() {
  const { pathname } = useLocation();
  const { handle } = use(loadPage(pageNameFor(pathname)));
  return (
    <MessagesProvider locale={localeOfPath(pathname)}>
      <RootLayout handle={handle ?? {}} />
    </MessagesProvider>
  );
}

/** The router ranks routes by how specific their pattern is, so the table's order is free. */
const APP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: PAGE_NAMES.map((name) => ({
      ...pageRouteObject(name),
      element: <Page name={name} />,
    })),
  },
];

/** The whole site under `<BrowserRouter>`; an error anywhere shows the error screen. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(APP_ROUTES)}</RouteErrorBoundary>;
}
