/**
 * The route table: every page route of the site, declared once with its pattern and its
 * link builder. Everything else derives from it: the page loader (`src/app/page-loader.ts` maps
 * each route to its page module), the list of pages to crawl and to put in the sitemap
 * (`route-list.ts`, one entry per route), the canonical redirects (`canonical-paths.ts`,
 * which match these patterns) and every link (`paths` in `paths.ts`).
 *
 * No React and no content data here: the server and the first page chunk import it.
 */
import type { ServiceSlug } from '@/domain/service-slugs';
import { BRAND_SLUG_SUFFIX } from '@/content/slugify';
import { localeOfPath, pathInLocale, type Locale } from '@/i18n/locales';

/** The ad networks with a landing page at /leads/{network}. */
export const LANDING_NETWORKS = ['facebook', 'instagram', 'linkedin'] as const;
export type LandingNetwork = (typeof LANDING_NETWORKS)[number];

export interface SiteRouteDefinition<Args extends unknown[]> {
  /** The router's pattern: static segments and `:param` segments. */
  pattern: string;
  /** The site-relative URL of one page of this route. */
  href: (...args: Args) => string;
}

/** Puts values into a pattern's `:param` segments. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${pattern} needs :${name}`);
    return value;
  });
}

function fixed(pattern: string): SiteRouteDefinition<[]> {
  return { pattern, href: () => pattern };
}

function withParams<Args extends unknown[]>(
  pattern: string,
  params: (...args: Args) => Record<string, string>,
): SiteRouteDefinition<Args> {
  return { pattern, href: (...args) => fillPattern(pattern, params(...args)) };
}

const ENGLISH_ROUTES = {
  home: fixed('/'),
  van: fixed('/van'),
  locations: fixed('/locations'),
  city: withParams('/locations/:cityId', (cityId: string) => ({ cityId })),
  services: fixed('/services'),
  service: withParams('/services/:serviceType', (slug: ServiceSlug) => ({ serviceType: slug })),
  serviceInCity: withParams(
    '/services/:serviceType/:citySlug',
    (slug: ServiceSlug, cityId: string) => ({
      serviceType: slug,
      citySlug: cityId,
    }),
  ),
  /** Canonical brand URL: the `{brandId}-windshield-replacement` form other pages link to. */
  brand: withParams('/services/auto-glass-repair/:brandSlug', (brandId: string) => ({
    brandSlug: `${brandId}${BRAND_SLUG_SUFFIX}`,
  })),
  brandModel: withParams(
    '/services/auto-glass-repair/:brandSlug/:modelSlug',
    (brandId: string, modelSlug: string) => ({ brandSlug: brandId, modelSlug }),
  ),
  warranty: fixed('/warranty'),
  /** The full written terms of every current offer, each anchored by its id. */
  offers: fixed('/offers'),
  blog: fixed('/blog'),
  blogPost: withParams('/blog/:slug', (slug: string) => ({ slug })),
  privacyPolicy: fixed('/privacy-policy'),
  termsOfService: fixed('/terms-of-service'),
  /** LinkedIn keeps the full footer, so it is a route of its own (it outranks :network). */
  linkedinLanding: fixed('/leads/linkedin'),
  landing: withParams('/leads/:network', (network: LandingNetwork) => ({ network })),
  /** The quote flow's fields as one plain form: it works without JavaScript. */
  quoteForm: fixed('/quote'),
  thankYou: fixed('/thank-you'),
  qr: fixed('/qr'),
} as const;

/** A route of the English site; each Spanish route is the twin of one of them. */
export type EnglishRouteName = keyof typeof ENGLISH_ROUTES;

/**
 * The Spanish twin of an English route: the same pattern and parameters under `/es`
 * (docs/decisions/spanish.md#spanish-routes), rendered by the same page module in Spanish.
 */
function spanishTwin<Name extends EnglishRouteName>(
  twinOf: Name,
  { copyWritten }: { copyWritten: boolean } = { copyWritten: true },
) {
  // Widened for the call below; the twin's `href` keeps the English route's parameters.
  const english = ENGLISH_ROUTES[twinOf] as SiteRouteDefinition<unknown[]>;
  return {
    pattern: pathInLocale(english.pattern, 'es'),
    href: (...args: Parameters<(typeof ENGLISH_ROUTES)[Name]['href']>) =>
      pathInLocale(english.href(...args), 'es'),
    twinOf,
    copyWritten,
  };
}

/**
 * The Spanish pages: one entry per English route that has a Spanish twin. `copyWritten:
 * false` marks a twin whose page copy is not all in Spanish yet: it is prerendered and
 * reachable from the language switch, but `noindex` and out of the sitemap until it is
 * (docs/decisions/spanish.md#spanish-routes).
 */
const SPANISH_ROUTES = {
  // Every English page a Spanish-speaking driver lands on has its twin; service-in-city, brand,
  // model and blog pages stay English (docs/decisions/spanish.md#spanish-routes).
  // The lead form, fleet form included, is Spanish too (docs/decisions/spanish.md#the-lead-form-in-spanish).
  esHome: spanishTwin('home'),
  esLanding: spanishTwin('landing'),
  esLinkedinLanding: spanishTwin('linkedinLanding'),
  esWarranty: spanishTwin('warranty'),
  esPrivacyPolicy: spanishTwin('privacyPolicy'),
  esTermsOfService: spanishTwin('termsOfService'),
  esLocations: spanishTwin('locations'),
  esCity: spanishTwin('city'),
  esServices: spanishTwin('services'),
  esService: spanishTwin('service'),
  // Noindex like its English twin: a form, not content (docs/decisions/spanish.md#the-quote-page-in-spanish).
  esQuoteForm: spanishTwin('quoteForm'),
  // Noindex like its English twin (docs/decisions/spanish.md#the-thank-you-page-in-spanish).
  esThankYou: spanishTwin('thankYou'),
} as const;

export type SpanishRouteName = keyof typeof SPANISH_ROUTES;

export const ROUTES = { ...ENGLISH_ROUTES, ...SPANISH_ROUTES } as const;

export type RouteName = keyof typeof ROUTES;

/** The English route each Spanish route is the twin of. */
export const SPANISH_TWIN_OF = Object.fromEntries(
  Object.entries(SPANISH_ROUTES).map(([name, route]) => [name, route.twinOf]),
) as Record<SpanishRouteName, EnglishRouteName>;

export const SPANISH_ROUTE_NAMES = Object.keys(SPANISH_ROUTES) as SpanishRouteName[];

/** A Spanish page whose copy is not all written in Spanish yet: kept out of search. */
export function isUnfinishedSpanishPage(pathname: string): boolean {
  const route = resolveRoute(pathname);
  return route !== null && isSpanishRoute(route.name) && !SPANISH_ROUTES[route.name].copyWritten;
}

function isSpanishRoute(name: RouteName): name is SpanishRouteName {
  return Object.hasOwn(SPANISH_ROUTES, name);
}

/** The pattern the router uses for any path no route matches. */
export const NOT_FOUND_PATTERN = '*';

/**
 * The `:param` values of a path matched by a pattern, or null when it does not match.
 * Exact: static segments match in their own letter case, and no segment may be empty.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = pattern.split('/');
  const pathSegments = pathname.split('/');
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const value = pathSegments[index]!;
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return null;
  }
  return params;
}

/** How specific a pattern is: a static segment outranks a `:param`, as in the router. */
function rank(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), 0);
}

/** Every route whose pattern matches the path, most specific first. */
export function matchingRoutes(pathname: string): RouteName[] {
  return (Object.keys(ROUTES) as RouteName[])
    .filter((name) => matchPattern(ROUTES[name].pattern, pathname) !== null)
    .sort((a, b) => rank(ROUTES[b].pattern) - rank(ROUTES[a].pattern));
}

/** The route the router renders for a path (the most specific match), or null for not-found. */
export function resolveRoute(
  pathname: string,
): { name: RouteName; params: Record<string, string> } | null {
  const name = matchingRoutes(pathname)[0];
  return name ? { name, params: matchPattern(ROUTES[name].pattern, pathname)! } : null;
}

/**
 * The same page in each language, when it has a twin: `/leads/facebook` and
 * `/es/leads/facebook`. Null for a page with no twin (a blog post) or an unknown path. The
 * language switch and the `hreflang` links read it.
 */
export function twinPaths(pathname: string): Record<Locale, string> | null {
  const route = resolveRoute(pathname);
  if (!route) return null;
  const english = isSpanishRoute(route.name)
    ? SPANISH_TWIN_OF[route.name]
    : (route.name as EnglishRouteName);
  const spanish = SPANISH_ROUTE_NAMES.find((name) => SPANISH_TWIN_OF[name] === english);
  if (!spanish) return null;
  return {
    en: fillPattern(ROUTES[english].pattern, route.params),
    es: fillPattern(ROUTES[spanish].pattern, route.params),
  };
}

/**
 * The Spanish page nearest to an English page that stays English: what the page is about,
 * in Spanish. A service in a city leads to that city's page, which names the city and links
 * the service; a brand or model page (a windshield for that car) to windshield replacement;
 * the blog to the services (docs/decisions/spanish.md#language-switch).
 */
const NEAREST_SPANISH_PAGE: Partial<
  Record<EnglishRouteName, (params: Record<string, string>) => string>
> = {
  serviceInCity: ({ citySlug }) => ROUTES.esCity.href(citySlug!),
  brand: () => ROUTES.esService.href('windshield-replacement'),
  brandModel: () => ROUTES.esService.href('windshield-replacement'),
  blog: () => ROUTES.esServices.href(),
  blogPost: () => ROUTES.esServices.href(),
};

/**
 * Where a page in one language leads in the other: its twin; else, from an English page that
 * stays English, the nearest Spanish page; else that language's home, or null while that
 * language has no home page yet.
 */
export function pathInOtherLanguage(pathname: string): string | null {
  const target: Locale = localeOfPath(pathname) === 'es' ? 'en' : 'es';
  const twin = twinPaths(pathname)?.[target];
  if (twin) return twin;
  const route = resolveRoute(pathname);
  const nearest = route && target === 'es' && NEAREST_SPANISH_PAGE[route.name as EnglishRouteName];
  if (nearest) return nearest(route.params);
  const home = pathInLocale(ROUTES.home.href(), target);
  return resolveRoute(home) ? home : null;
}
