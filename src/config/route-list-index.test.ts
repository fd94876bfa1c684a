/**
 * The index decision (which prerendered pages are open to search engines) is a function of the
 * route data and the business profile, so it is checked here for every route under the demo
 * profile and the real-business fixture, without a second build: no page may be indexed only
 * because of the demo's sample reviews or offers (docs/decisions/indexed-pages.md#the-index-does-not-depend-on-samples).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@/content/profile/profile-file';
import type { ProfileFile } from '@/content/profile/profile-schema';
import type { SiteRoute } from './route-list';

const PROFILES = ['content/business-profile.json', 'test/fixtures/real-business-profile.json'];

/** The site's routes as the build would list them with this profile file. */
function routesUnder(profileFile: string): SiteRoute[] {
  const previous = process.env.BUSINESS_PROFILE_PATH;
  process.env.BUSINESS_PROFILE_PATH = profileFile;
  try {
    let routes: SiteRoute[] = [];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const routeList = require('./route-list') as typeof import('./route-list');
      routes = routeList.listSiteRoutes();
    });
    return routes;
  } finally {
    if (previous === undefined) delete process.env.BUSINESS_PROFILE_PATH;
    else process.env.BUSINESS_PROFILE_PATH = previous;
  }
}

const indexedPaths = (routes: SiteRoute[]) =>
  routes.filter((route) => route.indexable).map((route) => route.path);

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'index-decision-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(PROFILES)('the index under %s', (file) => {
  const profile = JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as ProfileFile;

  it('is the same without any sample review', () => {
    const withoutSamples = path.join(scratch, `${path.basename(file, '.json')}-no-samples.json`);
    writeFileSync(
      withoutSamples,
      JSON.stringify({ ...profile, reviews: profile.reviews.filter((review) => !review.sample) }),
    );
    expect(indexedPaths(routesUnder(file))).toEqual(indexedPaths(routesUnder(withoutSamples)));
  });

  it('keeps the offer terms page out of the index: it has sample offers or none', () => {
    const offers = routesUnder(file).find((route) => route.route === 'offers');
    expect(offers).toMatchObject({ path: '/offers', indexable: false });
  });

  it('never indexes the landing, quote, thank-you or QR pages', () => {
    const routes = routesUnder(file);
    expect(routes.length).toBeGreaterThan(700);
    const never = routes.filter((route) =>
      ['landing', 'linkedinLanding', 'quoteForm', 'thankYou', 'qr'].includes(route.route),
    );
    expect(never.length).toBeGreaterThan(0);
    expect(never.filter((route) => route.indexable)).toEqual([]);
  });
});

it('indexes the offer terms page while a real offer runs', () => {
  const real = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, PROFILES[1]!), 'utf8'),
  ) as ProfileFile;
  const demo = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, PROFILES[0]!), 'utf8'),
  ) as ProfileFile;
  const withOffer = path.join(scratch, 'real-with-offer.json');
  const offer = {
    ...demo.offers[0]!,
    sample: undefined,
    startDate: '2000-01-01',
    endDate: '2999-12-31',
  };
  writeFileSync(withOffer, JSON.stringify({ ...real, offers: [offer] }));
  const offers = routesUnder(withOffer).find((route) => route.route === 'offers');
  expect(offers).toMatchObject({ path: '/offers', indexable: true });
});
