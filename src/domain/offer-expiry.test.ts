import { endedOffersStyleRule, todayInBayArea } from './offer-expiry';

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
});
