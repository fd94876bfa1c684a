/**
 * The route table. Patterns come from `config/paths.ts`; every page module is loaded
 * with the router's `lazy`, so each route is its own chunk and hydration never meets a
 * Suspense boundary (ARCHITECTURE.md, crawl trap 3). A page module exports `Component`
 * (and `handle` when it needs the minimal footer).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routePatterns } from '@/config/paths';
import type { MobileBarOptions } from '@/features/site-shell/mobile-action-bar';
import type { PagePhone } from '@/features/site-shell/page-phone';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from '@/pages/route-error-page';
import { withIslandsPreloaded } from '@/ui/deferred-island';

/**
 * `handle` of a route: which footer it shows, what the phone's sticky bar does, and which
 * number the whole page dials.
 */
export interface RouteHandle {
  footer?: 'full' | 'minimal';
  mobileBar?: MobileBarOptions;
  phone?: PagePhone;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: () => import('@/pages/home/home-page').then(withIslandsPreloaded) },
      // Locations
      { path: routePatterns.locations, lazy: () => import('@/pages/locations/locations-page') },
      { path: routePatterns.city, lazy: () => import('@/pages/locations/city-page') },
      // Services
      {
        path: routePatterns.serviceInCity,
        lazy: () => import('@/pages/service-in-city/service-in-city-page'),
      },
      { path: routePatterns.services, lazy: () => import('@/pages/services/services-page') },
      { path: routePatterns.service, lazy: () => import('@/pages/services/service-page') },
      { path: routePatterns.van, lazy: () => import('@/pages/van-page') },
      // Brands
      { path: routePatterns.brandModel, lazy: () => import('@/pages/brands/brand-model-page') },
      { path: routePatterns.brand, lazy: () => import('@/pages/brands/brand-page') },
      // Blog and legal
      { path: routePatterns.blog, lazy: () => import('@/pages/blog/blog-page') },
      { path: routePatterns.blogPost, lazy: () => import('@/pages/blog/blog-post-page') },
      { path: routePatterns.warranty, lazy: () => import('@/pages/legal/warranty-page') },
      { path: routePatterns.offers, lazy: () => import('@/pages/legal/offers-page') },
      {
        path: routePatterns.privacyPolicy,
        lazy: () => import('@/pages/legal/privacy-policy-page'),
      },
      {
        path: routePatterns.termsOfService,
        lazy: () => import('@/pages/legal/terms-of-service-page'),
      },
      // Landing pages
      // LinkedIn keeps the full footer, so it is its own route (static segments outrank :network).
      {
        path: routePatterns.landing.replace(':network', 'linkedin'),
        lazy: () => import('@/pages/landing/linkedin-landing-page'),
      },
      { path: routePatterns.landing, lazy: () => import('@/pages/landing/landing-page') },
      { path: routePatterns.thankYou, lazy: () => import('@/pages/thank-you-page') },
      { path: routePatterns.qr, lazy: () => import('@/pages/qr-page') },
      { path: routePatterns.notFound, lazy: () => import('@/pages/not-found-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
