import type { OpeningHoursRange } from '@/content/business-profile';
import { LOCALE_TAGS } from '@/i18n/locales';
import {
  SPANISH_SHORT_DAY_NAMES,
  spanishClockTime,
  spanishOpeningHoursRows,
  spanishReplyHours,
} from './opening-hours';

const WEEK = Object.keys(SPANISH_SHORT_DAY_NAMES) as (keyof typeof SPANISH_SHORT_DAY_NAMES)[];
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the opening hours in Spanish', () => {
  it('spells days and times as Intl does for es-US', () => {
    WEEK.forEach((day, index) => {
      // 1 January 2024 was a Monday.
      const date = new Date(Date.UTC(2024, 0, 1 + index));
      const intl = new Intl.DateTimeFormat(LOCALE_TAGS.es, { weekday: 'short', timeZone: 'UTC' });
      expect(SPANISH_SHORT_DAY_NAMES[day]).toBe(intl.format(date));
    });
    const clock = new Intl.DateTimeFormat(LOCALE_TAGS.es, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    for (const time of ['00:00', '08:00', '09:30', '12:00', '13:15', '18:00', '23:45']) {
      const [hours, minutes] = time.split(':').map(Number);
      expect(spanishClockTime(time)).toBe(
        spaced(clock.format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))),
      );
    }
  });

  const hours: OpeningHoursRange[] = [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' },
    { days: ['Sa'], opens: '09:00', closes: '16:00' },
  ];

  it('lists every day, the closed ones too', () => {
    expect(spanishOpeningHoursRows(hours)).toEqual([
      { label: 'lun-vie', value: '8:00 a.m. - 6:00 p.m.' },
      { label: 'sáb', value: '9:00 a.m. - 4:00 p.m.' },
      { label: 'dom', value: 'cerrado' },
    ]);
  });

  it('names the open hours and promises no reply time', () => {
    const sentence = spanishReplyHours(hours);
    expect(sentence).toBe(
      'Le devolvemos la llamada o le respondemos por correo electrónico en nuestro horario de atención: lun-vie 8:00 a.m. - 6:00 p.m., sáb 9:00 a.m. - 4:00 p.m.',
    );
    expect(sentence).not.toMatch(/cerrado|\bhoras?\b|minutos|enseguida/);
  });
});
