/**
 * The English message catalogue: the short interface strings every page shares, as ICU
 * MessageFormat, keyed by stable ids (docs/decisions/spanish.md#catalogues). An id names what
 * the string is for, never its wording, so editing the English text keeps the id.
 *
 * After editing a catalogue run `npm run messages`: it compiles both catalogues into
 * `src/i18n/compiled/` (a test fails while they are stale).
 */
import { pagesEn } from './pages-en';

export const en = {
  // The language switch in the header: it names the other language, in that language.
  'language.switch': 'Español',
  'language.switchLabel': 'Leer esta página en español',

  // The site shell.
  'shell.skipToContent': 'Skip to main content',
  'shell.homeLabel': '{name}, home',
  'shell.quote': 'Quote',
  'shell.callLabel': 'Call {phone}',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',

  // The content pages' strings, in a part of their own.
  ...pagesEn,
} as const;

/** The id of a message: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A catalogue: every id with its text in one language. */
export type Catalogue = Record<MessageId, string>;
