/**
 * The token values and the filling shared by the three Spanish legal pages (the privacy
 * policy, the warranty, the terms of service): facts that read the same in both languages,
 * the effective date and the opening hours written in Spanish from the profile, and the
 * function that fills a page and refuses an unknown token
 * (docs/decisions/spanish.md#spanish-legal-pages).
 *
 * `Intl` is fine here: the legal text is filled when the page is prerendered or its chunk
 * loads, never in the first load's hydration
 * (docs/decisions/first-paint.md#no-intl-in-the-first-load).
 */
import {
  businessProfile,
  DAY_NAMES,
  type DayOfWeek,
  type OpeningHoursRange,
} from '@/content/business-profile';
import { CONTENT_TOKEN_VALUES } from '@/content/content-tokens';
import { LOCALE_TAGS } from '@/i18n/locales';

const SPANISH = LOCALE_TAGS.es;

/** '27 de noviembre de 2026', formatted in UTC so the calendar day never shifts. */
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

/**
 * The tokens every Spanish legal page may use, by their English names: the facts that read the
 * same in both languages take the English value; the date and the hours are written in Spanish.
 */
export const SHARED_SPANISH_TOKEN_VALUES: Record<string, () => string> = {
  businessName: CONTENT_TOKEN_VALUES.businessName!,
  legalName: CONTENT_TOKEN_VALUES.legalName!,
  fullAddress: CONTENT_TOKEN_VALUES.fullAddress!,
  phone: CONTENT_TOKEN_VALUES.phone!,
  email: CONTENT_TOKEN_VALUES.email!,
  hours: () => spanishHours(),
  effectiveDate: () => spanishLongDate(businessProfile.legalEffectiveDate),
};

/**
 * Replaces every `{{token}}` of a Spanish page with its value from `values`; a token the page
 * may not use is an error, as on the English pages. The filled text has no token left, so the
 * markdown renderer's own (English) filling finds nothing to change.
 */
export function fillSpanishTokens(
  markdown: string,
  values: Record<string, () => string>,
  page: string,
): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`Unknown token {{${name}}} in the Spanish ${page}`);
    return value();
  });
}
