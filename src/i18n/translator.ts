/**
 * Turns a message id and its values into text in one language, through Lingui
 * (docs/decisions/spanish.md#library). Plurals, numbers and dates in a message are formatted
 * by Lingui with the browser's `Intl`, for the locale's tag (`es-US`, `en-US`). Shared by the
 * browser and the server (e-mails and texts), so it has no React.
 */
import { setupI18n } from '@lingui/core';
import type { MessageId } from './catalogues/en';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_TAGS, type Locale } from './locales';

/** Values of a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number | Date>;

export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string;

/** A translator of the shared catalogue, or of a catalogue part (the lead form's). */
export function createTranslator<Id extends string = MessageId>(
  locale: Locale,
  messages: Record<Id, CompiledMessage>,
): Translate<Id> {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
  return (id, values) => i18n._(id, values);
}
