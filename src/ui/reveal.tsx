/**
 * Fades and slides a section in when it scrolls into view (threshold 0.1). The first
 * render is always visible, so the prerendered page and no-JavaScript visitors see
 * everything; only sections still below the fold after hydration are hidden until
 * they arrive. Off under prefers-reduced-motion. Transforms cause no layout shift.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from './motion';
import { isPrerendering } from '@/hydration/prerender';
import { mq } from './theme/theme';

const REVEAL_THRESHOLD = 0.1;

type RevealState = 'static' | 'waiting' | 'shown';

const Wrapper = styled.div<{ state: RevealState }>(({ theme, state }) => ({
  opacity: state === 'waiting' ? 0 : 1,
  transform: state === 'waiting' ? 'translateY(24px)' : 'none',
  transition:
    state === 'static'
      ? 'none'
      : `opacity ${theme.duration.slow} ease-out, transform ${theme.duration.slow} ease-out`,
  [mq.reducedMotion]: { opacity: 1, transform: 'none', transition: 'none' },
}));

export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (prefersReducedMotion() || isPrerendering()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          setState(first ? 'static' : 'shown');
          observer.disconnect();
        } else if (first) {
          setState('waiting');
        }
        first = false;
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Wrapper ref={ref} state={state}>
      {children}
    </Wrapper>
  );
}
