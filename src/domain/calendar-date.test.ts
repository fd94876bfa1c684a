import { longDate, monthAndYear } from './calendar-date';

describe('calendar dates for people', () => {
  it('writes the month out, the day without a leading zero', () => {
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
    expect(longDate('2027-01-05')).toBe('January 5, 2027');
    expect(monthAndYear('2025-03-09')).toBe('March 2025');
  });

  it('says the same as the browser would in US English', () => {
    for (const isoDate of ['2025-02-28', '2026-06-01', '2026-11-30', '2028-02-29']) {
      const noon = new Date(`${isoDate}T12:00:00Z`);
      expect(longDate(isoDate)).toBe(
        noon.toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      );
      expect(monthAndYear(isoDate)).toBe(
        noon.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      );
    }
  });

  it('refuses what is not a calendar date', () => {
    expect(() => longDate('2026-13-01')).toThrow('Not a calendar date');
    expect(() => longDate('Dec 31')).toThrow('Not a calendar date');
  });
});
