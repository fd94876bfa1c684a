/**
 * Shapes of the Spanish page copy (docs/decisions/spanish.md#copy-and-catalogues). Page copy is
 * written per page in `src/content/es/`; short interface strings live in the message
 * catalogues instead.
 */

/** A city page's own Spanish copy, written for that city (not a translated template). */
export interface SpanishCityCopy {
  /** About 150 to 220 words on driving, parking and glass damage in this city. */
  description: string;
  /** The search snippet: 70 to 160 characters. */
  metaDescription: string;
}
