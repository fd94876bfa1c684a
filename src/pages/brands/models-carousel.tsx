/**
 * 'Models We Service' on a brand page: one card per model, each linking to its model
 * page. Embla (loop, align start) shows 1, 2 or 3 cards per row on small, medium and
 * large screens, with previous and next buttons.
 *
 * The prerendered HTML is the plain list with every link in it, scrollable sideways
 * without JavaScript. Embla takes over only after hydration, and never during the
 * prerender crawl, so the saved markup carries none of its inline transforms.
 */
import styled from '@emotion/styled';
import useEmblaCarousel from 'embla-carousel-react';
import { CarFront, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { modelSlug } from '@/content/load/brand-lookup';
import type { CarBrand } from '@/content/types';
import { paths } from '@/config/paths';
import { modelCardText } from './brand-copy';
import { buttonStyle, ButtonLink } from '@/ui/button';
import { mq } from '@/ui/theme/theme';

const MODEL_CARD_HEIGHT = 280;
const SLIDE_GAP = 16;

const Viewport = styled.div<{ interactive: boolean }>(({ interactive }) => ({
  overflowX: interactive ? 'hidden' : 'auto',
  overflowY: 'hidden',
  scrollSnapType: interactive ? 'none' : 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
}));

const Track = styled.ul({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  marginLeft: -SLIDE_GAP,
  touchAction: 'pan-y pinch-zoom',
});

const Slide = styled.li({
  flex: '0 0 100%',
  minWidth: 0,
  paddingLeft: SLIDE_GAP,
  scrollSnapAlign: 'start',
  [mq.md]: { flexBasis: '50%' },
  [mq.lg]: { flexBasis: `${100 / 3}%` },
});

const ModelCard = styled.article(({ theme }) => ({
  height: MODEL_CARD_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1.5],
  padding: theme.space[3],
  background: theme.color.bg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  h3: { margin: 0, fontSize: theme.fontSize.xl, lineHeight: 1.3 },
  p: { margin: 0, color: theme.color.fgMuted, lineHeight: 1.5 },
  '.model-card-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.size.badgeMd,
    height: theme.size.badgeMd,
    borderRadius: theme.radius.md,
    background: theme.color.bgBrandSoft,
    color: theme.color.brand,
  },
  '.model-card-action': { marginTop: 'auto', alignSelf: 'flex-start' },
}));

const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space[1.5],
  marginTop: theme.space[3],
  button: { width: theme.size.control, height: theme.size.control, paddingInline: 0 },
}));

function isPrerendering(): boolean {
  return typeof window !== 'undefined' && window.__PRERENDER__ === true;
}

export function ModelsCarousel({ brand }: { brand: CarBrand }) {
  const viewportId = useId();
  const [viewportRef, emblaApi] = useEmblaCarousel({
    loop: true,
    align: 'start',
    active: !isPrerendering(),
  });
  const [interactive, setInteractive] = useState(false);
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);

  useEffect(() => {
    if (!emblaApi || isPrerendering()) return;
    const update = () => {
      setCanScrollPrev(emblaApi.canScrollPrev());
      setCanScrollNext(emblaApi.canScrollNext());
    };
    // Anything the visitor scrolled natively before Embla took over is reset.
    emblaApi.rootNode().scrollLeft = 0;
    setInteractive(true);
    update();
    emblaApi.on('select', update).on('reInit', update);
    return () => {
      emblaApi.off('select', update).off('reInit', update);
    };
  }, [emblaApi]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  return (
    <div>
      <Viewport
        ref={viewportRef}
        id={viewportId}
        interactive={interactive}
        data-scroller=""
        data-carousel-ready={interactive ? 'true' : undefined}
      >
        <Track>
          {brand.models.map((model) => (
            <Slide key={model}>
              <ModelCard>
                <span className="model-card-icon">
                  <CarFront size={26} aria-hidden="true" strokeWidth={1.75} />
                </span>
                <h3>{`${brand.name} ${model}`}</h3>
                <p>{modelCardText(brand, model)}</p>
                <ButtonLink
                  className="model-card-action"
                  to={paths.brandModel(brand.id, modelSlug(model))}
                  variant="primary"
                  aria-label={`Get a Quote for the ${brand.name} ${model}`}
                >
                  Get a Quote
                </ButtonLink>
              </ModelCard>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <button
          type="button"
          css={buttonStyle('outline', 'md')}
          onClick={scrollPrev}
          disabled={!interactive || !canScrollPrev}
          aria-controls={viewportId}
          aria-label={`Previous ${brand.name} models`}
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
        <button
          type="button"
          css={buttonStyle('outline', 'md')}
          onClick={scrollNext}
          disabled={!interactive || !canScrollNext}
          aria-controls={viewportId}
          aria-label={`Next ${brand.name} models`}
        >
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      </Controls>
    </div>
  );
}
