/**
 * Clocks for tests (server/clock.ts): a service built with one of these sees the time the
 * test chose, so nothing has to patch `Date.now`.
 */
import type { Clock } from '../../server/clock';

/** Always `ms`. */
export function fixedClock(ms: number): Clock {
  return { now: () => ms };
}

/** `startMs` on the first reading, then `stepMs` later on each reading after it. */
export function steppedClock(startMs: number, stepMs: number): Clock {
  let next = startMs;
  return {
    now() {
      const current = next;
      next += stepMs;
      return current;
    },
  };
}

/**
 * `startMs` now, then running at the machine's pace: a server that starts on a chosen
 * business day and keeps moving, for tests that need a known "today" in a real browser
 * (timers, retries and sessions still see time pass).
 */
export function clockStartingAt(startMs: number): Clock {
  const machineStart = Date.now();
  return { now: () => startMs + (Date.now() - machineStart) };
}
