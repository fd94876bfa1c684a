/**
 * The route table. Patterns come from `config/paths.ts`; every page module is loaded
 * with the router's `lazy`, so each route is its own chunk and hydration never meets a
 * Suspense boundary (ARCHITECTURE.md, crawl trap 3).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routePatterns } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from '@/pages/route-error-page';

/** `handle` of a route: which footer it shows. */
export interface RouteHandle {
  footer?: 'full' | 'minimal';
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: () => import('@/pages/home/home-page') },
      { path: routePatterns.notFound, lazy: () => import('@/pages/not-found-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
