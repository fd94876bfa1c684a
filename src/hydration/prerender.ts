/**
 * Whether this page load is the build's prerender crawl. Effects that depend on the
 * visitor, the clock or storage must not run then, or their result would be saved in the
 * snapshot and differ from the first client render (docs/architecture.md#crawl-traps, trap 6).
 */
declare global {
  interface Window {
    /** Set by the prerender crawl before the app loads. */
    __PRERENDER__?: boolean;
    /**
     * Set by the entry when it hydrates a snapshot made for this address: the address's
     * path and query (src/hydration/static-content.tsx reads it).
     */
    __SNAPSHOT_LOCATION__?: string;
  }
}

export function isPrerendering(): boolean {
  return typeof window !== 'undefined' && window.__PRERENDER__ === true;
}

/**
 * Marks a picture painted at the first paint (an SVG of this site): the crawl writes it into
 * the snapshot as a `data:` URI, so the first paint needs no request, while the app keeps
 * the file's address and the picture stays out of the JavaScript
 * (docs/decisions/first-paint.md#no-request-before-first-paint).
 */
export const INLINE_IN_SNAPSHOT = { 'data-inline-in-snapshot': '' } as const;
