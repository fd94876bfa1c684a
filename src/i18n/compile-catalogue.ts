/**
 * Compiles a catalogue's ICU messages into Lingui's compiled form. Used where the ICU parser
 * may run: the build script that writes src/i18n/compiled/ for the browser, and the server,
 * which compiles its own catalogues (emails, refused posts, newsletter pages) when it loads
 * (docs/decisions/spanish.md#server). Never imported by browser code, which gets the
 * precompiled modules (docs/decisions/spanish.md#compiled-ahead-of-time).
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** Each message compiled; an invalid one throws, naming its id (and the catalogue's label). */
export function compileCatalogue<Id extends string>(
  catalogue: Record<Id, string>,
  label = 'catalogue',
): Record<Id, CompiledMessage> {
  return Object.fromEntries(
    Object.entries<string>(catalogue).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`Message ${label} ${id} is not valid ICU MessageFormat`, { cause: error });
      }
    }),
  ) as Record<Id, CompiledMessage>;
}
