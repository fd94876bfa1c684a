/**
 * Long-form text on the city and service-in-city pages. A module of its own so the Spanish city
 * page takes it without the English-only local sections beside which it was written
 * (docs/decisions/spanish.md#spanish-locations-and-city-pages).
 */
import styled from '@emotion/styled';
import { mq } from '@/ui/theme/theme';

/** Long-form text: a comfortable line length and spacing. */
export const Prose = styled.div(({ theme }) => ({
  maxWidth: '70ch',
  h2: {
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize['2xl'],
    [mq.md]: { fontSize: theme.fontSize['3xl'] },
  },
  h3: { margin: `${theme.space[4]} 0 ${theme.space[1.5]}`, fontSize: theme.fontSize.xl },
  p: { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSize.lg, lineHeight: 1.7 },
}));
