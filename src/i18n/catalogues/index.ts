/** Every locale's catalogue, for the compiler and the tests (the browser loads compiled ones). */
import type { Locale } from '../locales';
import { en, type Catalogue } from './en';
import { es } from './es';

export const CATALOGUES: Record<Locale, Catalogue> = { en, es };
