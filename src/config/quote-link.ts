/**
 * Where "Get a quote" goes from any page: the quote page (`/quote`), preset with what the
 * page was about (its service, city, make or model), so a visitor never lands on the home
 * page and never loses the page's context (docs/decisions/quote-flow.md, 'Where it starts').
 *
 * Only ids travel in the link; the quote page turns them into names with the content it
 * loads itself. No content data here: the site shell imports this on every first load.
 */
import { matchPath } from 'react-router-dom';
import { BRAND_SLUG_SUFFIX } from '@/content/slugify';
import { LANDING_SERVICE_PARAM, LANDING_SERVICES, landingServiceKey } from './landing-services';
import { SERVICE_SLUGS, type ServiceSlug } from '@/domain/service-slugs';
import { pathInLocale, type Locale } from '@/i18n/locales';
import { resolveRoute, ROUTES, twinPaths } from './routes';

export interface QuotePreset {
  service?: ServiceSlug;
  /** A city id of the city list (`src/content/cities.ts`). */
  city?: string;
  /** A make's id (`src/content/brands.ts`). */
  make?: string;
  /** A model's slug within the make. */
  model?: string;
}

const PRESET_KEYS = ['service', 'city', 'make', 'model'] as const;

/**
 * The quote page's link in a language (the English one while that language has no quote
 * page yet), with the preset as its query.
 */
export function quoteHref(preset: QuotePreset = {}, locale: Locale = 'en'): string {
  const translated = pathInLocale(ROUTES.quoteForm.href(), locale);
  const page = resolveRoute(translated) ? translated : ROUTES.quoteForm.href();
  const query = new URLSearchParams();
  for (const key of PRESET_KEYS) {
    const value = preset[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}

const isServiceSlug = (value: string | null | undefined): value is ServiceSlug =>
  (SERVICE_SLUGS as readonly (string | null | undefined)[]).includes(value);

/** The preset a quote page's query carries; anything malformed is left out. */
export function readQuotePreset(query: URLSearchParams): QuotePreset {
  const id = (key: string) => {
    const value = query.get(key);
    return value && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined;
  };
  const service = query.get('service');
  return {
    service: isServiceSlug(service) ? service : undefined,
    city: id('city'),
    make: id('make'),
    model: id('make') ? id('model') : undefined,
  };
}

/** The params of `pattern` when `pathname` is one of its pages (the router's own matcher). */
function matchRoute(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | undefined {
  return matchPath(pattern, pathname)?.params;
}

/**
 * What a page is about, for its quote links: a service page its service, a city page its
 * city, a service-in-city page both, a brand or model page its make (and model), an ad
 * landing page the service its `?service=` names (docs/decisions/quote-flow.md, 'Where it
 * starts'). A Spanish page is about what its English
 * twin is about. The more specific patterns are tried first: a brand page's URL also fits
 * the service-in-city one.
 */
export function quotePresetForPath(page: string, search = ''): QuotePreset {
  const pathname = twinPaths(page)?.en ?? page;
  // Read as the landing page reads it (a missing or unknown value is the default service),
  // so the link in each service's snapshot is the one the page hydrates with.
  if (resolveRoute(pathname)?.name === 'landing') {
    const landingService = new URLSearchParams(search).get(LANDING_SERVICE_PARAM);
    return { service: LANDING_SERVICES[landingServiceKey(landingService)] };
  }
  let params = matchRoute(ROUTES.brandModel.pattern, pathname);
  if (params) return { make: params.brandSlug, model: params.modelSlug };
  params = matchRoute(ROUTES.brand.pattern, pathname);
  if (params?.brandSlug?.endsWith(BRAND_SLUG_SUFFIX)) {
    return { make: params.brandSlug.slice(0, -BRAND_SLUG_SUFFIX.length) };
  }
  params = matchRoute(ROUTES.serviceInCity.pattern, pathname);
  if (params && isServiceSlug(params.serviceType)) {
    return { service: params.serviceType, city: params.citySlug };
  }
  params = matchRoute(ROUTES.service.pattern, pathname);
  if (params && isServiceSlug(params.serviceType)) return { service: params.serviceType };
  params = matchRoute(ROUTES.city.pattern, pathname);
  if (params) return { city: params.cityId };
  return {};
}
