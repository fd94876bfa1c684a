/**
 * notistack's toast container, mounted in its own React root on the first toast. It
 * is loaded on demand so no page pays for it before something is announced.
 */
import { enqueueSnackbar, SnackbarProvider, type VariantType } from 'notistack';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

let mounted = false;

function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'toast-host';
  document.body.appendChild(host);
  const root = createRoot(host);
  // Rendered synchronously: the provider must exist before the first enqueueSnackbar.
  flushSync(() =>
    root.render(
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />,
    ),
  );
}

export function showToast(message: ReactNode, variant: VariantType, autoHideDuration: number) {
  mount();
  enqueueSnackbar(message, { variant, autoHideDuration });
}
