/**
 * Toasts with a title and an optional description line. notistack loads on the first
 * toast (`toast-host.tsx`), outside every page's first load.
 */
import styled from '@emotion/styled';
import type { VariantType } from 'notistack';
import { useMemo } from 'react';

// Rendered in notistack's own React root (toast-host.tsx), outside the ThemeProvider:
// no theme here.
const Title = styled.strong({ display: 'block' });

function ToastMessage({ title, description }: { title: string; description?: string }) {
  return (
    <span>
      <Title>{title}</Title>
      {description}
    </span>
  );
}

// webpack requests a chunk once; a request that failed is made again on the next call.
const loadToastHost = () => import('./toast-host');

function show(variant: VariantType, autoHideDuration: number, title: string, description?: string) {
  void loadToastHost().then(({ showToast }) =>
    showToast(<ToastMessage title={title} description={description} />, variant, autoHideDuration),
  );
}

const toast = {
  success: (title: string, description?: string) => show('success', 5000, title, description),
  error: (title: string, description?: string) => show('error', 8000, title, description),
  info: (title: string, description?: string) => show('info', 10000, title, description),
  /**
   * Loads the toast host before the first toast, so that toast shows the moment it is
   * called. A form calls it when the visitor starts filling it in: the lead form's success
   * toast starts the 2 s before the thank-you page, and on a slow phone the host's download
   * used to eat most of them (docs/decisions/quote-flow.md#the-answer-is-not-kept-waiting).
   */
  prepare: () => {
    loadToastHost().catch(() => undefined);
  },
};

/** Kept as a hook so components can be tested with a mocked toast. */
export function useToast() {
  return useMemo(() => toast, []);
}
