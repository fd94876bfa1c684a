import styled from '@emotion/styled';
import { brandLogoPath } from '@/content/brand-logos';
import type { CarBrand } from '@/content/types';
import { INLINE_IN_SNAPSHOT } from '@/hydration/prerender';

const Badge = styled.span<{ size: number }>(({ theme, size }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  borderRadius: theme.radius.pill,
  background: theme.color.bgBrandSoft,
  color: theme.color.brand,
  fontWeight: 800,
  // One size from the type scale for every monogram (the whole name, shrunk to fit, came
  // out at a dozen odd sizes and could not be read).
  fontSize: size >= 72 ? theme.fontSize['2xl'] : theme.fontSize.lg,
  letterSpacing: '0.02em',
  lineHeight: 1,
}));

/** 'B' for Buick, 'LR' for Land Rover, 'MB' for Mercedes-Benz, 'GMC' stays 'GMC'. */
function brandMonogram(name: string): string {
  if (/^[A-Z]{2,3}$/.test(name)) return name;
  return name
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
}

/**
 * The make's mark, or its monogram in a round badge when simple-icons has no mark for it
 * (docs/decisions.md#pictures). Decorative: the name is always written beside it.
 */
export function BrandLogo({
  brand,
  size = 56,
  inlineInSnapshot = false,
}: {
  brand: Pick<CarBrand, 'id' | 'name'>;
  size?: number;
  /** For a logo painted at the first paint (a brand page's hero): see INLINE_IN_SNAPSHOT. */
  inlineInSnapshot?: boolean;
}) {
  const logo = brandLogoPath(brand.id);
  if (!logo) {
    return (
      <Badge size={size} aria-hidden="true">
        {brandMonogram(brand.name)}
      </Badge>
    );
  }
  return (
    <img
      src={logo}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      {...(inlineInSnapshot && INLINE_IN_SNAPSHOT)}
    />
  );
}
