/**
 * The app's one Emotion cache, and how a prerendered snapshot hands its styles to it
 * (docs/decisions/first-paint.md#emotion-styles-at-hydration).
 *
 * In the crawl, Emotion writes rules as text instead of `insertRule`, so the saved
 * snapshot carries its styles (docs/architecture.md#crawl-traps, trap 1), and the cache
 * shows which styles it inserted, so the crawl can list their names on the snapshot's
 * style tag.
 *
 * In a visitor's browser, the cache counts those names as inserted: hydrating the page
 * then neither compiles them with stylis nor inserts them a second time. The names are in
 * an attribute of our own rather than in `data-emotion="css name…"`, where Emotion would
 * read them too but would also move the tag to the end of the head: the browser rebuilds a
 * moved style sheet and restyles the whole page (6 to 13 ms on this machine).
 */
import createCache from '@emotion/cache';
import { isPrerendering } from '@/hydration/prerender';

/** The cache's key: the prefix of every class name and the `data-emotion` value. */
export const EMOTION_CACHE_KEY = 'css';

/** On the snapshot's style tag: the names of the styles it holds, space-separated. */
export const SNAPSHOT_STYLE_NAMES_ATTRIBUTE = 'data-snapshot-style-names';

declare global {
  interface Window {
    /** In the crawl only: the names of the styles the cache has inserted. */
    __EMOTION_INSERTED_NAMES__?: () => string[];
  }
}

export const emotionCache = createCache({
  key: EMOTION_CACHE_KEY,
  speedy: isPrerendering() ? false : undefined,
});

// In the crawl, the page offers the inserted names with its markup (src/app/snapshot-markup.tsx),
// from a chunk no visitor loads.
if (!isPrerendering() && typeof document !== 'undefined') {
  const names = document
    .querySelector(`style[${SNAPSHOT_STYLE_NAMES_ATTRIBUTE}]`)
    ?.getAttribute(SNAPSHOT_STYLE_NAMES_ATTRIBUTE);
  for (const name of names ? names.split(' ') : []) emotionCache.inserted[name] = true;
}
