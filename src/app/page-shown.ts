/**
 * Tells whoever asks when React has put a page on screen: the root layout reports each path
 * it commits, before the browser paints it. The brand font waits on it to switch at the next
 * navigation (src/app/brand-font.ts), where the switch cannot be seen as a layout shift.
 */
import { useLayoutEffect } from 'react';

type Listener = (pathname: string) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with the path of each page shown from now on; returns the unsubscribe. */
export function onPageShown(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The root layout's report: a layout effect, so a listener's change lands in the same paint. */
export function useNotifyPageShown(pathname: string): void {
  useLayoutEffect(() => {
    for (const listener of [...listeners]) listener(pathname);
  }, [pathname]);
}
