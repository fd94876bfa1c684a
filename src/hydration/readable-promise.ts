/**
 * Marks a promise with its outcome as React does for promises passed to `use`, so a module
 * loaded before its first render (a preload, or the page the entry loads before hydrating)
 * renders at once, without suspending.
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
