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
