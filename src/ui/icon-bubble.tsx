import styled from '@emotion/styled';

type BadgeSize = 'badgeSm' | 'badgeMd' | 'badgeLg' | 'badgeXl';

/** A soft brand-coloured square holding an icon, at the top of a card. */
export const IconBubble = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{
  size?: BadgeSize;
}>(({ theme, size = 'badgeMd' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: theme.size[size],
  height: theme.size[size],
  borderRadius: theme.radius.md,
  background: theme.color.bgBrandSoft,
  color: theme.color.brand,
}));
