import styled from '@emotion/styled';
import { brandLogoPath } from '@/content/brand-logos';
import type { CarBrand } from '@/content/types';

const Badge = styled.span<{ size: number; letters: number }>(({ theme, size, letters }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  borderRadius: theme.radius.md,
  background: theme.color.bgBrandSoft,
  color: theme.color.brand,
  fontWeight: 800,
  // Long names get smaller letters so the whole name fits the square.
  fontSize: Math.min(size * 0.26, (size * 1.45) / letters),
  letterSpacing: '0.02em',
  textAlign: 'center',
  lineHeight: 1,
  overflow: 'hidden',
}));

/** The make's mark, or its name set as a badge when no mark is available. Decorative. */
export function BrandLogo({
  brand,
  size = 56,
}: {
  brand: Pick<CarBrand, 'id' | 'name'>;
  size?: number;
}) {
  const logo = brandLogoPath(brand.id);
  if (!logo) {
    const longestWord = Math.max(...brand.name.split(/[\s-]/).map((word) => word.length));
    return (
      <Badge size={size} letters={longestWord} aria-hidden="true">
        {brand.name.toUpperCase()}
      </Badge>
    );
  }
  return <img src={logo} width={size} height={size} alt="" loading="lazy" decoding="async" />;
}
