import { fixedClock, steppedClock } from '../test/support/clocks';
import { isoNow, systemClock } from './clock';

describe('clocks', () => {
  it('reads the system clock as Date.now does', () => {
    const before = Date.now();
    const read = systemClock.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('gives the clock time as an ISO timestamp', () => {
    expect(isoNow(fixedClock(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
  });

  it('keeps a fixed clock still and steps a stepped one on each reading', () => {
    const fixed = fixedClock(1_000);
    expect([fixed.now(), fixed.now()]).toEqual([1_000, 1_000]);
    const stepped = steppedClock(1_000, 250);
    expect([stepped.now(), stepped.now(), stepped.now()]).toEqual([1_000, 1_250, 1_500]);
  });
});
