import { hideEndedOffers } from './offer-expiry-boot';

describe('offer expiry head script', () => {
  it('hides an offer before first paint once its end date has passed', () => {
    const ends = { a: '2026-06-30', b: '2026-12-31' };
    expect(hideEndedOffers(ends, new Date('2026-07-02T12:00:00Z'))).toBe(
      '[data-offer-id="a"]{display:none!important}',
    );
    expect(hideEndedOffers(ends, new Date('2026-06-30T12:00:00Z'))).toBeNull();
  });
});
