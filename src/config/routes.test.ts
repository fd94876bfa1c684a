import { paths } from './paths';
import { listSiteRoutes } from './route-list';
import {
  fillPattern,
  matchingRoutes,
  matchPattern,
  resolveRoute,
  ROUTES,
  type RouteName,
} from './routes';

/** How the router ranks a pattern: static segments outrank `:params`. */
const staticSegments = (name: RouteName) =>
  ROUTES[name].pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

describe('the route table', () => {
  const listed = listSiteRoutes();

  it('lists every page under the one route whose pattern matches it best, with no tie', () => {
    const problems: string[] = [];
    for (const page of listed) {
      const matches = matchingRoutes(page.path);
      const best = matches.filter(
        (name) => matches[0] !== undefined && staticSegments(name) === staticSegments(matches[0]),
      );
      if (best.length !== 1 || best[0] !== page.route) {
        problems.push(
          `${page.path} (listed as ${page.route}) matches ${best.join(', ') || 'none'}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists at least one page of every route, and no page twice', () => {
    const routesWithPages = new Set(listed.map((page) => page.route));
    expect(Object.keys(ROUTES).filter((name) => !routesWithPages.has(name as RouteName))).toEqual(
      [],
    );
    expect(new Set(listed.map((page) => page.path)).size).toBe(listed.length);
  });

  it('builds each link from the pattern it is matched by', () => {
    const link = paths.serviceInCity('windshield-repairs', 'oakland');
    expect(link).toBe('/services/windshield-repairs/oakland');
    expect(resolveRoute(link)).toEqual({
      name: 'serviceInCity',
      params: { serviceType: 'windshield-repairs', citySlug: 'oakland' },
    });
    expect(paths.brand('tesla')).toBe('/services/auto-glass-repair/tesla-windshield-replacement');
    expect(resolveRoute(paths.brand('tesla'))?.name).toBe('brand');
    expect(resolveRoute('/leads/linkedin')?.name).toBe('linkedinLanding');
    expect(resolveRoute('/leads/facebook')?.name).toBe('landing');
  });

  it('matches patterns exactly', () => {
    expect(matchPattern('/blog/:slug', '/blog/a-post')).toEqual({ slug: 'a-post' });
    expect(matchPattern('/blog/:slug', '/blog')).toBeNull();
    expect(matchPattern('/blog/:slug', '/blog//a-post')).toBeNull();
    expect(matchPattern('/blog/:slug', '/Blog/a-post')).toBeNull();
    expect(resolveRoute('/no-such-page')).toBeNull();
    expect(() => fillPattern('/blog/:slug', {})).toThrow(':slug');
  });

  it('keeps query links and anchors on their route', () => {
    expect(paths.blogSearch('ADAS & more')).toBe('/blog?search=ADAS%20%26%20more');
    expect(paths.blogPage(new URLSearchParams('category=x&page=3'), 1)).toBe('/blog?category=x');
    expect(paths.county('San Mateo')).toBe('/locations#san-mateo');
    expect(paths.fleetForm()).toBe('/services/fleet-services#fleet-form');
  });
});
