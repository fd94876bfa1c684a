/** Every locale's catalogue, for the compiler and the tests (the browser loads compiled ones). */
import type { Locale } from '../locales';
import { en, type Catalogue } from './en';
import { es } from './es';
import { formsEn, type FormCatalogue } from './forms-en';
import { formsEs } from './forms-es';
import { quoteEn, type QuoteCatalogue } from './quote-en';
import { quoteEs } from './quote-es';

export const CATALOGUES: Record<Locale, Catalogue> = { en, es };

/** The lead form's part, compiled into modules of its own (docs/decisions/spanish.md#the-lead-form-in-spanish). */
export const FORM_CATALOGUES: Record<Locale, FormCatalogue> = { en: formsEn, es: formsEs };

/** The quote flow's part, compiled into modules of its own (docs/decisions/spanish.md#the-quote-flow-in-spanish). */
export const QUOTE_CATALOGUES: Record<Locale, QuoteCatalogue> = { en: quoteEn, es: quoteEs };
