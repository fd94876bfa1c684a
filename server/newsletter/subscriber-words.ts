/**
 * A newsletter subscriber's words from the service (the unsubscribe pages, the unsubscribe line
 * under each email) in the language of the page they signed up on
 * (docs/decisions/spanish.md#the-newsletter-in-the-subscribers-language): the catalogues of
 * src/i18n/messages/newsletter/, compiled once when the server loads.
 */
import { compileCatalogue } from '@/i18n/compile-catalogue';
import { LOCALES, type Locale } from '@/i18n/locales';
import {
  newsletterEn,
  type NewsletterCatalogue,
  type NewsletterMessageId,
} from '@/i18n/messages/newsletter/en';
import { newsletterEs } from '@/i18n/messages/newsletter/es';
import { createTranslator, type Translate } from '@/i18n/translator';

const CATALOGUES: Record<Locale, NewsletterCatalogue> = { en: newsletterEn, es: newsletterEs };

const TRANSLATORS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createTranslator<NewsletterMessageId>(locale, compileCatalogue(CATALOGUES[locale], locale)),
  ]),
) as Record<Locale, Translate<NewsletterMessageId>>;

/** The subscriber's translator in `locale`. */
export function subscriberWords(locale: Locale): Translate<NewsletterMessageId> {
  return TRANSLATORS[locale];
}
