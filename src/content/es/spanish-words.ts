/**
 * Small pieces of Spanish grammar the page copy needs around numbers and names: lists joined
 * with "y" (or "e") and a count with its noun. Both come from the browser's `Intl` with the
 * `es-US` tag (docs/decisions/spanish.md#library), not from rules of ours.
 */
import { LOCALE_TAGS } from '@/i18n/locales';

const LIST = new Intl.ListFormat(LOCALE_TAGS.es, { style: 'long', type: 'conjunction' });
const PLURAL = new Intl.PluralRules(LOCALE_TAGS.es);

/** 'Alameda, Santa Clara y San Mateo': names in a Spanish sentence. */
export function joinSpanishNames(names: readonly string[]): string {
  return LIST.format(names);
}

/** '1 ciudad', '14 ciudades': a count with the noun in the form Spanish gives it. */
export function spanishCount(count: number, one: string, other: string): string {
  return `${count} ${PLURAL.select(count) === 'one' ? one : other}`;
}

/** 'Garantía de …' from 'garantía de …', for a title or the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
