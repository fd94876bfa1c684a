/**
 * notistack's toast container, mounted in its own React root on the first toast. It
 * is loaded on demand so no page pays for it before something is announced.
 */
import { enqueueSnackbar, SnackbarProvider, type VariantType } from 'notistack';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

let mounted = false;

function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'toast-host';
  document.body.appendChild(host);
  createRoot(host).render(
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />,
  );
}

export function showToast(message: ReactNode, variant: VariantType, autoHideDuration: number) {
  mount();
  // The provider registers itself on its first render; wait one frame for it.
  window.requestAnimationFrame(() => enqueueSnackbar(message, { variant, autoHideDuration }));
}
