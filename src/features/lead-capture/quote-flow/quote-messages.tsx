/**
 * The quote flow's and the plain quote form's words in the page's language
 * (docs/decisions/spanish.md#the-quote-flow-in-spanish). They are a catalogue part of their
 * own, compiled into `src/i18n/compiled/quote-*.ts`, and each language's part comes with the
 * code that renders the quote in that language, never with this module: an English page wraps
 * the flow in `EnglishQuoteMessages` (./english-quote-messages.tsx), a Spanish quote page in
 * `SpanishQuoteMessages` (./spanish-quote-messages.tsx), so a page carries one language's
 * words (docs/decisions/spanish.md#one-language-of-the-quote-part-per-page). The contact
 * fields and the consents keep reading the forms part (useFormMessages).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { businessProfile } from '@/content/business-profile';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { isPhotoRefusalReason } from '@/domain/photo-refusals';
import { ESTIMATE_LINES, QUOTE_MESSAGES, type EstimateLineKey } from '@/domain/quote';
import type { CompiledQuoteCatalogue } from '@/i18n/compiled-catalogue';
import type { FormMessageId } from '@/i18n/catalogues/forms-en';
import type { QuoteMessageId } from '@/i18n/catalogues/quote-en';
import { pathInLocale, type Locale } from '@/i18n/locales';
import type { PhotoRefusal } from '@/lib/quote-api-client';
import { createTranslator, type Translate } from '@/i18n/translator';
import { CollectionNotice } from '@/ui/collection-notice';
import { formErrorText, useFormMessages } from '../form-messages';

/**
 * The flow's words that are content, not catalogue messages, as the fleet words are for the
 * lead form: each language's content module writes them from the business profile.
 */
export interface QuoteContentWords {
  /** When the business answers: the opening hours (src/content/reply-wording.ts). */
  replyHours: () => string;
  /**
   * The "$0" insurance promise with its condition, never one without the other
   * (docs/decisions/launch-truth.md#insurance-wording).
   */
  zeroWithGlassCoverage: string;
}

interface QuoteMessages extends QuoteContentWords {
  locale: Locale;
  t: Translate<QuoteMessageId>;
}

// No default language: a default would bring its catalogue part to every page that shows the
// quote, the Spanish one too.
const QuoteMessagesContext = createContext<QuoteMessages | null>(null);

export function QuoteMessagesProvider({
  locale,
  messages,
  content,
  children,
}: {
  locale: Locale;
  messages: CompiledQuoteCatalogue;
  content: QuoteContentWords;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, t: createTranslator<QuoteMessageId>(locale, messages), ...content }),
    [locale, messages, content],
  );
  return <QuoteMessagesContext value={value}>{children}</QuoteMessagesContext>;
}

/** The quote flow's translator, language and content words. */
export function useQuoteMessages(): QuoteMessages {
  const messages = useContext(QuoteMessagesContext);
  if (!messages) {
    throw new Error(
      'The quote is rendered outside EnglishQuoteMessages or SpanishQuoteMessages: wrap it in its language',
    );
  }
  return messages;
}

type QuoteMessageKey = keyof typeof QUOTE_MESSAGES;

/** The key under which `record` holds `text`, if any. */
const keyOfText = <Key extends string>(record: Readonly<Record<Key, string>>, text: string) =>
  (Object.keys(record) as Key[]).find((key) => record[key] === text);

/**
 * A validation message in the flow's language: the schema and the lead service write the
 * domain's English (QUOTE_MESSAGES, LEAD_MESSAGES), the flow shows the message of the same
 * key, as `formErrorText` does for the lead form. A message no catalogue knows is shown as
 * it came.
 */
export function quoteErrorText(
  t: Translate<QuoteMessageId>,
  formT: Translate<FormMessageId>,
  message: string,
): string {
  const key = keyOfText<QuoteMessageKey>(QUOTE_MESSAGES, message);
  if (key) return t(`quote.error.${key}`);
  return (Object.values(LEAD_MESSAGES) as string[]).includes(message)
    ? formErrorText(formT, message)
    : message;
}

/** Each error of a step or a refused post, in the flow's language. */
export function quoteErrorTexts<Errors extends Readonly<Record<string, string | undefined>>>(
  t: Translate<QuoteMessageId>,
  formT: Translate<FormMessageId>,
  errors: Errors,
): Record<keyof Errors, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [
      name,
      message === undefined ? undefined : quoteErrorText(t, formT, message),
    ]),
  ) as Record<keyof Errors, string | undefined>;
}

/**
 * The refusals that name no reason, by their error code: the rate limit, and the body limit,
 * which answers before the photo is read. A photo's request carries the photo alone, so a body
 * over the limit is a photo over it.
 */
const REFUSAL_OF_CODE: Partial<Record<string, QuoteMessageId>> = {
  rate_limited: 'quote.refusal.rateLimited',
  payload_too_large: 'quote.refusal.tooLarge',
};

/**
 * Why a photo was not stored, in the flow's language: by the reason the service's answer
 * names, else by its error code, else (no answer, or one we have no words for) that it could
 * not be sent (docs/decisions/spanish.md#refusals-in-the-pages-language).
 */
export function photoRefusalText(t: Translate<QuoteMessageId>, refusal: PhotoRefusal): string {
  const byCode = refusal.error === undefined ? undefined : REFUSAL_OF_CODE[refusal.error];
  const id = isPhotoRefusalReason(refusal.reason)
    ? (`quote.refusal.${refusal.reason}` as const)
    : (byCode ?? 'quote.refusal.notSent');
  return t(id, { phone: businessProfile.phone.display });
}

/**
 * A line of the estimate (what it includes and depends on) in the flow's language:
 * `estimateQuote` writes the domain's English lines (ESTIMATE_LINES), each the message of its key.
 */
export function estimateLineText(t: Translate<QuoteMessageId>, line: string): string {
  const key = keyOfText<EstimateLineKey>(ESTIMATE_LINES, line);
  return key ? t(`quote.estimate.${key}`) : line;
}

/**
 * The quote's notice at collection in the flow's language, linking the policy of that language
 * (docs/decisions/launch-truth.md#notice-at-collection).
 */
export function QuoteCollectionNotice({ className }: { className: string }) {
  const { locale, t } = useQuoteMessages();
  const { t: formT } = useFormMessages();
  return (
    <CollectionNotice
      form="quote"
      className={className}
      words={{
        notice: t('quote.notice'),
        details: formT('form.noticeDetails'),
        policyLink: formT('form.consent.privacyLink'),
        policyPath: pathInLocale(paths.privacyPolicy(), locale),
      }}
    />
  );
}
