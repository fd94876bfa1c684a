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

/**
 * The instant when the wall clock in `timeZone` reads `minutes` after midnight on `date`
 * ('YYYY-MM-DD'): a business's "Wednesday, 10:30 AM" as milliseconds. Not for the hour a
 * daylight-saving change skips or repeats.
 */
export function wallClockInstant(date: string, minutes: number, timeZone: string): number {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  // The zone's offset at about that time: what its wall clock reads then, minus the instant.
  const parts = Object.fromEntries(
    format.formatToParts(wallAsUtc).map((part) => [part.type, Number(part.value)]),
  );
  const readsThen = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wallAsUtc - (readsThen - wallAsUtc);
}
