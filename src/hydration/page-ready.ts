/**
 * The moment a page is ready: hydrated (or rendered) with its head final. The prerender
 * crawl and the end-to-end tests wait for it (`window.__PAGE_READY__`), deferred islands
 * load after it, and `npm test`'s budget counts the scripts requested before its mark.
 */
declare global {
  interface Window {
    /** Set once the page's head and content are final. */
    __PAGE_READY__?: boolean;
  }
}

/** The performance mark set when the first page is ready. */
export const PAGE_READY_MARK = 'page-ready';

export const PAGE_READY_EVENT = 'page-ready';

/** Called by the page head (PageMeta) each time a page's head is final. */
export function signalPageReady(): void {
  if (window.__PAGE_READY__) return;
  performance.mark(PAGE_READY_MARK);
  window.__PAGE_READY__ = true;
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/** Resolves once the first page is ready. */
export function whenPageReady(): Promise<void> {
  return new Promise((resolve) => {
    if (window.__PAGE_READY__) resolve();
    else window.addEventListener(PAGE_READY_EVENT, () => resolve(), { once: true });
  });
}
