import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { isPrerendering } from '@/ui/prerender';
import { theme } from '@/ui/theme/theme';

/**
 * In the crawl, Emotion writes rules as text instead of `insertRule`, so the saved
 * snapshot carries its styles (docs/architecture.md#crawl-traps, trap 1).
 */
const emotionCache = createCache({
  key: 'css',
  speedy: isPrerendering() ? false : undefined,
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
