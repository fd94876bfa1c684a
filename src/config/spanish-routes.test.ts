import { CITIES } from '@/content/cities';
import { SPANISH_CITY_COPY } from '@/content/es/city-copy';
import { quoteHref } from './quote-link';
import { listSiteRoutes, listSnapshotVariants } from './route-list';
import {
  pathInOtherLanguage,
  resolveRoute,
  ROUTES,
  SPANISH_ROUTE_NAMES,
  SPANISH_TWIN_OF,
  twinPaths,
} from './routes';

describe('Spanish routes (docs/decisions/spanish.md#spanish-routes)', () => {
  const listed = listSiteRoutes();

  it('list the Spanish home, quote, thank-you, the three ad landing pages, the legal pages and the locations', () => {
    expect(
      listed
        .filter((page) => page.path === '/es' || page.path.startsWith('/es/'))
        .filter((page) => page.route !== 'esCity')
        .map((page) => [page.path, page.route]),
    ).toEqual([
      ['/es', 'esHome'],
      ['/es/leads/facebook', 'esLanding'],
      ['/es/leads/instagram', 'esLanding'],
      ['/es/leads/linkedin', 'esLinkedinLanding'],
      ['/es/quote', 'esQuoteForm'],
      ['/es/thank-you', 'esThankYou'],
      ['/es/warranty', 'esWarranty'],
      ['/es/privacy-policy', 'esPrivacyPolicy'],
      ['/es/terms-of-service', 'esTermsOfService'],
      ['/es/locations', 'esLocations'],
    ]);
  });

  it('list a Spanish page for every city, each matched by the Spanish city route', () => {
    const cities = listed.filter((page) => page.route === 'esCity');
    expect(cities.map((page) => page.path)).toEqual(
      CITIES.map((city) => `/es/locations/${city.id}`),
    );
    expect(Object.keys(SPANISH_CITY_COPY).sort()).toEqual(CITIES.map((city) => city.id).sort());
    for (const { path } of cities) expect(resolveRoute(path)?.name).toBe('esCity');
    expect(twinPaths('/locations/oakland')).toEqual({
      en: '/locations/oakland',
      es: '/es/locations/oakland',
    });
    expect(resolveRoute('/es/locations')?.name).toBe('esLocations');
  });

  it('give each Spanish page the sitemap entry of its English twin', () => {
    const byPath = new Map(listed.map((page) => [page.path, page]));
    for (const page of listed.filter((entry) => entry.route.startsWith('es'))) {
      const english = byPath.get(twinPaths(page.path)!.en)!;
      expect({
        ...page,
        path: english.path,
        route: SPANISH_TWIN_OF[page.route as 'esHome'],
      }).toEqual(english);
    }
    expect(byPath.get('/es')?.indexable).toBe(true);
  });

  it('prerender the Spanish landing pages once per service, as the English ones', () => {
    expect(listSnapshotVariants()).toEqual(
      expect.arrayContaining([
        '/es/leads/facebook?service=repair',
        '/es/leads/instagram?service=adas',
        '/leads/facebook?service=repair',
      ]),
    );
    expect(listSnapshotVariants().filter((path) => path.startsWith('/es/'))).toHaveLength(6);
  });

  it('match under /es with the parameters of the English pattern', () => {
    expect(resolveRoute('/es')).toEqual({ name: 'esHome', params: {} });
    expect(resolveRoute('/es/leads/facebook')).toEqual({
      name: 'esLanding',
      params: { network: 'facebook' },
    });
    expect(resolveRoute('/es/leads/linkedin')?.name).toBe('esLinkedinLanding');
    expect(ROUTES.esLanding.href('instagram')).toBe('/es/leads/instagram');
    for (const name of SPANISH_ROUTE_NAMES) {
      expect(ROUTES[name].pattern).toBe(
        ROUTES[SPANISH_TWIN_OF[name]].pattern === '/'
          ? '/es'
          : `/es${ROUTES[SPANISH_TWIN_OF[name]].pattern}`,
      );
    }
  });

  it('pair each page with its twin, both ways, and pages without one with nothing', () => {
    expect(twinPaths('/')).toEqual({ en: '/', es: '/es' });
    expect(twinPaths('/es')).toEqual({ en: '/', es: '/es' });
    expect(twinPaths('/es/leads/facebook')).toEqual({
      en: '/leads/facebook',
      es: '/es/leads/facebook',
    });
    expect(twinPaths('/leads/linkedin')).toEqual({
      en: '/leads/linkedin',
      es: '/es/leads/linkedin',
    });
    expect(twinPaths('/warranty')).toEqual({ en: '/warranty', es: '/es/warranty' });
    expect(twinPaths('/es/terms-of-service')).toEqual({
      en: '/terms-of-service',
      es: '/es/terms-of-service',
    });
    expect(twinPaths('/blog')).toBeNull();
    expect(twinPaths('/no-such-page')).toBeNull();
  });

  it("switch to the twin, or else the other language's home", () => {
    expect(pathInOtherLanguage('/quote')).toBe('/es/quote');
    expect(pathInOtherLanguage('/es/thank-you')).toBe('/thank-you');
    expect(pathInOtherLanguage('/blog/windshield-repair-vs-replacement')).toBe('/es');
    expect(pathInOtherLanguage('/es')).toBe('/');
  });

  it('send a Spanish page to the Spanish quote page', () => {
    expect(quoteHref({ service: 'windshield-repairs' }, 'es')).toBe(
      '/es/quote?service=windshield-repairs',
    );
    expect(quoteHref()).toBe('/quote');
  });
});
