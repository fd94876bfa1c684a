/**
 * The home hero. Every variant is rendered; the inline boot script sets
 * `<html data-hero-variant>` before the first paint, and CSS shows the chosen variant and
 * removes the others from layout (`display: none`), so only the chosen one takes space.
 * No flash and no layout shift (the choice is made before anything is painted) and no
 * hydration mismatch (the markup is the same for every visitor). Without the attribute,
 * the prerendered 'mobile' variant shows. See docs/decisions.md#hero-variants.
 */
import styled from '@emotion/styled';
import { BadgeCheck } from 'lucide-react';
import { useEffect } from 'react';
import type { HeroContent } from '@/content/home';
import { trackEvent } from '@/lib/analytics';
import { CONSENT_CHANGED_EVENT } from '@/lib/consent-storage';
import { CallButton } from '@/ui/phone-link';
import { ServiceVanArt } from '@/ui/art/service-van-art';
import { ButtonLink } from '@/ui/button';
import { deferredIsland } from '@/hydration/deferred-island';
import { Container } from '@/ui/layout';
import { mq } from '@/ui/theme/theme';
import { flushHeroImpression, recordHeroSeen, recordRandomPick } from './hero-impression';
import {
  HERO_ATTRIBUTE,
  HERO_VARIANTS,
  PRERENDERED_HERO_VARIANT,
  type HeroVariant,
} from '@/domain/hero-variant';

const hiddenUnlessChosen = (variant: HeroVariant) => {
  const others = HERO_VARIANTS.filter((other) => other !== variant);
  const selectors = others.map((other) => `html[${HERO_ATTRIBUTE}="${other}"] &`);
  if (variant !== PRERENDERED_HERO_VARIANT) selectors.push(`html:not([${HERO_ATTRIBUTE}]) &`);
  return { [selectors.join(', ')]: { display: 'none' } };
};

const HeroBand = styled.section(({ theme }) => ({
  background: `linear-gradient(160deg, ${theme.color.bgBrandStrong} 0%, ${theme.color.bgBrand} 55%, ${theme.color.bgBrandGradientEnd} 100%)`,
  color: theme.color.fgOnBrand,
  paddingBlock: theme.space[5],
  [mq.lg]: { paddingBlock: theme.space[8] },
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: '1.15fr 0.85fr' },
  '.hero-art': { display: 'none', [mq.lg]: { display: 'block', width: '100%', height: 'auto' } },
}));

/** A grid item may shrink below its content's width, so long words wrap instead of widening the page. */
const HeroText = styled.div({ minWidth: 0 });

const VariantBlock = styled.div(({ theme }) => ({
  '.hero-title': {
    fontWeight: 800,
    margin: `${theme.space[1.5]} 0`,
    fontSize: theme.fontSize['3xl'],
    lineHeight: 1.12,
    [mq.md]: { fontSize: theme.fontSize['4xl'] },
    [mq.xl]: { fontSize: theme.fontSize['5xl'] },
  },
  '.hero-offer': {
    margin: 0,
    color: theme.color.fgOnBrand,
    maxWidth: theme.measure.sm,
    '.offer-terms': { color: theme.color.fgOnBrandMuted },
  },
  '.hero-sub': {
    margin: 0,
    fontSize: theme.fontSize.lg,
    lineHeight: 1.55,
    color: theme.color.fgOnBrandMuted,
    maxWidth: theme.measure.sm,
  },
  '.hero-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[0.5],
    padding: `${theme.space[0.5]} ${theme.space[1.5]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.bgOnBrandHighlight,
    color: theme.color.fgOnBrandHighlight,
    fontWeight: 700,
    fontSize: theme.fontSize.sm,
  },
  '.hero-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1.5],
    marginTop: theme.space[3],
  },
}));

const Promises = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space[3]} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space[1],
  li: { display: 'flex', gap: theme.space[1], alignItems: 'center', color: theme.color.fgOnBrand },
  svg: { color: theme.color.accent, flexShrink: 0 },
}));

/**
 * The hero's words in the page's language, as data (the English in src/content/home.ts, given
 * by the English home's entry; the Spanish by the Spanish home's,
 * docs/decisions/spanish.md#the-spanish-home-page).
 */
export interface HomeHeroWords {
  /** The hero band's accessible name. */
  label: string;
  variants: Record<HeroVariant, HeroContent>;
  /** The promise points under every variant. */
  promises: readonly string[];
  /** Where the quote buttons lead: the quote page in the page's language (src/config/quote-link.ts). */
  quoteHref: string;
}

function HeroAction({
  cta,
  primary,
  quoteHref,
}: {
  cta: HeroContent['primaryCta'];
  primary: boolean;
  quoteHref: string;
}) {
  const variant = primary ? 'primary' : 'outlineOnDark';
  if (cta.to === 'call') {
    return <CallButton placement="hero" variant={variant} label={cta.label} />;
  }
  return (
    // The quote page opens on the flow's first question: one tap from the first screen
    // (docs/decisions/quote-flow.md, 'Where it starts').
    <ButtonLink
      to={quoteHref}
      variant={variant}
      size="lg"
      onClick={() => trackEvent('quote_click', { placement: 'hero' })}
    >
      {cta.label}
    </ButtonLink>
  );
}

/**
 * The variant's offer with its terms (./hero-offer.tsx): copy and a link, painted from the
 * snapshot and hydrated after the page from its own chunk, so the offer data and its
 * components stay out of the home page's first load (test/e2e/budget.e2e.ts). The home
 * page lists it among its islands. An offer that has ended is hidden before first paint
 * by the head script (src/app/boot/offer-expiry-boot.ts).
 */
export const HeroOfferIsland = deferredIsland('hero-offer', () =>
  import('./hero-offer').then((module) => module.HeroOffer),
);

export function HomeHero({ words }: { words: HomeHeroWords }) {
  useEffect(() => {
    recordHeroSeen();
    recordRandomPick();
    flushHeroImpression();
    window.addEventListener(CONSENT_CHANGED_EVENT, flushHeroImpression);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, flushHeroImpression);
  }, []);

  return (
    <HeroBand aria-label={words.label}>
      <Container>
        <Layout>
          <HeroText>
            {HERO_VARIANTS.map((variant) => {
              const content = words.variants[variant];
              const Heading = variant === PRERENDERED_HERO_VARIANT ? 'h1' : 'p';
              return (
                <VariantBlock key={variant} data-hero={variant} css={hiddenUnlessChosen(variant)}>
                  <span className="hero-badge">{content.badge}</span>
                  <Heading
                    role={Heading === 'p' ? 'heading' : undefined}
                    aria-level={Heading === 'p' ? 1 : undefined}
                    className="hero-title"
                  >
                    {content.headline}
                  </Heading>
                  <p className="hero-sub">{content.subheadline}</p>
                  {content.offerId && <HeroOfferIsland offerId={content.offerId} />}
                  <div className="hero-actions">
                    <HeroAction cta={content.primaryCta} primary quoteHref={words.quoteHref} />
                    <HeroAction
                      cta={content.secondaryCta}
                      primary={false}
                      quoteHref={words.quoteHref}
                    />
                  </div>
                </VariantBlock>
              );
            })}
            <Promises>
              {words.promises.map((promise) => (
                <li key={promise}>
                  <BadgeCheck size={20} aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </Promises>
          </HeroText>
          <ServiceVanArt className="hero-art" />
        </Layout>
      </Container>
    </HeroBand>
  );
}
