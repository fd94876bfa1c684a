/**
 * The index decision (which prerendered pages are open to search engines) is a function of the
 * route data and the business profile, so it is checked here for every route under the demo
 * profile and the real-business fixture, without a second build: no page may be indexed only
 * because of the demo's sample reviews or offers (docs/decisions/indexed-pages.md#the-index-does-not-depend-on-samples).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadUnderProfile, writeProfileVariant } from '../../test/support/content-under-profile';
import { PROJECT_ROOT } from '@/content/load/profile-file';
import type { ProfileFile } from '@/content/load/profile-schema';
import type { SiteRoute } from './route-list';

const PROFILES = ['content/business-profile.json', 'test/fixtures/real-business-profile.json'];

/** The site's routes as the build would list them with this profile file. */
function routesUnder(profileFile: string): SiteRoute[] {
  return loadUnderProfile(profileFile, () =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./route-list') as typeof import('./route-list')).listSiteRoutes(),
  );
}

const indexedPaths = (routes: SiteRoute[]) =>
  routes.filter((route) => route.indexable).map((route) => route.path);

describe.each(PROFILES)('the index under %s', (file) => {
  it('is the same without any sample review', () => {
    const withoutSamples = writeProfileVariant(path.join(PROJECT_ROOT, file), (profile) => {
      profile.reviews = profile.reviews.filter((review) => !review.sample);
    });
    try {
      expect(indexedPaths(routesUnder(file))).toEqual(
        indexedPaths(routesUnder(withoutSamples.file)),
      );
    } finally {
      withoutSamples.remove();
    }
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
  const demo = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, PROFILES[0]!), 'utf8'),
  ) as ProfileFile;
  const withOffer = writeProfileVariant(path.join(PROJECT_ROOT, PROFILES[1]!), (real) => {
    real.offers = [
      { ...demo.offers[0]!, sample: undefined, startDate: '2000-01-01', endDate: '2999-12-31' },
    ];
  });
  try {
    const offers = routesUnder(withOffer.file).find((route) => route.route === 'offers');
    expect(offers).toMatchObject({ path: '/offers', indexable: true });
  } finally {
    withOffer.remove();
  }
});
