/**
 * The words of the customer's e-mails and texts, in the lead's language
 * (docs/decisions/spanish.md#server): the catalogues of src/i18n/messages/email/, compiled
 * once when the server loads and formatted by Lingui, with days, times and prices from
 * `Intl` for the language's tag (`en-US`, `es-US`). The owner's messages stay in English and
 * do not come through here.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileCatalogue } from '@/i18n/compile-catalogue';
import { businessProfile, type OpeningHoursRange } from '@/content/business-profile';
import { BUSINESS_TIME_ZONE } from '@/content/quote-settings';
import { parseWindowId } from '@/domain/appointment-windows';
import { LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';
import { businessDate } from '../business-time';
import { emailEn, type EmailCatalogue, type EmailMessageId } from '@/i18n/messages/email/en';
import { emailEs } from '@/i18n/messages/email/es';

const EMAIL_CATALOGUES: Record<Locale, EmailCatalogue> = { en: emailEn, es: emailEs };

/** Values of a message's `{placeholders}`. */
type MessageValues = Record<string, string | number>;

/**
 * How each language writes a day and a time. English keeps the short forms its messages
 * had before Spanish ('Mon, Nov 30', '8 AM'); Spanish spells them out as a letter does
 * ('lunes, 30 de noviembre', '8:00 a.m.').
 */
const DATE_STYLES: Record<
  Locale,
  { day: Intl.DateTimeFormatOptions; weekday: 'short' | 'long'; minutesOnTheHour: boolean }
> = {
  en: {
    day: { weekday: 'short', month: 'short', day: 'numeric' },
    weekday: 'short',
    minutesOnTheHour: false,
  },
  es: {
    day: { weekday: 'long', month: 'long', day: 'numeric' },
    weekday: 'long',
    minutesOnTheHour: true,
  },
};

/** A week whose days stand for the weekdays of the opening hours: 2026-11-23 is a Monday. */
const REFERENCE_WEEK: Record<OpeningHoursRange['days'][number], string> = {
  Mo: '2026-11-23',
  Tu: '2026-11-24',
  We: '2026-11-25',
  Th: '2026-11-26',
  Fr: '2026-11-27',
  Sa: '2026-11-28',
  Su: '2026-11-29',
};

export interface CustomerWords {
  locale: Locale;
  /** One message of the catalogue, its placeholders filled in. */
  t(id: EmailMessageId, values?: MessageValues): string;
  /** The business's calendar date 'YYYY-MM-DD': 'Mon, Nov 30' or 'lunes, 30 de noviembre'. */
  day(date: string): string;
  /** An appointment's day and hours, from its ISO start and end, in the business's time zone. */
  windowHours(startsAt: string, endsAt: string): string;
  /** A requested window id: 'Mon, Nov 30, morning' or 'lunes, 30 de noviembre, por la mañana'. */
  requestedWindow(windowId: string): string;
  /** The profile's opening hours: 'Mon-Fri 8:00 AM - 6:00 PM, …'. */
  openingHours(): string;
  /** Whole dollars, '$420 – $1,320', as the language writes them. */
  priceRange(range: { low: number; high: number }): string;
  /** Lower case in the language's own rules ('Sí' → 'sí'). */
  lowerCase(text: string): string;
}

/**
 * Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same and keeps
 * the English messages as they were. Other spaces stay as Intl gives them.
 */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/**
 * Lingui turns an escape such as \u202e or \x0a in its result into the character it names. A value
 * is text, never an escape (an address the owner typed may hold a backslash), so values
 * with a backslash go in as markers and are put back after.
 */
function translate(i18n: I18n, id: EmailMessageId, values: MessageValues = {}): string {
  const literal = new Map<string, string>();
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'string' || !value.includes('\\')) return [name, value];
      const marker = `\u0000${literal.size}\u0000`;
      literal.set(marker, value);
      return [name, marker];
    }),
  );
  let text = i18n._(id, safe);
  for (const [marker, value] of literal) text = text.split(marker).join(value);
  return text;
}

function wordsFor(locale: Locale): CustomerWords {
  const tag = LOCALE_TAGS[locale];
  const i18n: I18n = setupI18n({
    locale: tag,
    messages: { [tag]: compileCatalogue(EMAIL_CATALOGUES[locale], locale) },
  });
  const style = DATE_STYLES[locale];
  const t = (id: EmailMessageId, values?: MessageValues) => translate(i18n, id, values);
  // Dates stand at noon UTC and are read in UTC: the date itself, in any time zone.
  const day = (date: string) =>
    plainSpaces(i18n.date(`${date}T12:00:00Z`, { ...style.day, timeZone: 'UTC' }));
  // Lingui keeps one Intl formatter per language and options, so no request makes its own.
  const time = (instant: Date, timeZone: string, withMinutes: boolean) =>
    plainSpaces(
      i18n.date(instant, {
        hour: 'numeric',
        minute: withMinutes || instant.getUTCMinutes() !== 0 ? '2-digit' : undefined,
        timeZone,
      }),
    );
  const weekday = (code: OpeningHoursRange['days'][number]) =>
    i18n.date(`${REFERENCE_WEEK[code]}T12:00:00Z`, { weekday: style.weekday, timeZone: 'UTC' });
  // Opening hours always show their minutes ('8:00 AM'), as the site's pages do.
  const clock = (hhmm: string) => time(new Date(`2026-11-23T${hhmm}:00Z`), 'UTC', true);
  const dollars = (value: number) =>
    i18n.number(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return {
    locale,
    t,
    day,
    windowHours: (startsAt, endsAt) =>
      t('window.hours', {
        day: day(businessDate(startsAt)),
        start: time(new Date(startsAt), BUSINESS_TIME_ZONE, style.minutesOnTheHour),
        end: time(new Date(endsAt), BUSINESS_TIME_ZONE, style.minutesOnTheHour),
      }),
    requestedWindow: (windowId) => {
      const parsed = parseWindowId(windowId);
      return parsed
        ? t('window.requested', { day: day(parsed.date), part: parsed.part })
        : windowId;
    },
    openingHours: () =>
      businessProfile.hours
        .map((range) => {
          const first = weekday(range.days[0]!);
          const last = weekday(range.days.at(-1)!);
          return t('hours.range', {
            days: range.days.length > 1 ? t('hours.days', { first, last }) : first,
            opens: clock(range.opens),
            closes: clock(range.closes),
          });
        })
        .join(t('hours.separator')),
    priceRange: ({ low, high }) =>
      low === high ? dollars(low) : t('price.range', { low: dollars(low), high: dollars(high) }),
    lowerCase: (text) => text.toLocaleLowerCase(tag),
  };
}

const WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, wordsFor(locale)])) as Record<
  Locale,
  CustomerWords
>;

/** The customer's words in `locale`; compiled once, when the server loads. */
export function customerWords(locale: Locale): CustomerWords {
  return WORDS[locale];
}
