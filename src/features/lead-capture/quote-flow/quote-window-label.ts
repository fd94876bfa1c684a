/**
 * A time window's words in the flow's language. The English page shows the label the service
 * gives; another language formats the window's date and hours with the browser's Intl for its
 * locale ('martes, 1 de diciembre, de 8 a.m. a 12 p.m.'). Only the lazy flow imports it, so
 * a page's first load carries no formatter (docs/decisions/spanish.md#the-quote-flow-in-spanish).
 */
import type { QuoteMessageId } from '@/i18n/catalogues/quote-en';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/translator';
import type { OpenWindow } from '@/lib/quote-api-client';

/** The window's day and hours are the business's own: formatted as they are, in UTC. */
const atUtc = (date: string, minutes = 12 * 60) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);

export function windowLabel(
  window: Pick<OpenWindow, 'label' | 'date' | 'startMinutes' | 'endMinutes'>,
  locale: Locale,
  t: Translate<QuoteMessageId>,
): string {
  if (locale === 'en') return window.label;
  const tag = LOCALE_TAGS[locale];
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(atUtc(window.date));
  if (window.startMinutes === undefined || window.endMinutes === undefined) return day;
  const time = (minutes: number) =>
    new Intl.DateTimeFormat(tag, {
      hour: 'numeric',
      minute: minutes % 60 === 0 ? undefined : '2-digit',
      timeZone: 'UTC',
    }).format(atUtc(window.date, minutes));
  return t('quote.window.hours', {
    day,
    start: time(window.startMinutes),
    end: time(window.endMinutes),
  });
}
