import { nextTask } from './next-task';

describe('nextTask', () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete global.scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    global.scheduler = { yield: schedulerYield };
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('resolves only after a timer task elsewhere, not in the same task', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const waiting = nextTask().then(() => {
      resolved = true;
    });
    // Microtasks alone do not resolve it.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await waiting;
    expect(resolved).toBe(true);
  });
});
