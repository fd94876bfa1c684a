import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { emotionCache } from '@/ui/theme/emotion-cache';
import { theme } from '@/ui/theme/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
