/**
 * The placeholder names of an ICU message, shared by the catalogue checks
 * (src/i18n/catalogues.test.ts, src/features/lead-capture/form-messages.test.ts): a translation
 * must keep every placeholder of the English text, or the page shows a raw `{name}` or drops a
 * value. The walker itself is tested in src/i18n/catalogues.test.ts ("find a changed
 * placeholder").
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The names of a compiled message's placeholders, plural and select branches included. */
function placeholderNames(message: CompiledMessage): string[] {
  return message.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [name, , format] = token;
    const branches =
      format && typeof format === 'object' && !Array.isArray(format)
        ? Object.values(format).flatMap((branch) =>
            Array.isArray(branch) ? placeholderNames(branch as CompiledMessage) : [],
          )
        : [];
    return [name, ...branches];
  });
}

/** Each placeholder name of `text` once, sorted, so two messages compare with `toEqual`. */
export function messagePlaceholders(text: string): string[] {
  return [...new Set(placeholderNames(compileMessageOrThrow(text)))].sort();
}
