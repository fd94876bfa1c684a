import styled from '@emotion/styled';
import { brandLogoPath } from '@/content/brand-logos';
import type { CarBrand } from '@/content/types';

const Badge = styled.span<{ size: number }>(({ theme, size }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  borderRadius: theme.radius.md,
  background: theme.color.bgBrandSoft,
  color: theme.color.brand,
  fontWeight: 800,
  fontSize: size * 0.26,
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
    const label = brand.name.length > 8 ? brand.name.split(/[\s-]/)[0]! : brand.name;
    return (
      <Badge size={size} aria-hidden="true">
        {label.toUpperCase()}
      </Badge>
    );
  }
  return <img src={logo} width={size} height={size} alt="" loading="lazy" decoding="async" />;
}
