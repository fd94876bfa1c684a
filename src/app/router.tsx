/**
 * The routes, derived from the route table (`src/config/routes.ts`), in react-router's
 * declarative mode: `<BrowserRouter>` and `useRoutes`, not the data router, which would add
 * 17 KB gzip to every page's first load for features the site does not use (loaders,
 * actions, fetchers) (docs/decisions/first-paint.md#router).
 *
 * Every page module is its own chunk, loaded by `loadPage`. The entry loads the current
 * page before it hydrates, so hydration never meets a pending module
 * (docs/architecture.md#crawl-traps, trap 3); a page reached by navigation suspends inside
 * the router's transition, so the previous page stays on screen until the next one is ready.
 * A page module exports `Component`, and `handle` when it needs other than the defaults.
 */
import { use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_PATTERN, ROUTES, type RouteName } from '@/config/routes';
import type { RouteHandle } from '@/config/route-handle';
import { withIslandsPreloaded } from '@/ui/deferred-island';
import { readable } from '@/ui/readable-promise';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from '@/pages/route-error-page';

/** What a page module exports. */
export interface PageModule {
  Component: ComponentType;
  handle?: RouteHandle;
}

/** A route of the table, or the page for any path none matches. */
type PageName = RouteName | 'notFound';

/** The page module of each route of the table; a route without a page does not compile. */
const PAGE_MODULES: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('@/pages/home/home-page').then(withIslandsPreloaded),
  van: () => import('@/pages/van-page'),
  locations: () => import('@/pages/locations/locations-page'),
  city: () => import('@/pages/locations/city-page'),
  services: () => import('@/pages/services/services-page'),
  service: () => import('@/pages/services/service-page'),
  serviceInCity: () => import('@/pages/service-in-city/service-in-city-page'),
  brand: () => import('@/pages/brands/brand-page'),
  brandModel: () => import('@/pages/brands/brand-model-page'),
  warranty: () => import('@/pages/legal/warranty-page'),
  offers: () => import('@/pages/legal/offers-page'),
  blog: () => import('@/pages/blog/blog-page'),
  blogPost: () => import('@/pages/blog/blog-post-page'),
  privacyPolicy: () => import('@/pages/legal/privacy-policy-page'),
  termsOfService: () => import('@/pages/legal/terms-of-service-page'),
  linkedinLanding: () => import('@/pages/landing/linkedin-landing-page'),
  landing: () => import('@/pages/landing/landing-page'),
  quoteForm: () => import('@/pages/quote-form-page'),
  thankYou: () => import('@/pages/thank-you-page'),
  qr: () => import('@/pages/qr-page'),
  notFound: () => import('@/pages/not-found-page'),
};

const loadedPages = new Map<PageName, Promise<PageModule>>();

/** The page's module, requested once; a failed request is tried again at the next visit. */
function loadPage(name: PageName): Promise<PageModule> {
  let page = loadedPages.get(name);
  if (!page) {
    page = readable(PAGE_MODULES[name]());
    page.catch(() => loadedPages.delete(name));
    loadedPages.set(name, page);
  }
  return page;
}

/** The route's pattern, in the form the router matches (the home page is the index route). */
const pageRouteObject = (name: PageName): RouteObject =>
  name === 'notFound'
    ? { path: NOT_FOUND_PATTERN, id: name }
    : ROUTES[name].pattern === '/'
      ? { index: true, id: name }
      : { path: ROUTES[name].pattern, id: name };

/** The page a path shows; every path matches one, the not-found page at least. */
function pageNameFor(pathname: string): PageName {
  const matches = matchRoutes(APP_ROUTES, pathname) ?? [];
  return (matches.at(-1)?.route.id as PageName | undefined) ?? 'notFound';
}

/** Loads the module of the page a path shows (the entry calls it before hydrating). */
export function loadPageFor(pathname: string): Promise<PageModule> {
  return loadPage(pageNameFor(pathname));
}

function Page({ name }: { name: PageName }) {
  const { Component } = use(loadPage(name));
  return <Component />;
}

/** The root layout, told what the current page's `handle` asks of the header, footer and bar. */
function Layout() {
  const { handle } = use(loadPage(pageNameFor(useLocation().pathname)));
  return <RootLayout handle={handle ?? {}} />;
}

/**
 * The router ranks routes by how specific their pattern is, so the table's order is free. Each
 * page route's `id` is its page name, which `pageNameFor` reads back from a match.
 */
const APP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: (Object.keys(PAGE_MODULES) as PageName[]).map((name) => ({
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
