/**
 * Whether this page load is the build's prerender crawl. Effects that depend on the
 * visitor, the clock or storage must not run then, or their result would be saved in the
 * snapshot and differ from the first client render (docs/architecture.md#crawl-traps, trap 6).
 */
declare global {
  interface Window {
    /** Set by the prerender crawl before the app loads. */
    __PRERENDER__?: boolean;
  }
}

export function isPrerendering(): boolean {
  return typeof window !== 'undefined' && window.__PRERENDER__ === true;
}
