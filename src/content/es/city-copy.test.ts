import { CITIES } from '../cities';
import { loadEverySpanishCityCopy, type SpanishCountyCityCopy } from './city-copy';

/** Sentences of a paragraph, lowercased, long enough to be a sentence of its own. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/u).length >= 6);
}

describe('Spanish city copy, all counties together', () => {
  let SPANISH_CITY_COPY: SpanishCountyCityCopy;
  beforeAll(async () => {
    SPANISH_CITY_COPY = await loadEverySpanishCityCopy();
  });

  it('has exactly one entry per city the vans serve', () => {
    expect(Object.keys(SPANISH_CITY_COPY).sort()).toEqual(CITIES.map((city) => city.id).sort());
  });

  it('shares no sentence and no snippet between two cities, across county files', () => {
    const seenSentence = new Map<string, string>();
    const seenSnippet = new Map<string, string>();
    const shared: string[] = [];
    for (const [cityId, copy] of Object.entries(SPANISH_CITY_COPY)) {
      for (const sentence of sentences(copy.description)) {
        const other = seenSentence.get(sentence);
        if (other && other !== cityId) shared.push(`${other} and ${cityId}: ${sentence}`);
        seenSentence.set(sentence, cityId);
      }
      const snippet = copy.metaDescription.toLowerCase();
      const other = seenSnippet.get(snippet);
      if (other) shared.push(`${other} and ${cityId}: ${snippet}`);
      seenSnippet.set(snippet, cityId);
    }
    expect(shared).toEqual([]);
  });
});
