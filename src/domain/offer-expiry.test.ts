import {
  endedOffersStyleRule,
  hideOffersStyleRule,
  offerEndInstant,
  offersEndedAt,
  todayInBayArea,
} from './offer-expiry';

describe('offer expiry', () => {
  it('hides an offer once its end date has passed, not on its last day', () => {
    const ends = { a: '2026-06-30', b: '2026-12-31' };
    expect(endedOffersStyleRule(ends, '2026-07-02')).toBe(
      '[data-offer-id="a"]{display:none!important}',
    );
    expect(endedOffersStyleRule(ends, '2026-06-30')).toBeNull();
    expect(endedOffersStyleRule(ends, '2027-01-01')).toBe(
      '[data-offer-id="a"],[data-offer-id="b"]{display:none!important}',
    );
  });

  it('reads the day in the Bay Area, not in UTC', () => {
    // 03:00 UTC on July 1 is still June 30 in California.
    expect(todayInBayArea(new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });

  it('ends an offer at midnight after its last day, Pacific time, in summer and winter', () => {
    // Daylight time: midnight in California is 07:00 UTC.
    expect(new Date(offerEndInstant('2026-06-30')).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // Standard time: 08:00 UTC, also across the end of a month and of a year.
    expect(new Date(offerEndInstant('2026-12-31')).toISOString()).toBe('2027-01-01T08:00:00.000Z');
    // The days the clocks change (March 8 and November 1, 2026).
    expect(new Date(offerEndInstant('2026-03-07')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(new Date(offerEndInstant('2026-03-08')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(new Date(offerEndInstant('2026-10-31')).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(new Date(offerEndInstant('2026-11-01')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('agrees with the date check: running on the last day, ended the moment after', () => {
    const endsAt = offerEndInstant('2026-12-31');
    expect(todayInBayArea(new Date(endsAt - 1))).toBe('2026-12-31');
    expect(todayInBayArea(new Date(endsAt))).toBe('2027-01-01');
    const instants = { a: offerEndInstant('2026-06-30'), b: endsAt };
    expect(offersEndedAt(instants, endsAt - 1)).toEqual(['a']);
    expect(offersEndedAt(instants, endsAt)).toEqual(['a', 'b']);
    expect(hideOffersStyleRule(offersEndedAt(instants, endsAt))).toBe(
      '[data-offer-id="a"],[data-offer-id="b"]{display:none!important}',
    );
    expect(hideOffersStyleRule([])).toBeNull();
  });
});
