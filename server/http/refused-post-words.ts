/**
 * The words of the page a refused plain form post gets (form-error-page.ts), in the language
 * of the page that posted it (docs/decisions/spanish.md#refusals-in-the-pages-language).
 *
 * Each word has one source: a field's message is shown as its form shows it, by the key of
 * the schema's English message (`form.error.*`, `quote.error.*`, `newsletter.error.*`, as
 * `formErrorText` does in the browser); a refusal is worded by its reason, else by its code,
 * from the quote flow's part when the flow shows it too (a refused photo, the rate limit, a
 * body too large) and from the page's own catalogue otherwise (src/i18n/messages/refused-post/,
 * compiled when the server loads, as the e-mails' catalogues are).
 */
import { compileCatalogue } from '@/i18n/compile-catalogue';
import { businessProfile } from '@/content/business-profile';
import { isPhotoRefusalReason } from '@/domain/photo-refusals';
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter.schema';
import { MAX_QUOTE_PHOTOS, QUOTE_MESSAGES } from '@/domain/quote';
import type { MessageId } from '@/i18n/catalogues/en';
import type { FormMessageId } from '@/i18n/catalogues/forms-en';
import type { QuoteMessageId } from '@/i18n/catalogues/quote-en';
import { messages as englishMessages } from '@/i18n/compiled/en';
import { messages as spanishMessages } from '@/i18n/compiled/es';
import { messages as englishFormMessages } from '@/i18n/compiled/forms-en';
import { messages as spanishFormMessages } from '@/i18n/compiled/forms-es';
import { messages as englishQuoteMessages } from '@/i18n/compiled/quote-en';
import { messages as spanishQuoteMessages } from '@/i18n/compiled/quote-es';
import { LOCALES, type Locale } from '@/i18n/locales';
import {
  refusedPostEn,
  type RefusedPostCatalogue,
  type RefusedPostMessageId,
} from '@/i18n/messages/refused-post/en';
import { refusedPostEs } from '@/i18n/messages/refused-post/es';
import { createTranslator, type Translate } from '@/i18n/translator';
import { type ApiError, type ApiErrorCode, UNKNOWN_FIELD_MESSAGE } from './api-error';

/** Which form was refused: its fields' messages are that form's. */
export type RefusedForm = 'lead' | 'newsletter';

export interface RefusedPostWords {
  locale: Locale;
  t: Translate<RefusedPostMessageId>;
  /** The page's heading: the form's "correct the errors" for a refused field, else a refusal. */
  heading(apiError: ApiError): string;
  /** What to fix, one line each: the fields' messages, or what the refusal was about. */
  messages(apiError: ApiError, form: RefusedForm): string[];
}

const PAGE_CATALOGUES: Record<Locale, RefusedPostCatalogue> = {
  en: refusedPostEn,
  es: refusedPostEs,
};

/**
 * The refusals worded by their code alone: each is thrown with the code's one message (an
 * ApiError with words of its own carries a reason). A validation without fields is worded by
 * its message, and one with fields by theirs.
 */
const REFUSAL_OF_CODE: Partial<
  Record<
    ApiErrorCode,
    { quote: QuoteMessageId } | { page: RefusedPostMessageId } | { form: FormMessageId }
  >
> = {
  bad_request: { page: 'refusal.formUnreadable' },
  payload_too_large: { quote: 'quote.refusal.formTooLarge' },
  rate_limited: { quote: 'quote.refusal.rateLimited' },
  idempotency_conflict: { page: 'refusal.idempotencyConflict' },
  unavailable: { page: 'refusal.unavailable' },
  internal: { form: 'form.error.storeFailed' },
};

/** A key of one of the schemas' message lists whose English is `message`. */
const keyOf = <Key extends string>(messages: Record<Key, string>, message: string) =>
  (Object.keys(messages) as Key[]).find((key) => messages[key] === message);

function wordsFor(locale: Locale): RefusedPostWords {
  const t = createTranslator<RefusedPostMessageId>(
    locale,
    compileCatalogue(PAGE_CATALOGUES[locale], locale),
  );
  const shellT = createTranslator<MessageId>(
    locale,
    locale === 'es' ? spanishMessages : englishMessages,
  );
  const formT = createTranslator<FormMessageId>(
    locale,
    locale === 'es' ? spanishFormMessages : englishFormMessages,
  );
  const quoteT = createTranslator<QuoteMessageId>(
    locale,
    locale === 'es' ? spanishQuoteMessages : englishQuoteMessages,
  );
  const values = { phone: businessProfile.phone.display, max: MAX_QUOTE_PHOTOS };

  /** A field's message as its form shows it; one no catalogue knows, as it came. */
  const fieldMessage = (message: string, form: RefusedForm): string => {
    if (message === UNKNOWN_FIELD_MESSAGE) return t('refusal.unknownField');
    if (form === 'newsletter') {
      const key = keyOf(NEWSLETTER_MESSAGES, message);
      if (key) return shellT(`newsletter.error.${key}`);
    }
    const leadKey = keyOf(LEAD_MESSAGES, message);
    if (leadKey) return formT(`form.error.${leadKey}`);
    const quoteKey = keyOf(QUOTE_MESSAGES, message);
    return quoteKey ? quoteT(`quote.error.${quoteKey}`) : message;
  };

  const refusal = (apiError: ApiError, form: RefusedForm): string => {
    if (isPhotoRefusalReason(apiError.reason)) {
      return quoteT(`quote.refusal.${apiError.reason}`, values);
    }
    if (apiError.reason === 'tooManyPhotos') return t('refusal.tooManyPhotos', values);
    const byCode = REFUSAL_OF_CODE[apiError.code];
    if (!byCode) return fieldMessage(apiError.message, form);
    if ('quote' in byCode) return quoteT(byCode.quote, values);
    if ('form' in byCode) return formT(byCode.form);
    return t(byCode.page, values);
  };

  return {
    locale,
    t,
    heading: (apiError) =>
      apiError.code === 'validation' ? formT('form.error.formInvalid') : t('page.title'),
    messages: (apiError, form) => {
      const fieldMessages = Object.values(apiError.fieldErrors ?? {});
      return fieldMessages.length > 0
        ? fieldMessages.map((message) => fieldMessage(message, form))
        : [refusal(apiError, form)];
    },
  };
}

const WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, wordsFor(locale)])) as Record<
  Locale,
  RefusedPostWords
>;

/** The refused post's words in `locale`; compiled once, when the server loads. */
export function refusedPostWords(locale: Locale): RefusedPostWords {
  return WORDS[locale];
}
