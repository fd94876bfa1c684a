/**
 * Which page a path shows, and that page's module. Kept apart from the router's elements
 * (src/app/router.tsx) so the entry can request the current page's chunk in its first
 * task, before React DOM and the site's frame are evaluated
 * (docs/decisions/first-paint.md#staged-start).
 *
 * Every page module is its own chunk, loaded by `loadPage`. A page module exports
 * `Component`, `handle` when it needs other than the defaults, `islands` when it has
 * deferred islands, which a navigation loads with the page (`withIslandsPreloaded`), and
 * `loadFor` when part of what it shows at a path is a chunk of its own.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  NOT_FOUND_PATTERN,
  ROUTES,
  SPANISH_ROUTE_NAMES,
  SPANISH_TWIN_OF,
  type EnglishRouteName,
  type RouteName,
  type SpanishRouteName,
} from '@/config/routes';
import type { RouteHandle } from '@/config/route-handle';
import { withIslandsPreloaded } from '@/hydration/deferred-island';
import { cachedReadable } from '@/hydration/readable-promise';

/** What a page module exports. */
export interface PageModule {
  Component: ComponentType;
  handle?: RouteHandle;
  /** The page's deferred islands, loaded with it when it is reached by navigation. */
  islands?: { preload(): unknown }[];
  /**
   * What the page shows at this path from a chunk of its own (a Spanish city's text), which it
   * reads with `use`: the entry awaits it with the module before hydrating, so hydration never
   * suspends on it; a navigation waits for it inside the router's transition
   * (docs/decisions/spanish.md#spanish-locations-and-city-pages).
   */
  loadFor?(pathname: string): Promise<unknown>;
}

/** A route of the table, or the page for any path none matches. */
export type PageName = RouteName | 'notFound';

/** The page module of each English route; a route without a page does not compile. */
const ENGLISH_PAGE_MODULES: Record<EnglishRouteName | 'notFound', () => Promise<PageModule>> = {
  home: () => import('@/pages/home/home-page'),
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
  quoteForm: () => import('@/pages/quote/quote-page'),
  thankYou: () => import('@/pages/thank-you/thank-you-page'),
  qr: () => import('@/pages/qr-page'),
  notFound: () => import('@/pages/not-found-page'),
};

/**
 * Spanish routes whose page module is a Spanish entry of its own: the English page's view with
 * the Spanish page copy, so that copy is in the Spanish chunk only and an English page never
 * loads it (docs/decisions/spanish.md#spanish-content-pages).
 */
const SPANISH_PAGE_MODULES: Partial<Record<SpanishRouteName, () => Promise<PageModule>>> = {
  esHome: () => import('@/pages/home/home-page-es'),
  esWarranty: () => import('@/pages/legal/warranty-page-es'),
  esPrivacyPolicy: () => import('@/pages/legal/privacy-policy-page-es'),
  esTermsOfService: () => import('@/pages/legal/terms-of-service-page-es'),
  esLocations: () => import('@/pages/locations/locations-page-es'),
  esCity: () => import('@/pages/locations/city-page-es'),
  esServices: () => import('@/pages/services/services-page-es'),
  esService: () => import('@/pages/services/service-page-es'),
  esLanding: () => import('@/pages/landing/landing-page-es'),
  esThankYou: () => import('@/pages/thank-you/thank-you-page-es'),
  esQuoteForm: () => import('@/pages/quote/quote-page-es'),
  esLinkedinLanding: () => import('@/pages/landing/linkedin-landing-page-es'),
};

/**
 * A Spanish route shows its English twin's page module, which reads the page's language, or
 * its own Spanish entry.
 */
const PAGE_MODULES = {
  ...ENGLISH_PAGE_MODULES,
  ...Object.fromEntries(
    SPANISH_ROUTE_NAMES.map((name) => [
      name,
      SPANISH_PAGE_MODULES[name] ?? ENGLISH_PAGE_MODULES[SPANISH_TWIN_OF[name]],
    ]),
  ),
} as Record<PageName, () => Promise<PageModule>>;

/** Every page's name; the router gives each its element. */
export const PAGE_NAMES = Object.keys(PAGE_MODULES) as PageName[];

/** The page's module, requested once; a failed request is tried again at the next visit. */
export const loadPage = cachedReadable((name: PageName) =>
  PAGE_MODULES[name]().then(withIslandsPreloaded),
);

/**
 * The route's pattern, in the form the router matches (the home page is the index route).
 * Each route's `id` is its page name, which `pageNameFor` reads back from a match.
 */
export const pageRouteObject = (name: PageName): RouteObject =>
  name === 'notFound'
    ? { path: NOT_FOUND_PATTERN, id: name }
    : ROUTES[name].pattern === '/'
      ? { index: true, id: name }
      : { path: ROUTES[name].pattern, id: name };

/** The routes as the router matches them, without their elements. */
const MATCHED_ROUTES: RouteObject[] = [{ path: '/', children: PAGE_NAMES.map(pageRouteObject) }];

/** The page a path shows; every path matches one, the not-found page at least. */
export function pageNameFor(pathname: string): PageName {
  const matches = matchRoutes(MATCHED_ROUTES, pathname) ?? [];
  return (matches.at(-1)?.route.id as PageName | undefined) ?? 'notFound';
}

/**
 * Loads the module of the page a path shows, and what it shows there from a chunk of its own
 * (the entry calls it before hydrating).
 */
export async function loadPageFor(pathname: string): Promise<PageModule> {
  const page = await loadPage(pageNameFor(pathname));
  await page.loadFor?.(pathname);
  return page;
}
