/**
 * Whether this browser holds a quote flow the visitor left unfinished, so the page can
 * open it again at once. Its own tiny module: the quote gate is on the home page's first
 * load, which has a budget, and the flow itself loads only when it is needed.
 */
export const QUOTE_FLOW_STORAGE_KEY = 'quote-flow';

export function hasSavedQuoteFlow(): boolean {
  try {
    return window.localStorage.getItem(QUOTE_FLOW_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
