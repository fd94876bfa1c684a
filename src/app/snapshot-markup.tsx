/**
 * The markup the prerender crawl saves inside `#root` comes from React's own server
 * renderer, run in the crawled page on the app's element tree: React, not the crawl, writes
 * the comments that hydration reads (the `<!-- -->` between adjacent text, the `<!--$-->` …
 * `<!--/$-->` around a deferred island's Suspense boundary) and the `selected` and `checked`
 * attributes of form controls (docs/architecture.md#react-writes-the-snapshots-markup).
 *
 * This module and the renderer are chunks of their own, which `startApp` requests only
 * while the crawl runs: no visitor downloads them.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { emotionCache } from '@/ui/theme/emotion-cache';

declare global {
  interface Window {
    /** Set during the crawl: renders the page's tree to HTML with `react-dom/server`. */
    __RENDER_SNAPSHOT_MARKUP__?: () => string;
  }
}

/**
 * Lets the crawl ask for the page's markup (`renderRootMarkup` in scripts/prerender.ts) and
 * for the names of the styles Emotion inserted, which it writes on the snapshot's style tag
 * (src/ui/theme/emotion-cache.ts). The crawl asks once the page is ready, when every module
 * the tree reads (the page, its islands, its messages) has loaded, so nothing suspends and
 * the islands render whole inside their boundaries.
 */
export function offerSnapshotMarkup(app: ReactElement): void {
  window.__EMOTION_INSERTED_NAMES__ = () => Object.keys(emotionCache.inserted);
  window.__RENDER_SNAPSHOT_MARKUP__ = () => renderToString(app);
}
