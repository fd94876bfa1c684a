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

function show(variant: VariantType, autoHideDuration: number, title: string, description?: string) {
  void import('./toast-host').then(({ showToast }) =>
    showToast(<ToastMessage title={title} description={description} />, variant, autoHideDuration),
  );
}

const toast = {
  success: (title: string, description?: string) => show('success', 5000, title, description),
  error: (title: string, description?: string) => show('error', 8000, title, description),
  info: (title: string, description?: string) => show('info', 10000, title, description),
};

/** Kept as a hook so components can be tested with a mocked toast. */
export function useToast() {
  return useMemo(() => toast, []);
}
