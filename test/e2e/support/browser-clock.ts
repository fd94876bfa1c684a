/**
 * Gives a test page the same "now" as the server's clock (test/support/clocks.ts), so the
 * page and the service agree on the day and the hour a test chose. Chrome's own virtual
 * time (CDP `Emulation.setVirtualTimePolicy`) pauses or races ahead while the page loads,
 * so the page's `Date` is replaced before any of its scripts run instead: `new Date()` and
 * `Date.now()` read the machine's time moved by a fixed offset, and so keep running at the
 * machine's pace, as the server's clock does. Timers are left alone.
 */
import type { Page } from 'puppeteer-core';
import type { Clock } from '../../../server/clock';

export async function followServerClock(page: Page, clock: Clock): Promise<void> {
  // Both read the same machine clock, so a constant offset keeps them together.
  const offsetMs = clock.now() - Date.now();
  await page.evaluateOnNewDocument(shiftedDateScript(offsetMs));
}

/**
 * The page script, as text: tsx names the test's functions with a helper (`__name`) that the
 * page does not have, so a function passed to the page must not be compiled by it.
 */
function shiftedDateScript(offsetMs: number): string {
  return `{
    const MachineDate = Date;
    const now = () => MachineDate.now() + ${JSON.stringify(offsetMs)};
    globalThis.Date = new Proxy(MachineDate, {
      // new Date() is now; a Date of given parts or milliseconds is unchanged.
      construct: (target, args, newTarget) =>
        Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
      // Date() called without new returns now as a string.
      apply: () => new MachineDate(now()).toString(),
      get: (target, property, receiver) =>
        property === 'now' ? now : Reflect.get(target, property, receiver),
    });
  }`;
}
