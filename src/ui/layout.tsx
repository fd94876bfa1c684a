import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mq } from './theme/theme';

export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space[2],
  [mq.md]: { paddingInline: theme.space[4] },
}));

type SectionTone = 'default' | 'muted' | 'brand';

const SectionShell = styled.section<{ tone: SectionTone }>(({ theme, tone }) => ({
  paddingBlock: theme.space[6],
  scrollMarginTop: theme.layout.headerHeight,
  [mq.md]: { paddingBlock: theme.space[10] },
  ...{
    default: { background: theme.color.bg, color: theme.color.fg },
    muted: { background: theme.color.bgMuted, color: theme.color.fg },
    brand: { background: theme.color.bgBrand, color: theme.color.fgOnBrand },
  }[tone],
}));

export function Section({
  id,
  tone = 'default',
  labelledBy,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <SectionShell id={id} tone={tone} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </SectionShell>
  );
}

const Eyebrow = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'inherit',
  opacity: 0.85,
}));

const HeadingBlock = styled.div<{ align: 'start' | 'center' }>(({ theme, align }) => ({
  maxWidth: align === 'center' ? theme.measure.lg : theme.measure.xl,
  marginInline: align === 'center' ? 'auto' : 0,
  marginBottom: theme.space[4],
  textAlign: align,
  h2: {
    margin: `${theme.space[1]} 0 ${theme.space[1.5]}`,
    fontSize: theme.fontSize['2xl'],
    lineHeight: 1.2,
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  p: { margin: 0, fontSize: theme.fontSize.lg, lineHeight: 1.6 },
}));

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'start' | 'center';
}) {
  return (
    <HeadingBlock align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </HeadingBlock>
  );
}

export const Grid = styled.div<{ min?: string }>(({ theme, min = '260px' }) => ({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
}));

export const Card = styled.div(({ theme }) => ({
  background: theme.color.bg,
  color: theme.color.fg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  padding: theme.space[3],
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1.5],
  h3: { margin: 0, fontSize: theme.fontSize.xl, lineHeight: 1.3 },
  p: { margin: 0, color: theme.color.fgMuted, lineHeight: 1.6 },
}));

/**
 * A centred line after the main content of a section (a 'see every city' link), one step of
 * the spacing scale below it: `space` 4 (32px) by default, 3 (24px) after a list of links.
 */
export const CenteredNote = styled.p<{ spaceAbove?: 3 | 4 }>(({ theme, spaceAbove = 4 }) => ({
  marginTop: theme.space[spaceAbove],
  textAlign: 'center',
}));

/**
 * Visually hidden, still read by screen readers. The 1px box and the -1px margin are part of
 * that well-known pattern, not sizes of the layout.
 */
const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const VisuallyHidden = styled.span(visuallyHiddenStyle);
export const VisuallyHiddenLabel = styled.label(visuallyHiddenStyle);
