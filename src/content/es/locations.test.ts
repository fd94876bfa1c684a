import { CITIES } from '../cities';
import { SERVICE_AREA } from '../service-area';
import { COUNTIES } from '../types';
import { SPANISH_LOCATIONS_PAGE } from './locations';
import { spanishVisitTiming } from './promise-wording';
import { englishLeftIn, stringsOf } from './spanish-copy.test-harness';
import { unkeptSpanishClaims } from './truth-rules';

const page = SPANISH_LOCATIONS_PAGE;

describe('Spanish locations index copy', () => {
  it('counts cities and counties from the data', () => {
    expect(page.heroIntro).toContain(
      `hacia ${CITIES.length} ciudades en ${COUNTIES.length} condados`,
    );
    expect(page.metaDescription).toContain(`en ${CITIES.length} ciudades`);
    expect(page.metaDescription).toContain(
      'Alameda, Santa Clara, San Francisco, Contra Costa y San Mateo',
    );
    // Another city list gives other numbers: nothing is typed by hand.
    const shorter = CITIES.filter((city) => city.county !== 'San Mateo');
    let intro = '';
    jest.isolateModules(() => {
      jest.doMock('../cities', () => ({ CITIES: shorter }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the shorter list
      intro = (require('./locations') as typeof import('./locations')).SPANISH_LOCATIONS_PAGE
        .heroIntro;
    });
    expect(intro).toContain(`hacia ${shorter.length} ciudades`);
    expect(shorter.length).toBeLessThan(CITIES.length);
  });

  it('names the base, the radius and the speed from the profile', () => {
    expect(page.heroIntro).toContain(`salen de ${SERVICE_AREA.base} cada mañana`);
    expect(page.fallbackText).toContain(
      `unas ${SERVICE_AREA.radiusMiles} millas alrededor de ${SERVICE_AREA.base}`,
    );
    expect(page.listIntro).toContain(spanishVisitTiming());
  });

  it('words a county and its count in Spanish', () => {
    expect(page.countyName('Contra Costa')).toBe('Condado de Contra Costa');
    expect(page.cityCount(1)).toBe('1 ciudad');
    expect(page.cityCount(14)).toBe('14 ciudades');
  });

  it('fits search results', () => {
    expect(page.metaTitle.length).toBeLessThanOrEqual(60);
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('is Spanish and keeps the truth rules', () => {
    const copy = [
      ...stringsOf(page),
      ...COUNTIES.map((county) => ({ source: county, text: page.countyName(county) })),
    ];
    expect(englishLeftIn(copy)).toEqual([]);
    expect(
      copy.flatMap(({ text }) =>
        unkeptSpanishClaims(text, { sameDayVisits: true, certificationNamed: false }),
      ),
    ).toEqual([]);
  });
});
