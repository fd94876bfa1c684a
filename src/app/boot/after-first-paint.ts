/**
 * The head script that requests the app's scripts once the first contentful paint has
 * happened, not with the HTML (docs/decisions/first-paint.md#scripts). The build inlines it
 * into every page with the list of scripts (scripts/support/after-first-paint-program.cjs,
 * called by webpack.config.js), compiled to ES2017 and minified.
 *
 * - A page with nothing to paint (its root is empty: an address without a snapshot) loads
 *   once its HTML is parsed, since the app has to render it.
 * - A hidden page (a background tab, which never paints) loads at once.
 * - A browser without paint entries waits for a frame and a task.
 * - A last-resort timer covers a browser that reports no paint within 3 s.
 * Each script removes its tag once it has run, so the crawl never saves it into a snapshot
 * (where it would be a render-blocking script). Execution order is kept (`async = false`).
 */
export const LAST_RESORT_MS = 3000;

export function loadAfterFirstPaint(sources: readonly string[]): void {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onload = () => script.remove();
      document.head.append(script);
    }
  };
  // The paint entry arrives while the frame is presented; the scripts start in the next task.
  const afterPaint = () => setTimeout(load, 0);

  if (document.visibilityState !== 'visible') {
    load();
    return;
  }
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root || !root.firstElementChild) load();
  });
  const entryTypes =
    ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes) || [];
  if (entryTypes.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        afterPaint();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(afterPaint);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') load();
  });
  setTimeout(load, LAST_RESORT_MS);
}
