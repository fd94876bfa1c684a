/**
 * The home page's car brand strip: Embla with auto-scroll (speed 0.5, looping), which
 * stops while the pointer or keyboard focus is on it, never moves under
 * prefers-reduced-motion, and has a Pause button (moving content needs one: WCAG 2.2.2).
 * The edges fade out instead of cutting cards off. Every brand links to its page.
 *
 * The strip is plain, scrollable markup in the prerendered page; Embla is loaded only
 * when the strip comes into view, so it is not part of the page's first load.
 */
import styled from '@emotion/styled';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CAR_BRANDS } from '@/content/brands';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/ui/brand-logo';
import { prefersReducedMotion } from '@/ui/motion';

const BRAND_CAROUSEL_SPEED = 0.5;

/** Width of every brand's tile in the strip (the logo with the make's name below it). */
const BRAND_TILE_WIDTH = 132;

const Viewport = styled.div({
  overflow: 'hidden',
  // Cards fade out at both edges rather than being cut hard.
  maskImage:
    'linear-gradient(to right, transparent, black 32px, black calc(100% - 32px), transparent)',
});

const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: theme.space[1],
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[0.5],
    minHeight: theme.touchTarget,
    padding: `0 ${theme.space[1.5]}`,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.pill,
    background: theme.color.bg,
    color: theme.color.fg,
    font: 'inherit',
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
    cursor: 'pointer',
  },
}));

/** What the Pause button needs of the running carousel. */
interface AutoScrollControl {
  play(): void;
  stop(): void;
}

const Track = styled.ul(({ theme }) => ({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: { flex: '0 0 auto', paddingRight: theme.space[2] },
  a: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space[1],
    width: BRAND_TILE_WIDTH,
    padding: theme.space[2],
    borderRadius: theme.radius.lg,
    background: theme.color.bg,
    border: `1px solid ${theme.color.border}`,
    color: theme.color.fg,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.color.brand },
  },
}));

function useAutoScrollingCarousel(
  viewport: React.RefObject<HTMLDivElement | null>,
  control: React.RefObject<AutoScrollControl | null>,
) {
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      void Promise.all([import('embla-carousel'), import('embla-carousel-auto-scroll')]).then(
        ([{ default: EmblaCarousel }, { default: AutoScroll }]) => {
          if (cancelled) return;
          const plugins = prefersReducedMotion()
            ? []
            : [
                AutoScroll({
                  speed: BRAND_CAROUSEL_SPEED,
                  stopOnInteraction: false,
                  stopOnMouseEnter: true,
                  stopOnFocusIn: true,
                }),
              ];
          const embla = EmblaCarousel(
            element,
            { loop: true, align: 'start', dragFree: true },
            plugins,
          );
          const autoScroll = embla.plugins().autoScroll;
          if (autoScroll) control.current = autoScroll;
          destroy = () => embla.destroy();
        },
      );
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, [viewport, control]);
}

export function BrandCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const control = useRef<AutoScrollControl | null>(null);
  const [paused, setPaused] = useState(false);
  useAutoScrollingCarousel(viewportRef, control);
  const togglePause = () => {
    if (paused) control.current?.play();
    else control.current?.stop();
    setPaused(!paused);
  };
  return (
    <div>
      <Viewport ref={viewportRef} data-scroller="">
        <Track>
          {CAR_BRANDS.map((brand) => (
            <li key={brand.id}>
              <Link to={paths.brand(brand.id)}>
                <BrandLogo brand={brand} />
                {brand.name}
              </Link>
            </li>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <button type="button" onClick={togglePause} aria-pressed={paused}>
          {paused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
          {paused ? 'Play brand list' : 'Pause brand list'}
        </button>
      </Controls>
    </div>
  );
}
