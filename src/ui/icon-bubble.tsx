import styled from '@emotion/styled';

/** A soft brand-coloured square holding an icon, at the top of a card. */
export const IconBubble = styled.span<{ size?: number }>(({ theme, size = 52 }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size,
  height: size,
  borderRadius: theme.radius.md,
  background: theme.color.bgBrandSoft,
  color: theme.color.brand,
}));
