import { hasValidVinCheckDigit, vinModelYear } from './vin';

describe('VIN check digit', () => {
  it('accepts VINs whose 9th character matches the rest', () => {
    // Published examples: a 2003 Honda Accord, one whose check digit is X, all ones.
    expect(hasValidVinCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidVinCheckDigit('11111111111111111')).toBe(true);
    expect(hasValidVinCheckDigit('1hgcm82633a004352')).toBe(true);
  });

  it('refuses a VIN with one character mistyped or two swapped', () => {
    expect(hasValidVinCheckDigit('1HGCM82633A004353')).toBe(false);
    expect(hasValidVinCheckDigit('1HGCM82633A004325')).toBe(false);
    expect(hasValidVinCheckDigit('1HGCM82533A004352')).toBe(false);
  });

  it('refuses what is not a 17-character VIN', () => {
    expect(hasValidVinCheckDigit('1HGCM82633A00435')).toBe(false);
    expect(hasValidVinCheckDigit('1HGCM82633A00435O')).toBe(false);
  });
});

describe('VIN model year', () => {
  it('reads the 10th character in the cycle the 7th character names', () => {
    expect(vinModelYear('1HGCM82633A004352', 2026)).toBe(2003);
    expect(vinModelYear('5YJ3E1EA0JF000000', 2026)).toBe(2018);
  });

  it('never gives a year more than one model year ahead', () => {
    // 'Y' in the 2010 cycle is 2030: not possible in 2026, so 2000.
    expect(vinModelYear('1HGCMA2E0YA000000', 2026)).toBe(2000);
    // Next year's models are on sale this year.
    expect(vinModelYear('5YJ3E1EAXVF000000', 2026)).toBe(2027);
  });

  it('gives no year for a character that is not a year code', () => {
    expect(vinModelYear('1HGCM82630A004352', 2026)).toBeUndefined();
  });
});
