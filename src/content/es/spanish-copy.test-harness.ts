/**
 * What the tests of the Spanish copy read it with: every string with where it sits, the
 * strings left equal to their English twin, and English words left in Spanish text.
 */

export interface CopyString {
  /** Key path: 'windshield-repairs.faqs[2].answer'. */
  source: string;
  text: string;
}

/** Keys that hold identifiers, not copy. */
const NOT_COPY = new Set(['slug']);

/** Every string of a copy record, with its key path. */
export function stringsOf(value: unknown, source = ''): CopyString[] {
  if (typeof value === 'string') return [{ source, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${source}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_COPY.has(key) ? [] : stringsOf(item, source ? `${source}.${key}` : key),
    );
  return [];
}

/** The key paths where the Spanish string is the English one, word for word. */
export function untranslated(spanish: unknown, english: unknown): string[] {
  const englishBySource = new Map(stringsOf(english).map(({ source, text }) => [source, text]));
  return stringsOf(spanish)
    .filter(({ source, text }) => englishBySource.get(source) === text)
    .map(({ source, text }) => `${source}: ${text}`);
}

/** Common English words that have no business in a Spanish sentence. */
const ENGLISH_WORDS = /(?:^|\s)(?:the|and|your|with|you|for|our)\s/i;

/** Each string that still has one of them. */
export function englishLeftIn(copy: CopyString[]): string[] {
  return copy
    .filter(({ text }) => ENGLISH_WORDS.test(text))
    .map(({ source, text }) => `${source}: ${text}`);
}

/** Where a sentence can put a job: at the driver's place, the yard, the road. */
const PLACE =
  /\b(?:entrada|estacionamiento|casa|oficina|patio|base|obra|garaje|calles?|domicilio|donde|lugar)\b/i;

/**
 * Each sentence that puts static calibration somewhere without naming the calibration shop,
 * where alone it is done (docs/decisions/launch-truth.md#calibration). A sentence that only
 * names the method ("estática, dinámica o las dos") places nothing.
 */
export function staticCalibrationAwayFromShop(copy: CopyString[], shop: string): string[] {
  return copy
    .flatMap(({ source, text }) =>
      text.split(/(?<=[.!?])\s+/).map((sentence) => ({ source, sentence })),
    )
    .filter(({ sentence }) => /\best[áa]tica\b/i.test(sentence) && PLACE.test(sentence))
    .filter(({ sentence }) => !sentence.includes(`taller de ${shop}`))
    .map(({ source, sentence }) => `${source}: ${sentence}`);
}
