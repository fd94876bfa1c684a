/**
 * The lead form's words in the page's language (docs/decisions/spanish.md#the-lead-form-in-spanish).
 * They are a catalogue part of their own, compiled into `src/i18n/compiled/forms-*.ts`: the
 * English part comes with the form's code; a Spanish page that shows a form wraps it in
 * `FormMessagesProvider` with the Spanish part (its page module imports it), so a Spanish page
 * without a form never loads it and hydration never waits for it.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FleetFormCopy } from '@/content/fleet-form';
import type { CompiledFormCatalogue } from '@/i18n/compiled-catalogue';
import type { FormMessageId } from '@/i18n/catalogues/forms-en';
import { messages as englishFormMessages } from '@/i18n/compiled/forms-en';
import type { Locale } from '@/i18n/locales';
import { createTranslator, type Translate } from '@/i18n/translator';
import { LEAD_MESSAGES } from '@/domain/lead-fields';

interface FormMessages {
  locale: Locale;
  t: Translate<FormMessageId>;
  /**
   * The fleet fields' words: content, not catalogue messages, because the English next steps
   * are written from the profile's fleet terms (src/content/fleet-form.ts). Given by every
   * provider; the English default leaves them to the lead form, so the quote flow, which reads
   * this context too, does not carry them.
   */
  fleet?: FleetFormCopy;
}

const ENGLISH: FormMessages = {
  locale: 'en',
  t: createTranslator<FormMessageId>('en', englishFormMessages),
};

const FormMessagesContext = createContext<FormMessages>(ENGLISH);

export function FormMessagesProvider({
  locale,
  messages,
  fleet,
  children,
}: {
  locale: Locale;
  messages: CompiledFormCatalogue;
  fleet: FleetFormCopy;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, t: createTranslator<FormMessageId>(locale, messages), fleet }),
    [locale, messages, fleet],
  );
  return <FormMessagesContext value={value}>{children}</FormMessagesContext>;
}

/** The lead form's translator, language and fleet words. */
export function useFormMessages(): FormMessages {
  return useContext(FormMessagesContext);
}

type LeadMessageKey = keyof typeof LEAD_MESSAGES;

/**
 * The id of a validation message: the schema (shared with the lead service, which answers a
 * refused lead with the same words) writes LEAD_MESSAGES' English, and the form shows the
 * message of the same key in its own language. A message the catalogue does not know
 * (none today) is shown as it came.
 */
export function formErrorText(t: Translate<FormMessageId>, message: string): string {
  const key = (Object.keys(LEAD_MESSAGES) as LeadMessageKey[]).find(
    (candidate) => LEAD_MESSAGES[candidate] === message,
  );
  return key ? t(`form.error.${key}`) : message;
}

/** A form's errors, each in the form's language. */
export function formErrorTexts(
  t: Translate<FormMessageId>,
  errors: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, message]) => [name, formErrorText(t, message)]),
  );
}
