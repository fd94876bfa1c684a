/**
 * The Spanish city copy of San Mateo, San Francisco and Contra Costa counties keeps the rules of
 * docs/decisions/spanish.md#city-pages-in-spanish: one page per city, written for that city,
 * in Spanish and in the "usted" form, naming only places its English copy names, and promising
 * nothing the business does not keep.
 */
import { businessProfile } from '../../business-profile';
import { CITIES } from '../../cities';
import { CITY_PROFILES } from '../../city-profiles';
import type { County } from '../../types';
import { sentences, wordCount } from '../../validate/text';
import type { SpanishCityCopy } from '../types';
import { CONTRA_COSTA_CITY_COPY } from './contra-costa';
import { SAN_FRANCISCO_CITY_COPY } from './san-francisco';
import { SAN_MATEO_CITY_COPY } from './san-mateo';

const COPY_BY_COUNTY: [County, Record<string, SpanishCityCopy>][] = [
  ['San Francisco', SAN_FRANCISCO_CITY_COPY],
  ['Contra Costa', CONTRA_COSTA_CITY_COPY],
  ['San Mateo', SAN_MATEO_CITY_COPY],
];

const ALL_COPY: [string, SpanishCityCopy][] = COPY_BY_COUNTY.flatMap(([, copy]) =>
  Object.entries(copy),
);

function cityName(id: string): string {
  const city = CITIES.find((candidate) => candidate.id === id);
  if (!city) throw new Error(`"${id}" is not a city of cities.ts`);
  return city.name;
}

/** A word of the text, matched whole (Spanish letters count as letters). */
function hasWord(text: string, words: string): boolean {
  return new RegExp(`(?<![\\p{L}\\d])(?:${words})(?![\\p{L}\\d])`, 'iu').test(text);
}

/** The sentences of a text, as written (for the promise checks). */
function sentencesAsWritten(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** A speed named: a visit or a job the same day or the next. */
const SPEED = 'mismo día|día siguiente|próximo día|de inmediato|en menos de';
/** Words that make a speed a possibility instead of a promise. */
const SPEED_CONDITION =
  'a menudo|cuando|si hay|si la agenda|no está garantizad[oa]|no garantizad[oa]|sin garantía|puede|posible';

/** "Not guaranteed": the condition of a speed, not a guarantee. */
const NOT_GUARANTEED = /no (?:está |es )?garantizad[oa]s?/giu;

/**
 * Each sentence that promises what the business does not: a speed without its condition,
 * a guarantee of anything but the warranty, "anywhere in", a credential, a reply time.
 * `unkeptPromises` (src/content/promise-wording.ts) reads English only.
 */
function unkeptPromisesEs(text: string): string[] {
  return sentencesAsWritten(text).filter(
    (sentence) =>
      (hasWord(sentence, SPEED) && !hasWord(sentence, SPEED_CONDITION)) ||
      hasWord(sentence, 'en cualquier (?:parte|lugar|punto)') ||
      hasWord(sentence.replace(NOT_GUARANTEED, ''), 'garantizamos|garantizad[oa]s?') ||
      hasWord(sentence, 'certificad[oa]s?') ||
      /(?:respond|contest|devolvemos la llamada|le llamamos)[^.!?]*(?:minuto|hora)/iu.test(
        sentence,
      ),
  );
}

/** Capitalized words inside a sentence: the names of places, roads and things. */
function namesIn(text: string): string[] {
  return sentencesAsWritten(text).flatMap((sentence) =>
    sentence
      .split(/\s+/)
      .slice(1)
      .map((word) => word.replace(/^[(¿¡"“]+|[),.;:!?"”]+$/g, '').replace(/’/g, "'"))
      .filter((word) => /^\p{Lu}/u.test(word)),
  );
}

const SHOP = businessProfile.calibrationShop;

/** Names every page may use besides its English copy's: the profile's towns and terms of the trade. */
const NAMES_OF_THE_BUSINESS = new Set([
  businessProfile.address.locality,
  SHOP,
  'ADAS',
  'OEM',
  'OEE',
]);

/** Names Spanish prose spells its own way: "San José" for the city named San Jose. */
const SPANISH_SPELLINGS: Record<string, string> = { José: 'Jose' };

describe('Spanish city copy of San Mateo, San Francisco and Contra Costa', () => {
  it.each(COPY_BY_COUNTY)('has pages only for cities of %s', (county, copy) => {
    const ids = CITIES.filter((city) => city.county === county).map((city) => city.id);
    expect(Object.keys(copy).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(COPY_BY_COUNTY)('has a page for every city of %s', (county, copy) => {
    const ids = CITIES.filter((city) => city.county === county).map((city) => city.id);
    expect(Object.keys(copy).sort()).toEqual(ids.sort());
  });

  it('describes each city in 130 to 240 words', () => {
    const outside = ALL_COPY.map(([id, copy]) => [id, wordCount(copy.description)] as const).filter(
      ([, words]) => words < 130 || words > 240,
    );
    expect(outside).toEqual([]);
  });

  it('gives each city a search snippet of 70 to 160 characters that names it', () => {
    const wrong = ALL_COPY.filter(
      ([id, { metaDescription }]) =>
        metaDescription.length < 70 ||
        metaDescription.length > 160 ||
        !metaDescription.includes(cityName(id)),
    ).map(([id, { metaDescription }]) => `${id} (${metaDescription.length}): ${metaDescription}`);
    expect(wrong).toEqual([]);
  });

  it('shares no sentence and no snippet between two cities', () => {
    const firstCity = new Map<string, string>();
    const repeated: string[] = [];
    for (const [id, copy] of ALL_COPY)
      for (const sentence of [...sentences(copy.description), copy.metaDescription]) {
        const other = firstCity.get(sentence);
        if (other && other !== id) repeated.push(`${id} repeats ${other}: "${sentence}"`);
        firstCity.set(sentence, id);
      }
    expect(repeated).toEqual([]);
  });

  it('leaves no English behind', () => {
    // Names stay in English, so the copy uses none whose words are these ("los Willows").
    // Whole words only: "andén" is Spanish.
    const english = 'the|and|with|your|our|you|we|for|of|to|is|are|from|near|windshield|driveway';
    const left = ALL_COPY.filter(([, copy]) =>
      hasWord(`${copy.description} ${copy.metaDescription}`, english),
    ).map(([id]) => id);
    expect(left).toEqual([]);
  });

  it('speaks to the reader as "usted", never "tú"', () => {
    const informal = 'tú|tu|tus|te|ti|contigo|puedes|tienes|quieres|necesitas|llámanos';
    const left = ALL_COPY.filter(([, copy]) =>
      hasWord(`${copy.description} ${copy.metaDescription}`, informal),
    ).map(([id]) => id);
    expect(left).toEqual([]);
  });

  it('keeps one word for the car, the van and the quote', () => {
    // "carro", "la camioneta" and "cotización" (docs/decisions/spanish.md#city-pages-in-spanish).
    const other = ALL_COPY.filter(([, copy]) =>
      hasWord(
        `${copy.description} ${copy.metaDescription}`,
        'autos?|coches?|unidad móvil|presupuestos?',
      ),
    ).map(([id]) => id);
    expect(other).toEqual([]);
  });

  it('makes no speed, place, reply-time or credential promise the business does not keep', () => {
    expect(unkeptPromisesEs('Cambiamos su parabrisas el mismo día.')).toHaveLength(1);
    expect(
      unkeptPromisesEs('A menudo hay citas el mismo día, aunque no está garantizado.'),
    ).toEqual([]);
    expect(unkeptPromisesEs('Vamos a cualquier calle; le respondemos en una hora.')).toHaveLength(
      1,
    );
    expect(unkeptPromisesEs('Trabajamos en cualquier parte de la ciudad.')).toHaveLength(1);
    expect(unkeptPromisesEs('Nuestros técnicos certificados llegan pronto.')).toHaveLength(1);
    const unkept = ALL_COPY.flatMap(([id, copy]) =>
      unkeptPromisesEs(`${copy.description} ${copy.metaDescription}`).map(
        (sentence) => `${id}: ${sentence}`,
      ),
    );
    expect(unkept).toEqual([]);
  });

  it('leaves the fleet terms and the warranty length to the pages that read them', () => {
    // They are the business's terms, stated where they are kept (promise-wording.ts, the
    // profile's warranty), so a city paragraph cannot go stale when they change.
    const stated = ALL_COPY.filter(([, copy]) =>
      /24 a 48|48 horas|net-30|neto 30|30 días|de por vida|vitalicia/i.test(
        `${copy.description} ${copy.metaDescription}`,
      ),
    ).map(([id]) => id);
    expect(stated).toEqual([]);
  });

  it('sends static calibration to the calibration shop, in the sentence that names it', () => {
    const elsewhere = ALL_COPY.flatMap(([id, copy]) =>
      sentencesAsWritten(copy.description)
        .filter((sentence) => /estátic/i.test(sentence) && !sentence.includes(`taller de ${SHOP}`))
        .map((sentence) => `${id}: ${sentence}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('states the repair limit as half an inch whenever it names one', () => {
    // "a 2 pulgadas del borde" is how far from the edge, not the size of the damage.
    const wrong = ALL_COPY.flatMap(([id, copy]) =>
      [...copy.description.matchAll(/(\S+) pulgadas?( del borde)?/g)]
        .filter(([, before, fromTheEdge]) => before !== 'media' && !fromTheEdge)
        .map(([limit]) => `${id}: ${limit}`),
    );
    expect(wrong).toEqual([]);
  });

  it('names only places and roads that the English copy of the same city names', () => {
    const unknown = ALL_COPY.flatMap(([id, copy]) => {
      const english = CITY_PROFILES[id]!;
      const source = `${english.description} ${english.neighborhoods.join(' ')} ${cityName(id)}`;
      return namesIn(`${copy.description} ${copy.metaDescription}`)
        .map((name) => SPANISH_SPELLINGS[name] ?? name)
        .filter((name) => !NAMES_OF_THE_BUSINESS.has(name) && !source.includes(name))
        .map((name) => `${id}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });
});
