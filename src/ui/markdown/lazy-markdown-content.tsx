/**
 * `MarkdownContent` from its own chunk, for markdown inside a `StaticContent` block (a blog
 * post's body, the legal texts). While the first page hydrates its snapshot the block keeps
 * the snapshot's HTML and never renders these, so markdown-to-jsx and DOMPurify stay out of
 * the first load; a page reached by navigation, or rendered without a snapshot, suspends
 * until the chunk has loaded, inside the router's transition like the page's own chunk
 * (docs/decisions/first-paint.md#first-load-budget).
 */
import { lazy, use } from 'react';
import { cachedReadable } from '@/hydration/readable-promise';

export const LazyMarkdownContent = lazy(() =>
  import('./markdown-content').then((module) => ({ default: module.MarkdownContent })),
);

/** Each loader's text, requested once; a failed request is tried again at the next render. */
const loadText = cachedReadable((load: () => Promise<string>) => load());

/**
 * Markdown whose text, too, is only needed when it is rendered (a legal page's text is in its
 * snapshot): `load` fetches the text from its own chunk, with the renderer.
 */
export function LoadedMarkdownContent({ load }: { load: () => Promise<string> }) {
  return <LazyMarkdownContent markdown={use(loadText(load))} />;
}
