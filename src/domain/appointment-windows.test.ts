import {
  appointmentWindows,
  isOfferedWindowId,
  parseOpeningHours,
  parseWindowId,
  usHolidayDates,
  type AppointmentWindowOptions,
} from './appointment-windows';

const PROFILE_HOURS = 'Mo-Fr 08:00-18:00; Sa 09:00-16:00; Su 10:00-15:00';
const PACIFIC = 'America/Los_Angeles';

/** Wed Nov 25, 2026, 12:00 Pacific: the day before Thanksgiving. */
const DAY_BEFORE_THANKSGIVING = new Date('2026-11-25T20:00:00Z');

function windowsFor(options: Partial<AppointmentWindowOptions>) {
  return appointmentWindows({
    hours: PROFILE_HOURS,
    closedOn: ['thanksgiving', 'christmas'],
    now: DAY_BEFORE_THANKSGIVING,
    workingDays: 6,
    timeZone: PACIFIC,
    ...options,
  });
}

const datesOf = (windows: { date: string }[]) => [...new Set(windows.map((window) => window.date))];

describe('parseOpeningHours', () => {
  it('reads the business profile hours, Sunday first', () => {
    const weekday = { open: 8 * 60, close: 18 * 60 };
    expect(parseOpeningHours(PROFILE_HOURS)).toEqual([
      { open: 10 * 60, close: 15 * 60 },
      weekday,
      weekday,
      weekday,
      weekday,
      weekday,
      { open: 9 * 60, close: 16 * 60 },
    ]);
  });

  it('reads lists and ranges, and leaves days not listed closed', () => {
    const long = { open: 9 * 60, close: 17 * 60 + 30 };
    expect(parseOpeningHours('Mo,We-Fr 09:00-17:30; Tu 10:00-14:00;')).toEqual([
      null,
      long,
      { open: 10 * 60, close: 14 * 60 },
      long,
      long,
      long,
      null,
    ]);
  });

  it('throws naming the part it cannot read', () => {
    expect(() => parseOpeningHours('weekdays 9-5')).toThrow(/weekdays 9-5/);
    expect(() => parseOpeningHours('Mo-Xx 08:00-18:00')).toThrow(/"Mo-Xx"/);
    expect(() => parseOpeningHours('Fr-Mo 08:00-18:00')).toThrow(/"Fr-Mo"/);
    expect(() => parseOpeningHours('Mo 08:00-25:00')).toThrow(/"25:00"/);
    expect(() => parseOpeningHours('Mo 08:60-18:00')).toThrow(/"08:60"/);
    expect(() => parseOpeningHours('Mo 18:00-08:00')).toThrow(/Mo 18:00-08:00/);
    expect(() => parseOpeningHours('Mo-Fr 08:00-18:00; Fr 09:00-12:00')).toThrow(/"Fr" twice/);
    expect(() => parseOpeningHours(' ; ')).toThrow(/no rules/);
  });
});

describe('usHolidayDates', () => {
  it('computes the 2026 federal holidays by rule', () => {
    expect(usHolidayDates(2026)).toEqual({
      'new-years-day': '2026-01-01',
      'martin-luther-king-day': '2026-01-19',
      'presidents-day': '2026-02-16',
      'memorial-day': '2026-05-25',
      juneteenth: '2026-06-19',
      // A Saturday: the day itself, not the Friday federal employees get off.
      'independence-day': '2026-07-04',
      'labor-day': '2026-09-07',
      'columbus-day': '2026-10-12',
      'veterans-day': '2026-11-11',
      thanksgiving: '2026-11-26',
      christmas: '2026-12-25',
    });
  });

  it('moves the weekday holidays with the year', () => {
    const holidays = usHolidayDates(2027);
    expect(holidays.thanksgiving).toBe('2027-11-25');
    expect(holidays['memorial-day']).toBe('2027-05-31');
    expect(holidays['labor-day']).toBe('2027-09-06');
  });
});

describe('appointmentWindows', () => {
  it('starts tomorrow and skips a holiday the business closes on', () => {
    const windows = windowsFor({});
    expect(windows[0]).toEqual({
      id: '2026-11-27-morning',
      date: '2026-11-27',
      part: 'morning',
      startMinutes: 8 * 60,
      endMinutes: 12 * 60,
      label: 'Fri, Nov 27, 8 AM – 12 PM',
    });
    expect(windows[1]?.label).toBe('Fri, Nov 27, 12 PM – 6 PM');
    expect(windows.some((window) => window.date === '2026-11-26')).toBe(false);
  });

  it('offers a window of exactly two hours', () => {
    const sunday = windowsFor({}).filter((window) => window.date === '2026-11-29');
    expect(
      sunday.map(({ part, startMinutes, endMinutes }) => [part, startMinutes, endMinutes]),
    ).toEqual([
      ['morning', 10 * 60, 12 * 60],
      ['afternoon', 12 * 60, 15 * 60],
    ]);
  });

  it('offers no window shorter than two hours', () => {
    const lateOpening = windowsFor({ hours: 'Mo-Su 11:00-17:00', workingDays: 2 });
    expect(lateOpening.map((window) => window.id)).toEqual([
      '2026-11-27-afternoon',
      '2026-11-28-afternoon',
    ]);
    expect(lateOpening[0]?.label).toBe('Fri, Nov 27, 12 PM – 5 PM');
    const earlyClosing = windowsFor({ hours: 'Mo-Su 08:00-13:00', workingDays: 1 });
    expect(earlyClosing.map((window) => window.id)).toEqual(['2026-11-27-morning']);
    expect(windowsFor({ hours: 'Mo-Su 11:00-13:00' })).toEqual([]);
  });

  it('writes minutes into the label only when there are some', () => {
    const windows = windowsFor({ hours: 'Mo-Su 08:30-15:30', workingDays: 1 });
    expect(windows.map((window) => window.label)).toEqual([
      'Fri, Nov 27, 8:30 AM – 12 PM',
      'Fri, Nov 27, 12 PM – 3:30 PM',
    ]);
  });

  it('reads today in the business time zone, not in UTC', () => {
    // 06:30 UTC on Saturday Nov 28 is still Friday 22:30 in California: tomorrow is Saturday.
    const windows = windowsFor({ now: new Date('2026-11-28T06:30:00Z') });
    expect(windows[0]?.id).toBe('2026-11-28-morning');
    expect(windows[0]?.label).toBe('Sat, Nov 28, 9 AM – 12 PM');
  });

  describe('same day, before the cut-off', () => {
    /** Wed Nov 25, 2026 at `time` in California (PST, UTC-8). */
    const pacific = (time: string) => new Date(`2026-11-25T${time}:00-08:00`);
    const ELEVEN = 11 * 60;

    it("offers today's windows that start at least an hour from now, labelled Today", () => {
      const windows = windowsFor({ now: pacific('09:30'), sameDayCutoffMinutes: ELEVEN });
      expect(windows[0]).toMatchObject({
        id: '2026-11-25-afternoon',
        label: 'Today, Wed, Nov 25, 12 PM – 6 PM',
      });
      expect(windows.some((window) => window.id === '2026-11-25-morning')).toBe(false);
      // The next days are still six, from tomorrow (Thanksgiving is closed).
      expect(datesOf(windows)).toEqual([
        '2026-11-25',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
      ]);
    });

    it('offers the morning too when it is early enough', () => {
      const windows = windowsFor({ now: pacific('06:30'), sameDayCutoffMinutes: ELEVEN });
      expect(windows.slice(0, 2).map((window) => window.id)).toEqual([
        '2026-11-25-morning',
        '2026-11-25-afternoon',
      ]);
    });

    it('offers nothing today after the cut-off, without a cut-off, or on a closed day', () => {
      const today = (windows: { date: string }[]) =>
        windows.filter((window) => window.date === '2026-11-25');
      expect(today(windowsFor({ now: pacific('11:00'), sameDayCutoffMinutes: ELEVEN }))).toEqual(
        [],
      );
      expect(today(windowsFor({ now: pacific('09:30') }))).toEqual([]);
      expect(today(windowsFor({ now: pacific('09:30'), sameDayCutoffMinutes: null }))).toEqual([]);
      const thanksgiving = windowsFor({
        now: new Date('2026-11-26T07:00:00-08:00'),
        sameDayCutoffMinutes: ELEVEN,
      });
      expect(thanksgiving.some((window) => window.date === '2026-11-26')).toBe(false);
    });
  });

  it('walks through the end and start of daylight saving time one date at a time', () => {
    const everyDay = { hours: 'Mo-Su 08:00-18:00', closedOn: [], workingDays: 5 };
    // DST ends on Sunday Nov 1, 2026.
    const autumn = windowsFor({ ...everyDay, now: new Date('2026-10-30T19:00:00Z') });
    expect(datesOf(autumn)).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(autumn.find((window) => window.date === '2026-11-01')?.label).toBe(
      'Sun, Nov 1, 8 AM – 12 PM',
    );
    // DST starts on Sunday Mar 8, 2026.
    const spring = windowsFor({ ...everyDay, now: new Date('2026-03-06T20:00:00Z') });
    expect(datesOf(spring)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('counts only the days it can offer', () => {
    const weekdays = { hours: 'Mo-Fr 08:00-18:00', now: new Date('2026-11-20T20:00:00Z') };
    expect(datesOf(windowsFor({ ...weekdays, closedOn: [], workingDays: 3 }))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(datesOf(windowsFor({ ...weekdays, workingDays: 4 }))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
    ]);
    expect(datesOf(windowsFor({}))).toHaveLength(6);
    expect(windowsFor({ workingDays: 0 })).toEqual([]);
  });

  it('closes on a listed holiday in the next year too', () => {
    const windows = windowsFor({
      closedOn: ['new-years-day'],
      now: new Date('2026-12-30T20:00:00Z'),
      workingDays: 2,
    });
    expect(datesOf(windows)).toEqual(['2026-12-31', '2027-01-02']);
  });
});

describe('window ids', () => {
  it('accepts only an id that was offered', () => {
    const windows = windowsFor({});
    expect(isOfferedWindowId('2026-11-27-morning', windows)).toBe(true);
    expect(isOfferedWindowId('2026-11-26-morning', windows)).toBe(false);
    expect(isOfferedWindowId('2026-11-27-evening', windows)).toBe(false);
  });

  it('parses a well-formed id on a real date', () => {
    expect(parseWindowId('2026-11-27-morning')).toEqual({ date: '2026-11-27', part: 'morning' });
    expect(parseWindowId('2028-02-29-afternoon')).toEqual({
      date: '2028-02-29',
      part: 'afternoon',
    });
  });

  it('rejects anything else', () => {
    expect(parseWindowId('2026-02-30-morning')).toBeUndefined();
    expect(parseWindowId('2026-13-01-morning')).toBeUndefined();
    expect(parseWindowId('2026-11-27-evening')).toBeUndefined();
    expect(parseWindowId(' 2026-11-27-morning')).toBeUndefined();
    expect(parseWindowId('x')).toBeUndefined();
  });
});

test('asking for the windows again makes no new Intl formatter (they are kept)', () => {
  const options: AppointmentWindowOptions = {
    hours: PROFILE_HOURS,
    closedOn: [],
    now: new Date('2026-11-27T18:00:00Z'),
    workingDays: 5,
    timeZone: PACIFIC,
  };
  appointmentWindows(options);
  const constructed = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    for (let index = 0; index < 50; index += 1) appointmentWindows(options);
    expect(constructed).not.toHaveBeenCalled();
  } finally {
    constructed.mockRestore();
  }
});
