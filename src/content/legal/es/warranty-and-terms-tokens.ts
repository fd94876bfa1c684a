/**
 * The Spanish warranty and terms of service (./warranty.md, ./terms-of-service.md): the
 * values of their `{{token}}`s in Spanish and the function that fills them
 * (docs/decisions/spanish.md#warranty-and-terms-in-spanish).
 *
 * Each token keeps its English name (src/content/content-tokens.ts). Facts that read the same
 * in both languages (names, address, phone, e-mail) reuse the English value; tokens that are
 * English words (the date, the hours, the warranty terms of src/content/promise-wording.ts,
 * the visit timing) are written here in Spanish from the same profile fields, so the Spanish
 * page follows the profile exactly as the English one does.
 */
import {
  businessProfile,
  DAY_NAMES,
  type DayOfWeek,
  type OpeningHoursRange,
} from '@/content/business-profile';
import { CONTENT_TOKEN_VALUES } from '@/content/content-tokens';
import type { ProfileWarranty } from '@/content/profile/profile-schema';
import { SAME_DAY_VISITS } from '@/content/promise-wording';
import { LOCALE_TAGS } from '@/i18n/locales';
import termsOfService from './terms-of-service.md';
import warranty from './warranty.md';

const SPANISH = LOCALE_TAGS.es;

/** The profile's warranty terms per kind of work. */
const WARRANTY: ProfileWarranty = businessProfile.warranty;

/**
 * '27 de noviembre de 2026'. Intl is fine here: the legal text is filled when the page is
 * prerendered or its chunk loads, never in the first load's hydration
 * (docs/decisions/first-paint.md#no-intl-in-the-first-load).
 */
export function spanishLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(SPANISH, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The days of the week in order, Monday first, as the profile names them. */
const WEEK = Object.keys(DAY_NAMES) as DayOfWeek[];

/** 'lun', 'sáb': a day's short Spanish name (1 January 2024 was a Monday). */
function shortDayName(day: DayOfWeek): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  return new Intl.DateTimeFormat(SPANISH, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** '8:00 a.m.' from the profile's 24-hour '08:00'. */
function spanishTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(SPANISH, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The opening hours as the English `{{hours}}` lists them (openingHoursRows), in Spanish:
 * 'lun-vie 8:00 a.m. - 6:00 p.m., sáb 9:00 a.m. - 4:00 p.m., dom cerrado'.
 */
export function spanishHours(hours: OpeningHoursRange[] = businessProfile.hours): string {
  const rows = hours.map((range) => {
    const first = shortDayName(range.days[0]!);
    const last = shortDayName(range.days[range.days.length - 1]!);
    const label = range.days.length > 1 ? `${first}-${last}` : first;
    return `${label} ${spanishTime(range.opens)} - ${spanishTime(range.closes)}`;
  });
  const open = new Set(hours.flatMap((range) => range.days));
  for (const day of WEEK) if (!open.has(day)) rows.push(`${shortDayName(day)} cerrado`);
  return rows.join(', ');
}

/** '1 año', '3 años'; '1 mes', '12 meses'. */
function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** 'una vez', 'dos veces', '3 veces'. */
function times(amount: number): string {
  return amount === 1 ? 'una vez' : amount === 2 ? 'dos veces' : `${amount} veces`;
}

/** 'Garantía limitada de por vida sobre la mano de obra', '… de 5 años …': the page's title. */
export function workmanshipWarrantyTitle(terms: ProfileWarranty = WARRANTY): string {
  const length =
    terms.workmanship === 'lifetime'
      ? 'de por vida'
      : `de ${count(terms.workmanship.years, 'año', 'años')}`;
  return `Garantía limitada ${length} sobre la mano de obra`;
}

/** How long the workmanship warranty lasts: the Spanish of promise-wording's `workmanshipDuration`. */
export function workmanshipDuration(terms: ProfileWarranty = WARRANTY): string {
  if (terms.workmanship === 'lifetime')
    return 'La cobertura empieza el día en que terminamos la instalación y dura mientras el comprador original sea dueño del vehículo. Eso es lo que significa "de por vida" en esta garantía.';
  return `La cobertura empieza el día en que terminamos la instalación y dura ${count(terms.workmanship.years, 'año', 'años')}, o hasta que el comprador original venda o transfiera el vehículo, lo que ocurra primero.`;
}

/** The chip repair promise: the Spanish of promise-wording's `chipRepairTerms`. */
export function chipRepairTerms(terms: ProfileWarranty = WARRANTY): string {
  const credit = terms.chipRepairCredit;
  if (credit === null)
    return 'La reparación de astillas no tiene garantía propia: si una astilla reparada se extiende más adelante, el reemplazo se cotiza como un trabajo nuevo.';
  const during =
    credit === 'while-owned'
      ? 'mientras usted sea dueño del vehículo'
      : `dentro de ${count(credit.months, 'mes', 'meses')} a partir de la reparación`;
  return `Si una astilla que reparamos se extiende y se convierte en una grieta ${during}, le acreditaremos lo que pagó por esa reparación para un parabrisas de reemplazo instalado por nosotros.`;
}

/** The free recalibration promise: the Spanish of promise-wording's `calibrationRecheckTerms`. */
export function calibrationRecheckTerms(terms: ProfileWarranty = WARRANTY): string {
  if (terms.calibrationRechecks === 0)
    return 'Si más adelante la cámara necesita una nueva calibración, esa calibración se cobra como un servicio aparte.';
  return `Si más adelante la cámara necesita una nueva calibración, la haremos ${times(terms.calibrationRechecks)} sin costo, siempre que nosotros hayamos calibrado la cámara como parte de la instalación original.`;
}

/**
 * How soon, as a sentence: the Spanish of promise-wording's `visitTiming`, with the same
 * condition (same-day visits only with the profile's cut-off, and then never guaranteed).
 */
export function visitTiming(sameDayVisits: boolean = SAME_DAY_VISITS): string {
  return sameDayVisits
    ? 'Con frecuencia hay visitas disponibles el mismo día o al día siguiente, aunque no están garantizadas.'
    : 'Las visitas se programan a partir del siguiente día en que atendemos, en el primer horario libre.';
}

/** The tokens the two pages use, by their English names. */
export const SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES: Record<string, () => string> = {
  businessName: CONTENT_TOKEN_VALUES.businessName!,
  legalName: CONTENT_TOKEN_VALUES.legalName!,
  fullAddress: CONTENT_TOKEN_VALUES.fullAddress!,
  phone: CONTENT_TOKEN_VALUES.phone!,
  email: CONTENT_TOKEN_VALUES.email!,
  hours: () => spanishHours(),
  effectiveDate: () => spanishLongDate(businessProfile.legalEffectiveDate),
  visitTiming: () => visitTiming(),
  workmanshipWarrantyTitle: () => workmanshipWarrantyTitle(),
  workmanshipDuration: () => workmanshipDuration(),
  chipRepairTerms: () => chipRepairTerms(),
  calibrationRecheckTerms: () => calibrationRecheckTerms(),
};

const SPANISH_MARKDOWN = { warranty, 'terms-of-service': termsOfService };

export type SpanishWarrantyOrTermsName = keyof typeof SPANISH_MARKDOWN;

/** Replaces every `{{token}}` with its Spanish value; an unknown token is an error. */
export function fillSpanishWarrantyAndTermsTokens(markdown: string): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = SPANISH_WARRANTY_AND_TERMS_TOKEN_VALUES[name];
    if (!value) throw new Error(`No Spanish value for content token {{${name}}}`);
    return value();
  });
}

/** The Spanish page's markdown with the business facts filled in, ready to render. */
export function spanishLegalPage(name: SpanishWarrantyOrTermsName): string {
  return fillSpanishWarrantyAndTermsTokens(SPANISH_MARKDOWN[name]);
}
