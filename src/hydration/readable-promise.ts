/**
 * Marks a promise with its outcome as React does for promises passed to `use`, so a module
 * loaded before its first render (a preload, or the page the entry loads before hydrating)
 * renders at once, without suspending.
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  // Block bodies: returning the promise itself (what Object.assign returns) from the
  // rejection handler would reject the derived promise too, an unhandled rejection of its own.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * `load` with each key's result requested once and kept readable, so everything that renders
 * it after it has settled reads it at once. The key is the first argument unless `keyOf`
 * says otherwise. A failed request is forgotten, so the next call (the next visit to the
 * page) tries again.
 */
export function cachedReadable<Args extends unknown[], Value>(
  load: (...args: Args) => Promise<Value>,
  keyOf: (...args: Args) => unknown = (...args) => args[0],
): (...args: Args) => Promise<Value> {
  const requested = new Map<unknown, Promise<Value>>();
  return (...args) => {
    const key = keyOf(...args);
    let value = requested.get(key);
    if (!value) {
      value = readable(load(...args));
      value.catch(() => requested.delete(key));
      requested.set(key, value);
    }
    return value;
  };
}
