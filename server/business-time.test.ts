import { businessDate, businessDayStart, formatBusinessTime } from './business-time';

describe('the business time zone', () => {
  it('cuts days at midnight in California, not in UTC', () => {
    // 03:30 UTC on the 28th is 7:30 PM on the 27th in California (PST, UTC-8).
    expect(businessDate('2026-11-28T03:30:00.000Z')).toBe('2026-11-27');
    expect(businessDate('2026-11-28T08:00:00.000Z')).toBe('2026-11-28');
  });

  it('starts a winter day at 08:00 UTC and a summer day at 07:00 UTC', () => {
    expect(businessDayStart('2026-11-27')).toBe('2026-11-27T08:00:00.000Z');
    expect(businessDayStart('2026-11-27', true)).toBe('2026-11-28T08:00:00.000Z');
    expect(businessDayStart('2026-07-04')).toBe('2026-07-04T07:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 2026-03-08: clocks spring forward at 2 AM; the day starts at PST midnight.
    expect(businessDayStart('2026-03-08')).toBe('2026-03-08T08:00:00.000Z');
    expect(businessDayStart('2026-03-08', true)).toBe('2026-03-09T07:00:00.000Z');
    // 2026-11-01: clocks fall back; the day starts at PDT midnight.
    expect(businessDayStart('2026-11-01')).toBe('2026-11-01T07:00:00.000Z');
    expect(businessDayStart('2026-11-01', true)).toBe('2026-11-02T08:00:00.000Z');
  });

  it('refuses anything but a calendar date', () => {
    expect(businessDayStart('27/11/2026')).toBeUndefined();
    expect(businessDayStart(undefined)).toBeUndefined();
  });

  it('shows times with the zone named', () => {
    expect(formatBusinessTime('2026-11-27T22:05:00.000Z')).toBe('Fri, Nov 27, 2:05 PM PST');
  });
});
