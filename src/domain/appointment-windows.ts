/**
 * The appointment windows a customer may ask for in the quote flow: a morning and an
 * afternoon on each of the next few days the business is open, read from its schema.org
 * opening hours and the US federal holidays it closes on. The form offers these windows and
 * the server accepts only an id it would itself have offered, so both compute them here.
 * No React, no Node and no src/content: the browser's form and the server both use it, and
 * callers pass the profile's hours and holidays in.
 */

/** Opening and closing time of one day, in minutes since midnight. */
export interface DayHours {
  open: number;
  close: number;
}

/** Hours for each weekday, 0 (Sunday) to 6 (Saturday) as Date.getUTCDay numbers them; null is closed. */
export type OpeningHours = readonly (DayHours | null)[];

/** schema.org day codes, in the order ranges run ('Mo-Fr'), each with its Date weekday number. */
const DAY_CODES: Record<string, number> = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 0 };
const DAY_ORDER = Object.keys(DAY_CODES);

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' to minutes since midnight; '24:00' is allowed as a closing time. */
function minutesFromTime(time: string, rule: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minutes > MINUTES_PER_DAY) {
    throw new Error(`Opening hours have a bad time "${time}" in "${rule}"`);
  }
  return minutes;
}

/** The day codes of 'Mo', 'Mo-Fr' or 'Mo,We-Fr'. */
function dayCodesOf(days: string, rule: string): string[] {
  return days.split(',').flatMap((item) => {
    const [first, last = first, extra] = item.split('-');
    const from = DAY_ORDER.indexOf(first ?? '');
    const to = DAY_ORDER.indexOf(last ?? '');
    // A reversed range ('Fr-Mo') is refused, as the business profile's own parser does.
    if (extra !== undefined || from < 0 || to < from) {
      throw new Error(`Opening hours have a bad day "${item}" in "${rule}"`);
    }
    return DAY_ORDER.slice(from, to + 1);
  });
}

/**
 * Reads schema.org openingHours: 'Mo-Fr 08:00-18:00; Sa 09:00-16:00; Su 10:00-15:00'.
 * Days not listed are closed. A day listed twice is an error rather than a second range,
 * because a day here has one opening and one closing time.
 */
export function parseOpeningHours(hours: string): OpeningHours {
  const week: (DayHours | null)[] = [null, null, null, null, null, null, null];
  // Tolerate a trailing ';' but not a string with no rule at all.
  const rules = hours
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => rule !== '');
  if (rules.length === 0) throw new Error(`Opening hours have no rules: "${hours}"`);
  for (const rule of rules) {
    const match = /^(\S+)\s+(\S+)-(\S+)$/.exec(rule);
    if (!match) throw new Error(`Opening hours must look like "Mo-Fr 08:00-18:00", got "${rule}"`);
    const [, days, opens, closes] = match;
    const open = minutesFromTime(opens!, rule);
    const close = minutesFromTime(closes!, rule);
    // Overnight hours would put one day's windows across two dates, so they are refused.
    if (close <= open) throw new Error(`Opening hours close before they open in "${rule}"`);
    for (const code of dayCodesOf(days!, rule)) {
      const weekday = DAY_CODES[code]!;
      if (week[weekday]) throw new Error(`Opening hours list "${code}" twice, in "${rule}"`);
      week[weekday] = { open, close };
    }
  }
  return week;
}

/** The US federal holidays, in calendar order. */
export const US_HOLIDAYS = [
  'new-years-day',
  'martin-luther-king-day',
  'presidents-day',
  'memorial-day',
  'juneteenth',
  'independence-day',
  'labor-day',
  'columbus-day',
  'veterans-day',
  'thanksgiving',
  'christmas',
] as const;

export type HolidayId = (typeof US_HOLIDAYS)[number];

/** 'YYYY-MM-DD' of a UTC date. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The nth (1-based) given weekday of a month (0-based month, as Date takes it). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month, 1, 12));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return isoDate(new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7, 12)));
}

/** The last given weekday of a month (0-based month). */
function lastWeekday(year: number, month: number, weekday: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0, 12));
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return isoDate(new Date(Date.UTC(year, month + 1, -offset, 12)));
}

function fixedDate(year: number, month: number, day: number): string {
  return isoDate(new Date(Date.UTC(year, month, day, 12)));
}

const MONDAY = 1;
const THURSDAY = 4;

/**
 * Each US federal holiday's date in `year`, 'YYYY-MM-DD'. These are the days themselves, not
 * the observed weekday when one falls on a weekend (July 4 on a Saturday is not moved to
 * Friday): the observed day is for federal employees, and a business closed for a holiday
 * closes on the day itself.
 */
export function usHolidayDates(year: number): Record<HolidayId, string> {
  return {
    'new-years-day': fixedDate(year, 0, 1),
    'martin-luther-king-day': nthWeekday(year, 0, MONDAY, 3),
    'presidents-day': nthWeekday(year, 1, MONDAY, 3),
    'memorial-day': lastWeekday(year, 4, MONDAY),
    juneteenth: fixedDate(year, 5, 19),
    'independence-day': fixedDate(year, 6, 4),
    'labor-day': nthWeekday(year, 8, MONDAY, 1),
    'columbus-day': nthWeekday(year, 9, MONDAY, 2),
    'veterans-day': fixedDate(year, 10, 11),
    thanksgiving: nthWeekday(year, 10, THURSDAY, 4),
    christmas: fixedDate(year, 11, 25),
  };
}

/** Whether `date` ('YYYY-MM-DD') is one of the `closedOn` holidays of its year. */
export function isClosedHoliday(date: string, closedOn: readonly HolidayId[]): boolean {
  const holidays = usHolidayDates(Number(date.slice(0, 4)));
  return closedOn.some((id) => holidays[id] === date);
}

export type DayPart = 'morning' | 'afternoon';

export interface AppointmentWindow {
  /** `${date}-${part}`, e.g. '2026-11-27-morning': what the form sends back. */
  id: string;
  /** 'YYYY-MM-DD' in the business's time zone. */
  date: string;
  part: DayPart;
  startMinutes: number;
  endMinutes: number;
  /** 'Fri, Nov 27, 8 AM – 12 PM'. */
  label: string;
}

export interface AppointmentWindowOptions {
  /** schema.org openingHours, as parseOpeningHours reads it. */
  hours: string;
  /** The holidays the business is closed on. */
  closedOn: readonly HolidayId[];
  now: Date;
  /** How many days with at least one window to offer. */
  workingDays: number;
  /** The business's IANA time zone, e.g. 'America/Los_Angeles'. */
  timeZone: string;
  /**
   * Minutes since midnight, in `timeZone`, until which today's windows are offered (the
   * profile's `sameDayCutoff`); null or absent: today is never offered.
   */
  sameDayCutoffMinutes?: number | null;
}

/**
 * A same-day window is offered only if it starts at least this long after the request: the
 * time to read it, call back and drive there.
 */
const SAME_DAY_NOTICE_MINUTES = 60;

const NOON = 12 * 60;
/** The shortest window offered; a shorter one (a day opening at 11:00 has no morning) is left out. */
const MINIMUM_WINDOW_MINUTES = 2 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Formatters made once and kept: a new Intl.DateTimeFormat per request costs ICU memory
 * the allocator does not give back (docs/decisions/server-reliability.md, 'Memory under a
 * path scan'). Keyed by time zone, which comes from the profile, never from a request, so
 * the map holds one or two entries.
 */
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Fri, Nov 27' of a noon-UTC date stand-in. */
export const WINDOW_DAY_LABEL_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/**
 * The calendar date `now` falls on in `timeZone`, as noon UTC of that date, and the minutes
 * since that date's midnight there.
 */
function calendarDateIn(now: Date, timeZone: string): { date: Date; minutes: number } {
  let format = calendarDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    calendarDateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    date: new Date(Date.UTC(part('year'), part('month') - 1, part('day'), 12)),
    minutes: part('hour') * 60 + part('minute'),
  };
}

/** 8 AM, 12 PM, 3:30 PM; hand-made because Intl puts a narrow no-break space before AM in newer ICU. */
function timeLabel(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const suffix = hour24 < 12 ? 'AM' : 'PM';
  return minute === 0
    ? `${hour12} ${suffix}`
    : `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** What a same-day window's label starts with: 'Today, Fri, Nov 27, 12 PM – 6 PM'. */
export const SAME_DAY_LABEL_PREFIX = 'Today, ';

/**
 * The morning (opening to noon) and afternoon (noon to closing) windows of the next
 * `workingDays` days that offer any, starting tomorrow in `timeZone`. Closed weekdays and the
 * `closedOn` holidays are skipped, and so is a day whose windows are all shorter than two
 * hours, so each of the `workingDays` days has something to pick.
 *
 * Today's windows come first, when the business takes same-day work: only before its cut-off
 * time, only on an open day, and only a window that starts at least SAME_DAY_NOTICE_MINUTES
 * from now (docs/decisions/quote-flow.md, 'Same day when it is true').
 */
export function appointmentWindows(options: AppointmentWindowOptions): AppointmentWindow[] {
  const { closedOn, now, workingDays, timeZone } = options;
  if (!Number.isInteger(workingDays) || workingDays < 0) {
    throw new RangeError(`workingDays must be a whole number, got ${workingDays}`);
  }
  const week = parseOpeningHours(options.hours);
  // Without a weekday that has a window the search below would never end.
  if (!week.some((hours) => hours && dayWindows(hours).length > 0)) return [];

  // The date is already the business's; formatting its noon-UTC stand-in in UTC shows that
  // date in any zone, where formatting in a zone far from UTC could roll it to another day.
  const dayLabel = WINDOW_DAY_LABEL_FORMAT;
  const holidaysByYear = new Map<number, Set<string>>();
  const isHoliday = (date: string, year: number) => {
    let closed = holidaysByYear.get(year);
    if (!closed) {
      const dates = usHolidayDates(year);
      closed = new Set(closedOn.map((id) => dates[id]));
      holidaysByYear.set(year, closed);
    }
    return closed.has(date);
  };

  const { date: today, minutes: nowMinutes } = calendarDateIn(now, timeZone);
  const windows: AppointmentWindow[] = [];
  const partsOf = (day: Date) => {
    const hours = week[day.getUTCDay()];
    return hours && !isHoliday(isoDate(day), day.getUTCFullYear()) ? dayWindows(hours) : [];
  };
  const offer = (day: Date, parts: ReturnType<typeof dayWindows>, prefix = '') => {
    const date = isoDate(day);
    for (const { part, startMinutes, endMinutes } of parts) {
      windows.push({
        id: `${date}-${part}`,
        date,
        part,
        startMinutes,
        endMinutes,
        label: `${prefix}${dayLabel.format(day)}, ${timeLabel(startMinutes)} – ${timeLabel(endMinutes)}`,
      });
    }
  };

  const cutoff = options.sameDayCutoffMinutes;
  if (cutoff !== undefined && cutoff !== null && nowMinutes < cutoff) {
    offer(
      today,
      partsOf(today).filter(
        (window) => window.startMinutes >= nowMinutes + SAME_DAY_NOTICE_MINUTES,
      ),
      SAME_DAY_LABEL_PREFIX,
    );
  }

  let daysOffered = 0;
  // Adding whole days to noon UTC never meets a DST change, so each step is one calendar day.
  let day = new Date(today.getTime() + DAY_MS);
  while (daysOffered < workingDays) {
    const parts = partsOf(day);
    offer(day, parts);
    if (parts.length > 0) daysOffered += 1;
    day = new Date(day.getTime() + DAY_MS);
  }
  return windows;
}

/**
 * The windows the business works on one date ('YYYY-MM-DD', its own calendar date), open or
 * not to new requests: the schedule's rows (server/bookings). None on a closed weekday or
 * holiday.
 */
export function windowsOfDate(
  date: string,
  options: Pick<AppointmentWindowOptions, 'hours' | 'closedOn'>,
): AppointmentWindow[] {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || isoDate(day) !== date) return [];
  const hours = parseOpeningHours(options.hours)[day.getUTCDay()];
  if (!hours || isClosedHoliday(date, options.closedOn)) return [];
  return dayWindows(hours).map(({ part, startMinutes, endMinutes }) => ({
    id: `${date}-${part}`,
    date,
    part,
    startMinutes,
    endMinutes,
    label: `${WINDOW_DAY_LABEL_FORMAT.format(day)}, ${timeLabel(startMinutes)} – ${timeLabel(endMinutes)}`,
  }));
}

/** A day's morning and afternoon, each clipped to the opening hours, if long enough. */
function dayWindows(
  hours: DayHours,
): { part: DayPart; startMinutes: number; endMinutes: number }[] {
  const candidates = [
    { part: 'morning' as const, startMinutes: hours.open, endMinutes: Math.min(hours.close, NOON) },
    {
      part: 'afternoon' as const,
      startMinutes: Math.max(hours.open, NOON),
      endMinutes: hours.close,
    },
  ];
  return candidates.filter(
    (window) => window.endMinutes - window.startMinutes >= MINIMUM_WINDOW_MINUTES,
  );
}

/** Whether `id` is one of the windows offered, so the server accepts only what it would offer. */
export function isOfferedWindowId(id: string, windows: readonly AppointmentWindow[]): boolean {
  return windows.some((window) => window.id === id);
}

/** The date and part of a window id like '2026-11-27-morning', or undefined if it is not one. */
export function parseWindowId(id: string): { date: string; part: DayPart } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})-(morning|afternoon)$/.exec(id);
  if (!match) return undefined;
  const [, year, month, day, part] = match;
  const date = `${year}-${month}-${day}`;
  // Date.UTC rolls '2026-02-30' over to March 2; a real date survives the round trip.
  const roundTrip = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  if (isoDate(roundTrip) !== date) return undefined;
  return { date, part: part as DayPart };
}
