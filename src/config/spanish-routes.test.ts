import { CITIES } from '@/content/cities';
import { loadEverySpanishCityCopy } from '@/content/es/city-copy';
import { SERVICE_SLUGS } from '@/domain/service-slugs';
import { quoteHref } from './quote-link';
import { listSiteRoutes, listSnapshotVariants } from './route-list';
import {
  pathInOtherLanguage,
  resolveRoute,
  ROUTES,
  SPANISH_ROUTE_NAMES,
  SPANISH_TWIN_OF,
  isUnfinishedSpanishPage,
  twinPaths,
} from './routes';

describe('Spanish routes (docs/decisions/spanish.md#spanish-routes)', () => {
  const listed = listSiteRoutes();

  it('list the ad landing pages, the legal pages, the locations index, the services pages, the quote and thank-you pages', () => {
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
      ['/es/warranty', 'esWarranty'],
      ['/es/privacy-policy', 'esPrivacyPolicy'],
      ['/es/terms-of-service', 'esTermsOfService'],
      ['/es/locations', 'esLocations'],
      ['/es/services', 'esServices'],
      ...SERVICE_SLUGS.map((slug) => [`/es/services/${slug}`, 'esService']),
      ['/es/quote', 'esQuoteForm'],
      ['/es/thank-you', 'esThankYou'],
    ]);
  });

  it('pair the quote and thank-you pages with their twins, kept out of search like the English ones', () => {
    expect(twinPaths('/thank-you')).toEqual({ en: '/thank-you', es: '/es/thank-you' });
    expect(twinPaths('/quote')).toEqual({ en: '/quote', es: '/es/quote' });
    const forms = listed.filter(
      (page) => page.path.endsWith('/thank-you') || page.path.endsWith('/quote'),
    );
    expect(forms.map((page) => [page.path, page.indexable])).toEqual([
      ['/quote', false],
      ['/thank-you', false],
      ['/es/quote', false],
      ['/es/thank-you', false],
    ]);
  });

  it('pair the services index and every service page, fleet included, with their twins', () => {
    expect(twinPaths('/services')).toEqual({ en: '/services', es: '/es/services' });
    for (const slug of SERVICE_SLUGS) {
      expect(resolveRoute(`/es/services/${slug}`)?.name).toBe('esService');
      expect(pathInOtherLanguage(`/services/${slug}`)).toBe(`/es/services/${slug}`);
      expect(pathInOtherLanguage(`/es/services/${slug}`)).toBe(`/services/${slug}`);
      expect(isUnfinishedSpanishPage(`/es/services/${slug}`)).toBe(false);
    }
    // The service in a city and the brand pages have no twin yet.
    expect(twinPaths('/services/windshield-repairs/oakland')).toBeNull();
    expect(twinPaths('/services/auto-glass-repair/tesla-windshield-replacement')).toBeNull();
  });

  it('list a Spanish page for every city, each matched by the Spanish city route', async () => {
    const cities = listed.filter((page) => page.route === 'esCity');
    expect(cities.map((page) => page.path)).toEqual(
      CITIES.map((city) => `/es/locations/${city.id}`),
    );
    expect(Object.keys(await loadEverySpanishCityCopy()).sort()).toEqual(
      CITIES.map((city) => city.id).sort(),
    );
    for (const { path } of cities) expect(resolveRoute(path)?.name).toBe('esCity');
    expect(twinPaths('/locations/oakland')).toEqual({
      en: '/locations/oakland',
      es: '/es/locations/oakland',
    });
    expect(resolveRoute('/es/locations')?.name).toBe('esLocations');
  });

  it('give each finished Spanish page the sitemap entry of its English twin', () => {
    const byPath = new Map(listed.map((page) => [page.path, page]));
    const finished = listed.filter(
      (entry) => entry.route.startsWith('es') && !isUnfinishedSpanishPage(entry.path),
    );
    expect(finished.length).toBeGreaterThan(48);
    for (const page of finished) {
      const english = byPath.get(twinPaths(page.path)!.en)!;
      expect({
        ...page,
        path: english.path,
        route: SPANISH_TWIN_OF[page.route as 'esCity'],
      }).toEqual(english);
    }
  });

  it('keep a Spanish page out of search until its copy is all in Spanish', () => {
    const spanishPages = listed.filter((page) => page.route.startsWith('es'));
    // Indexed as its English twin is (the ad landing pages never are), once its copy is Spanish.
    const englishIndexable = new Map(listed.map((page) => [page.path, page.indexable]));
    for (const page of spanishPages) {
      const twinIndexable = englishIndexable.get(page.path.replace(/^\/es(?=\/|$)/, '') || '/');
      expect([page.path, page.indexable]).toEqual([
        page.path,
        twinIndexable !== false && !isUnfinishedSpanishPage(page.path),
      ]);
    }
    // The ad landing pages' lead form is Spanish, the LinkedIn page's fleet form too.
    expect(isUnfinishedSpanishPage('/es/leads/facebook')).toBe(false);
    expect(isUnfinishedSpanishPage('/es/leads/linkedin')).toBe(false);
    expect(isUnfinishedSpanishPage('/')).toBe(false);
    expect(isUnfinishedSpanishPage('/no-such-page')).toBe(false);
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
    expect(resolveRoute('/es')?.name).toBe('esHome');
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
    expect(pathInOtherLanguage('/leads/instagram')).toBe('/es/leads/instagram');
    expect(pathInOtherLanguage('/es/leads/linkedin')).toBe('/leads/linkedin');
    expect(pathInOtherLanguage('/')).toBe('/es');
    expect(pathInOtherLanguage('/es')).toBe('/');
    // A page without a twin and without a nearest page leads to the other language's home.
    expect(pathInOtherLanguage('/van')).toBe('/es');
  });

  it('switch from an English page that stays English to the Spanish page nearest to it', () => {
    expect(pathInOtherLanguage('/services/windshield-repairs/oakland')).toBe(
      '/es/locations/oakland',
    );
    expect(pathInOtherLanguage('/services/auto-glass-repair/tesla-windshield-replacement')).toBe(
      '/es/services/windshield-replacement',
    );
    expect(pathInOtherLanguage('/services/auto-glass-repair/tesla/model-3')).toBe(
      '/es/services/windshield-replacement',
    );
    expect(pathInOtherLanguage('/blog')).toBe('/es/services');
    expect(pathInOtherLanguage('/blog/windshield-repair-vs-replacement')).toBe('/es/services');
    // Every city of a service-in-city page has its Spanish page.
    for (const city of CITIES)
      expect(resolveRoute(pathInOtherLanguage(`/services/windshield-repairs/${city.id}`)!)).toEqual(
        { name: 'esCity', params: { cityId: city.id } },
      );
  });

  it('send a Spanish page to the Spanish quote page, with its preset', () => {
    expect(quoteHref({ service: 'windshield-repairs' }, 'es')).toBe(
      '/es/quote?service=windshield-repairs',
    );
    expect(quoteHref()).toBe('/quote');
  });
});
