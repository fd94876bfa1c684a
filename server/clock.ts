/**
 * The one place the server reads the time. Services, repositories and timers take a
 * `Clock` from their wiring (server/api-service.ts) instead of calling `Date.now()` or
 * `new Date()` themselves, so a test can pin or step the time without patching globals;
 * eslint.config.js enforces it (docs/decisions/server-reliability.md, 'A clock passed in').
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

/** The machine's clock: what production uses. */
export const systemClock: Clock = {
  now: () => Date.now(),
};

/** The clock's time as an ISO 8601 timestamp, the form the database stores. */
export function isoNow(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}
