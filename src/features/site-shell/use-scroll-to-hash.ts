import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '@/ui/motion';

/** Scrolls an element into view: smoothly, unless the visitor asked for reduced motion. */
export function scrollToElement(element: Element): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * On every navigation: scroll to the element named by the hash after `delayMs`
 * (100 ms by default, so the locations index has laid out its counties), or to the top of the page.
 */
export function useScrollToHash(delayMs = 100): void {
  const { pathname, hash, search } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) scrollToElement(target);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, search, delayMs]);
}
