/**
 * The router, derived from the route table (`src/config/routes.ts`); every page module is loaded
 * with the router's `lazy`, so each route is its own chunk and hydration never meets a
 * Suspense boundary (docs/architecture.md#crawl-traps, trap 3). A page module exports `Component`
 * (and `handle` when it needs the minimal footer).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_PATTERN, ROUTES, type RouteName } from '@/config/routes';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from '@/pages/route-error-page';
import { withIslandsPreloaded } from '@/ui/deferred-island';

/** A route's `lazy` in its function form: loads the page module. */
type LoadPage = Extract<NonNullable<RouteObject['lazy']>, () => unknown>;

/** The page module of each route of the table; a route without a page does not compile. */
const PAGE_MODULES: Record<RouteName, LoadPage> = {
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
};

/** The router ranks routes by how specific their pattern is, so the table's order is free. */
const pageRoutes: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) =>
  ROUTES[name].pattern === '/'
    ? { index: true, lazy: PAGE_MODULES[name] }
    : { path: ROUTES[name].pattern, lazy: PAGE_MODULES[name] },
);

const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...pageRoutes,
      { path: NOT_FOUND_PATTERN, lazy: () => import('@/pages/not-found-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
