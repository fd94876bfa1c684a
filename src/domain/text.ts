/**
 * The one rule for text a visitor types, used by every public input schema (lead,
 * quote, newsletter) in the browser and on the server
 * (docs/decisions/server-reliability.md, 'Visitor text').
 *
 * - Single-line fields (names, company, make, model, insurer) refuse control characters
 *   (line breaks and tabs included), line and paragraph separators, bidirectional
 *   overrides and isolates, and zero-width characters, with the field's own message: such
 *   a name can forge lines in the owner's email or show reversed text in the inbox.
 * - Multi-line fields (the message) keep line breaks and lose every other such character.
 * - Fields the page fills in (page address, UTM values, consent wording) lose them too:
 *   they are never a reason to refuse a lead.
 */
import { z } from './zod';

/**
 * Every control character (C0, DEL, C1), the line and paragraph separators, the
 * bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F, U+061C,
 * U+202A–U+202E, U+2066–U+2069), and the zero-width characters (U+200B–U+200D, U+2060,
 * U+FEFF), plus the other invisible format characters around them (U+2061–U+2064 and
 * U+206A–U+206F, U+00AD soft hyphen, U+180E).
 */
const HIDDEN_CHARACTER_SOURCE =
  '\\p{Cc}\\u2028\\u2029\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\uFEFF';
const HIDDEN_CHARACTER = new RegExp(`[${HIDDEN_CHARACTER_SOURCE}]`, 'u');
const HIDDEN_CHARACTERS = new RegExp(`[${HIDDEN_CHARACTER_SOURCE}]`, 'gu');
/** The same, less the line feed: what a multi-line field loses. */
const HIDDEN_EXCEPT_LINE_FEED = new RegExp(`(?!\\n)[${HIDDEN_CHARACTER_SOURCE}]`, 'gu');
/** Characters that break or space a line: a space where they were, not nothing. */
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]+/gu;

/** True when `text` holds a character no single-line field accepts. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/**
 * `text` on one line: line breaks and tabs made a space, every other character above
 * removed (for text the page fills in, and for stored text shown on one line).
 */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(LINE_BREAKS_AND_TABS, ' ').replace(HIDDEN_CHARACTERS, '');
}

/**
 * Multi-line text as it is kept: line endings made `\n`, every other control, bidi or
 * zero-width character removed.
 */
export function cleanMultiLineText(text: string): string {
  return text.replace(/\r\n?|\u2028|\u2029/g, '\n').replace(HIDDEN_EXCEPT_LINE_FEED, '');
}

/** A required single-line field: trimmed, 1 to `max` characters, nothing hidden. */
export function singleLineText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !hasHiddenCharacters(value), message);
}

/** An optional single-line field: blank is undefined, otherwise as `singleLineText`. */
export function optionalSingleLineText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => !hasHiddenCharacters(value), message)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An optional multi-line field (`cleanMultiLineText`), at most `max` characters. */
export function optionalMultiLineText(max: number, message: string) {
  return z
    .string({ error: message })
    .transform(cleanMultiLineText)
    .pipe(z.string().trim().max(max, message))
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Optional text the page fills in (page address, UTM values): cleaned, cut to `max`, never refused. */
export function pageFilledText(max: number) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const cleaned = value === undefined ? '' : withoutHiddenCharacters(value).trim();
      // Trimmed again after the cut, so parsing a stored value again changes nothing.
      return cleaned ? Array.from(cleaned).slice(0, max).join('').trimEnd() : undefined;
    });
}
