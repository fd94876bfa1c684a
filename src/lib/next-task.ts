/**
 * Resolves in a new task of the browser's event loop, so the work after `await nextTask()`
 * does not lengthen the task that awaited it: the browser can paint and handle input in
 * between (docs/decisions/first-paint.md#staged-start). `scheduler.yield()` where the
 * browser has it (its continuation runs ahead of other queued tasks), a zero timeout
 * elsewhere.
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
