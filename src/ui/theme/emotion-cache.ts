/**
 * The app's one Emotion cache, and how a prerendered snapshot hands its styles to it
 * (docs/decisions/first-paint.md#emotion-styles-at-hydration).
 *
 * In the crawl, Emotion writes rules as text instead of `insertRule`, so the saved
 * snapshot carries its styles (docs/architecture.md#crawl-traps, trap 1), and the cache
 * shows which styles it inserted, so the crawl can name them in the snapshot.
 *
 * In a visitor's browser, `createCache` reads those names from the snapshot's
 * `<style data-emotion="css name…">` tag and counts them as inserted: hydrating the page
 * then neither compiles them with stylis nor inserts them a second time.
 */
import createCache from '@emotion/cache';
import { isPrerendering } from '@/ui/prerender';

/** The cache's key: the prefix of every class name and the `data-emotion` value. */
export const EMOTION_CACHE_KEY = 'css';

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

if (isPrerendering()) {
  window.__EMOTION_INSERTED_NAMES__ = () => Object.keys(emotionCache.inserted);
}
