import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@/ui/theme/theme';

declare global {
  interface Window {
    /** Set by the prerender crawl before the app loads. */
    __PRERENDER__?: boolean;
  }
}

/**
 * In the crawl, Emotion writes rules as text instead of `insertRule`, so the saved
 * snapshot carries its styles (ARCHITECTURE.md, crawl trap 1).
 */
const emotionCache = createCache({
  key: 'css',
  speedy: typeof window !== 'undefined' && window.__PRERENDER__ ? false : undefined,
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
