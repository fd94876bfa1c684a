import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CITIES } from './cities';
import { CITY_PROFILES } from './city-profiles';
import {
  bearingDegrees,
  compassDirection,
  distanceMiles,
  driveTimeRange,
  localFacts,
} from './local-facts';
import { validateLocalServiceNotes, validateNotesHomeCity } from './validate/validate-content';

const city = (id: string) => CITIES.find((candidate) => candidate.id === id)!;

describe('computed local facts', () => {
  it('measures great-circle miles and compass bearings', () => {
    const hayward = { latitude: 37.6336, longitude: -122.0966 };
    const sanFrancisco = { latitude: 37.7749, longitude: -122.4194 };
    expect(distanceMiles(hayward, sanFrancisco)).toBeCloseTo(20.2, 0);
    expect(compassDirection(bearingDegrees(hayward, sanFrancisco))).toBe('northwest');
  });

  it('gives a drive-time range from the road factor, in five-minute steps, never under ten', () => {
    expect(driveTimeRange(1)).toEqual({ fastest: 10, slowest: 15 });
    const { fastest, slowest } = driveTimeRange(23.4);
    expect(fastest % 5).toBe(0);
    expect(slowest).toBeGreaterThan(fastest);
    expect(fastest).toBeGreaterThanOrEqual(30);
    expect(slowest).toBeLessThanOrEqual(70);
  });

  it('lists the nearest cities, and no route a van would take, for every city', () => {
    const campbell = localFacts(city('campbell'));
    expect(campbell.nearest.map((other) => other.id)).toContain('los-gatos');
    expect(campbell.miles).toBeGreaterThan(20);
    const hayward = localFacts(city('hayward'));
    expect(hayward.nearest).toHaveLength(3);
    expect(hayward.nearest.map((other) => other.id)).not.toContain('hayward');
    // Which towns a van passes depends on roads and bridges: it is not computed from bearings.
    for (const each of CITIES)
      expect(Object.keys(localFacts(each)).sort()).toEqual([
        'countyCities',
        'direction',
        'drive',
        'miles',
        'nearest',
      ]);
    expect(localFacts(city('san-francisco')).countyCities).toEqual([]);
    expect(localFacts(city('oakland')).countyCities).toHaveLength(13);
  });
});

describe('no invented local facts', () => {
  const page = (file: string) => readFileSync(path.join(__dirname, '..', 'pages', file), 'utf8');

  it('has no hand-set "most requested" service for any city', () => {
    for (const city of CITIES)
      expect(Object.keys(CITY_PROFILES[city.id]!).sort()).toEqual(['description', 'neighborhoods']);
    expect(page('locations/city-page.tsx')).not.toMatch(/most requested/i);
  });

  it('states no route a van takes', () => {
    expect(page('service-in-city/service-in-city-page.tsx')).not.toMatch(
      /van passes|on its way to|same route/i,
    );
  });
});

describe('service-in-city notes validation', () => {
  it('accepts the notes of every pair', () => {
    expect(validateLocalServiceNotes()).toEqual([]);
  });

  it('names a missing pair, a short note and a pair written twice', () => {
    const long = Array.from({ length: 80 }, () => 'word').join(' ');
    const faqs = [
      { question: 'Q1?', answer: 'A1.' },
      { question: 'Q2?', answer: 'A2.' },
    ];
    const problems = validateLocalServiceNotes({
      'a.ts': {
        'windshield-replacement/oakland': { paragraphs: [long, long], faqs },
        'windshield-repairs/oakland': { paragraphs: ['Too short.', 'Still short.'], faqs },
      },
      'b.ts': { 'windshield-replacement/oakland': { paragraphs: [long, long], faqs } },
    });
    expect(problems).toContain(
      'local-service/b.ts windshield-replacement/oakland: also written in a.ts',
    );
    expect(problems).toContain(
      'local-service/a.ts windshield-repairs/oakland: 4 words, expected at least 150',
    );
    expect(problems).toContain('local-service: no note for "fleet-services/oakland"');
  });

  it('fails when the profile moves the base or the calibration shop away from the notes', () => {
    expect(validateNotesHomeCity('Hayward', 'Hayward')).toEqual([]);
    const moved = validateNotesHomeCity('San Leandro', 'San Leandro');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(
      /^local-service: \d+ notes .* written for vans based in Hayward .* base in San Leandro and the shop in San Leandro: rewrite them$/,
    );
    const faqs = [{ answer: 'Yes.' }];
    expect(
      validateNotesHomeCity('Oakland', 'Oakland', {
        'a.ts': { 'windshield-repairs/berkeley': { paragraphs: ['No home city named.'], faqs } },
      }),
    ).toEqual([]);
  });
});
