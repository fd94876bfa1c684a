/** The hero of a landing page: its band, the grid beside the form, the art, the steps and the trust list. */
import styled from '@emotion/styled';
import { CalendarClock, MapPin, Receipt, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import type { ProcessStep } from '@/content/types';
import { SampleTag } from '@/ui/truth/sample-tag';
import { mq } from '@/ui/theme/theme';
import type { LandingTone, TrustSignal } from './landing-content';
import { heroSurface } from './landing-surfaces';

export const HeroBand = styled.section<{ tone: LandingTone }>(({ theme, tone }) => {
  const surface = heroSurface(theme, tone);
  return {
    background: surface.background,
    color: surface.color,
    paddingBlock: theme.space[3],
    [mq.lg]: { paddingBlock: theme.space[6] },
    '.landing-breadcrumbs': { marginBottom: theme.space[2] },
    '.landing-breadcrumbs a': { color: 'inherit' },
    '.landing-eyebrow': {
      margin: 0,
      fontSize: theme.fontSize.sm,
      fontWeight: 700,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: surface.eyebrow,
    },
    h1: {
      margin: `${theme.space[1]} 0 ${theme.space[1.5]}`,
      fontSize: theme.fontSize['3xl'],
      lineHeight: 1.12,
      color: surface.heading,
      [mq.md]: { fontSize: theme.fontSize['4xl'] },
      [mq.xl]: { fontSize: theme.fontSize['5xl'] },
    },
    '.landing-sub': {
      margin: 0,
      maxWidth: theme.measure.sm,
      fontSize: theme.fontSize.lg,
      lineHeight: 1.55,
      color: surface.muted,
    },
    '.landing-actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.space[1.5],
      marginTop: theme.space[3],
    },
  };
});

export const HeroGrid = styled.div<{ formSide: 'left' | 'right' }>(({ theme, formSide }) => ({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateAreas: '"copy" "form" "art"',
  alignItems: 'start',
  '.landing-copy': { gridArea: 'copy' },
  '.landing-form': { gridArea: 'form', scrollMarginTop: theme.layout.headerHeight },
  '.landing-art': { gridArea: 'art' },
  [mq.lg]: {
    columnGap: theme.space[6],
    gridTemplateColumns:
      formSide === 'right' ? 'minmax(0, 1fr) minmax(0, 500px)' : 'minmax(0, 500px) minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: formSide === 'right' ? '"copy form" "art form"' : '"form copy" "form art"',
  },
}));

/** The hero's picture is drawn for this width at most; it scales down below it. */
const ART_MAX_WIDTH = 520;

export const ArtFigure = styled.div(({ theme }) => ({
  margin: 0,
  svg: {
    display: 'block',
    width: '100%',
    height: 'auto',
    maxWidth: ART_MAX_WIDTH,
    borderRadius: theme.radius.lg,
  },
}));

const Steps = styled.div<{ tone: LandingTone }>(({ theme, tone }) => ({
  paddingTop: theme.space[3],
  borderTop: `1px solid ${tone === 'light' ? theme.color.border : theme.color.borderOnBrand}`,
  maxWidth: theme.measure.sm,
  h2: { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSize.xl },
  ol: {
    listStyle: 'none',
    counterReset: 'step',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space[2],
  },
  li: {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: `${theme.size.badgeSm} 1fr`,
    columnGap: theme.space[1.5],
  },
  'li::before': {
    content: 'counter(step)',
    gridRow: 'span 2',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.size.badgeSm,
    height: theme.size.badgeSm,
    borderRadius: theme.radius.pill,
    fontWeight: 800,
    background: tone === 'light' ? theme.color.brand : theme.color.accent,
    color: tone === 'light' ? theme.color.fgOnBrand : theme.color.fgOnAccent,
  },
  h3: { margin: 0, fontSize: theme.fontSize.md, lineHeight: 1.4 },
  p: {
    margin: 0,
    fontSize: theme.fontSize.sm,
    lineHeight: 1.6,
    color: tone === 'light' ? theme.color.fgMuted : theme.color.fgOnBrandMuted,
  },
}));

export function HowItWorks({ steps, tone }: { steps: ProcessStep[]; tone: LandingTone }) {
  return (
    <Steps tone={tone} className="landing-art">
      <h2 id="landing-steps-title">How it works</h2>
      <ol aria-labelledby="landing-steps-title">
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </Steps>
  );
}

const TRUST_ICONS: Record<TrustSignal['kind'], LucideIcon> = {
  rating: Star,
  insurance: Receipt,
  warranty: ShieldCheck,
  local: MapPin,
  speed: CalendarClock,
  billing: Receipt,
};

const TrustList = styled.ul<{ tone: LandingTone }>(({ theme, tone }) => ({
  listStyle: 'none',
  margin: `${theme.space[3]} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space[1],
  maxWidth: theme.measure.sm,
  li: { display: 'flex', gap: theme.space[1], alignItems: 'flex-start', fontWeight: 600 },
  svg: {
    flexShrink: 0,
    marginTop: theme.space[0.25],
    color: tone === 'light' ? theme.color.brand : theme.color.accentHover,
  },
}));

export function TrustSignals({ items, tone }: { items: TrustSignal[]; tone: LandingTone }) {
  return (
    <TrustList tone={tone} aria-label="Why customers choose us">
      {items.map(({ kind, text, sample }) => {
        const Icon = TRUST_ICONS[kind];
        return (
          <li key={text}>
            <Icon size={20} aria-hidden="true" fill={kind === 'rating' ? 'currentColor' : 'none'} />
            <span>
              {text}
              {sample && <SampleTag kind={sample} />}
            </span>
          </li>
        );
      })}
    </TrustList>
  );
}
