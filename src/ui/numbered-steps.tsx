/**
 * A numbered list of steps as cards (how a service or a visit goes). Use `<li>` with an
 * `<h3>` and a `<p>`; the number comes from a CSS counter, so screen readers hear an
 * ordered list.
 */
import styled from '@emotion/styled';
import { mq } from './theme/theme';

export const NumberedSteps = styled.ol<{ columns?: 3 | 4 }>(({ theme, columns = 4 }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  counterReset: 'step',
  [mq.md]: { gridTemplateColumns: `repeat(${columns === 3 ? 3 : 2}, minmax(0, 1fr))` },
  [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  li: {
    counterIncrement: 'step',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[1],
    padding: theme.space[3],
    borderRadius: theme.radius.lg,
    background: theme.color.bg,
    color: theme.color.fg,
    border: `1px solid ${theme.color.border}`,
    boxShadow: theme.shadow.sm,
    '&::before': {
      content: 'counter(step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: theme.size.badgeSm,
      height: theme.size.badgeSm,
      borderRadius: theme.radius.pill,
      background: theme.color.brand,
      color: theme.color.fgOnBrand,
      fontWeight: 800,
      fontSize: theme.fontSize.lg,
    },
  },
  h3: { margin: 0, fontSize: theme.fontSize.xl, lineHeight: 1.3 },
  p: { margin: 0, color: theme.color.fgMuted, lineHeight: 1.6 },
}));
