/**
 * The Spanish city copy of Alameda and Santa Clara counties holds to the rules of
 * docs/decisions/spanish.md#city-pages-in-spanish: every city of the county and no other, the
 * lengths the page expects, no sentence shared between two cities, no English left behind and
 * no promise the business does not make.
 */
import { businessProfile } from '@/content/business-profile';
import { CITIES } from '@/content/cities';
import { unkeptPromises } from '@/content/promise-wording';
import type { County } from '@/content/types';
import { sentences, wordCount } from '@/content/validate/text';
import type { SpanishCityCopy } from '../types';
import { ALAMEDA_CITY_COPY } from './alameda';
import { SANTA_CLARA_CITY_COPY } from './santa-clara';

const COPY_BY_COUNTY: [County, Record<string, SpanishCityCopy>][] = [
  ['Alameda', ALAMEDA_CITY_COPY],
  ['Santa Clara', SANTA_CLARA_CITY_COPY],
];

/** Every city of these files with its copy, for the checks that span both counties. */
const ALL_COPY = COPY_BY_COUNTY.flatMap(([, copy]) => Object.entries(copy));

const cityName = (id: string) => CITIES.find((city) => city.id === id)?.name ?? id;

/** Lowercase and without accents, so "San José" in Spanish prose names the city "San Jose". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The sentences of a text, split as a reader sees them (a ";" does not end one). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * Short English words that never occur in Spanish prose: one of them means a sentence or a
 * phrase was left untranslated. Proper names keep their English words, so the names the copy
 * uses must not contain these.
 */
// Whole words by Unicode letters, so a Spanish word such as 'andén' is not read as 'and'.
const ENGLISH_WORDS =
  /(?<!\p{L})(?:the|and|with|your|our|you|we|for|of|to|is|are|from|near)(?!\p{L})/iu;

/**
 * The Spanish truth list (src/content/promise-wording.ts reads English only): a same-day visit
 * only with its condition, no promise of place, no guarantee of speed, no credential, no reply
 * time.
 */
const SAME_DAY = /mismo día|día siguiente/i;
const SAME_DAY_CONDITION = /a menudo|cuando|si hay|no garantizad|puede/i;
const FORBIDDEN: [RegExp, string][] = [
  [/en cualquier (?:parte|lugar)|dondequiera/i, 'a promise of place'],
  [/garantiza/i, 'a guarantee'],
  [/certificad/i, 'a credential'],
  [/\b(?:respond|contest)\w*|le llamamos|le devolvemos/i, 'a reply time'],
];

/**
 * Terms that come from the business profile alone and change with it: fleet response time and
 * billing terms, and the warranty's length. City copy leaves them to the pages that read the
 * profile.
 */
const PROFILE_TERMS = /24 a 48|48 horas|net-30|neto 30|de por vida|vitalicia/i;

describe.each(COPY_BY_COUNTY)('Spanish city copy of %s County', (county, copy) => {
  it('has every city of the county and only those', () => {
    const expected = CITIES.filter((city) => city.county === county).map((city) => city.id);
    expect(Object.keys(copy).sort()).toEqual([...expected].sort());
  });

  it.each(Object.entries(copy))('%s: description of 130 to 240 words', (_id, { description }) => {
    const words = wordCount(description);
    expect(words).toBeGreaterThanOrEqual(130);
    expect(words).toBeLessThanOrEqual(240);
  });

  it.each(Object.entries(copy))(
    '%s: meta description of 70 to 160 characters that names the city',
    (id, { metaDescription }) => {
      expect(metaDescription.length).toBeGreaterThanOrEqual(70);
      expect(metaDescription.length).toBeLessThanOrEqual(160);
      expect(plain(metaDescription)).toContain(plain(cityName(id)));
    },
  );
});

describe('Spanish city copy of Alameda and Santa Clara counties', () => {
  it('shares no sentence between two cities', () => {
    const firstCity = new Map<string, string>();
    const repeated: string[] = [];
    for (const [id, { description }] of ALL_COPY) {
      for (const sentence of sentences(description)) {
        const other = firstCity.get(sentence);
        if (other && other !== id) repeated.push(`${id} repeats ${other}: "${sentence}"`);
        firstCity.set(sentence, id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('shares no meta description between two cities', () => {
    const metas = ALL_COPY.map(([, copy]) => copy.metaDescription);
    expect(new Set(metas).size).toBe(metas.length);
  });

  it.each(ALL_COPY)('%s: has no English words left', (_id, copy) => {
    for (const text of [copy.description, copy.metaDescription])
      expect(text.match(ENGLISH_WORDS)).toBeNull();
  });

  it.each(ALL_COPY)('%s: promises nothing the business does not', (_id, copy) => {
    for (const text of [copy.description, copy.metaDescription]) {
      // Catches English promise wording left in by mistake.
      expect(unkeptPromises(text)).toEqual([]);
      const unconditionalSameDay = sentencesOf(text).filter(
        (sentence) => SAME_DAY.test(sentence) && !SAME_DAY_CONDITION.test(sentence),
      );
      expect(unconditionalSameDay).toEqual([]);
      const broken = FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
      expect(broken).toEqual([]);
      expect(text.match(PROFILE_TERMS)).toBeNull();
    }
  });

  it.each(ALL_COPY)(
    '%s: places static calibration only at the calibration shop',
    (_id, { description }) => {
      const elsewhere = sentencesOf(description).filter(
        (sentence) =>
          /estátic/i.test(sentence) && !sentence.includes(businessProfile.calibrationShop),
      );
      expect(elsewhere).toEqual([]);
    },
  );

  it.each(ALL_COPY)('%s: keeps the chosen words for the van and the quote', (_id, copy) => {
    // "la camioneta" and "cotización" (docs/decisions/spanish.md#city-pages-in-spanish).
    for (const text of [copy.description, copy.metaDescription])
      expect(text.match(/unidad móvil|presupuesto/i)).toBeNull();
  });
});
