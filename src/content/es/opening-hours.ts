/**
 * The opening hours in Spanish, as `openingHoursRows` lists them in English ('lun-vie',
 * '8:00 a.m. - 6:00 p.m.', 'cerrado'), and the Spanish wording of when the business answers a
 * request (`replyHours` in English, docs/decisions/launch-truth.md#reply-time).
 *
 * Spelled from a table, not with `Intl`: the thank-you page shows them in its first load, and
 * hydration must not pay for the browser's locale data
 * (docs/decisions/first-paint.md#no-intl-in-the-first-load). `opening-hours.test.ts` holds the
 * table to what `Intl` writes for `es-US`.
 */
import {
  businessProfile,
  DAY_NAMES,
  type DayOfWeek,
  type OpeningHoursRange,
} from '@/content/business-profile';

/** The short day names `Intl.DateTimeFormat('es-US', { weekday: 'short' })` writes. */
export const SPANISH_SHORT_DAY_NAMES: Record<DayOfWeek, string> = {
  Mo: 'lun',
  Tu: 'mar',
  We: 'mié',
  Th: 'jue',
  Fr: 'vie',
  Sa: 'sáb',
  Su: 'dom',
};

/** '8:00 a.m.' from the profile's 24-hour '08:00', as `Intl` writes it for `es-US`. */
export function spanishClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'p.m.' : 'a.m.'}`;
}

const CLOSED = 'cerrado';

/** Rows for display: [{ label: 'lun-vie', value: '8:00 a.m. - 6:00 p.m.' }, …], closed days included. */
export function spanishOpeningHoursRows(
  hours: OpeningHoursRange[] = businessProfile.hours,
): { label: string; value: string }[] {
  const rows = hours.map((range) => {
    const first = SPANISH_SHORT_DAY_NAMES[range.days[0]!];
    const last = SPANISH_SHORT_DAY_NAMES[range.days[range.days.length - 1]!];
    return {
      label: range.days.length > 1 ? `${first}-${last}` : first,
      value: `${spanishClockTime(range.opens)} - ${spanishClockTime(range.closes)}`,
    };
  });
  const open = new Set(hours.flatMap((range) => range.days));
  for (const day of Object.keys(DAY_NAMES) as DayOfWeek[]) {
    if (!open.has(day)) rows.push({ label: SPANISH_SHORT_DAY_NAMES[day], value: CLOSED });
  }
  return rows;
}

/**
 * 'Le devolvemos la llamada o le respondemos por correo electrónico en nuestro horario de
 * atención: lun-vie 8:00 a.m. - 6:00 p.m., sáb 9:00 a.m. - 4:00 p.m.' Like the English, it
 * names the hours and promises no reply time.
 */
export function spanishReplyHours(hours: OpeningHoursRange[] = businessProfile.hours): string {
  const open = spanishOpeningHoursRows(hours).filter((row) => row.value !== CLOSED);
  const list = open.map((row) => `${row.label} ${row.value}`).join(', ');
  // 'p.m.' already ends the sentence.
  return `Le devolvemos la llamada o le respondemos por correo electrónico en nuestro horario de atención: ${list}${list.endsWith('.') ? '' : '.'}`;
}
