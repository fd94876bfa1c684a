/**
 * Makes whose mark simple-icons (CC0) has (docs/decisions.md#pictures-without-a-stock-photo-service). The build writes
 * each mark to `/brand-logos/{id}.svg` (scripts/brand-logos.ts), so the marks load as
 * small lazy images instead of sitting in every page's JavaScript. Makes not listed get
 * a typographic badge, never a broken image. Chrysler is left out on purpose: its mark
 * is a thin, wide wing that could not be read at badge size.
 */
export const BRAND_LOGO_ICON_SLUGS: Record<string, string> = {
  acura: 'acura',
  audi: 'audi',
  bmw: 'bmw',
  cadillac: 'cadillac',
  chevrolet: 'chevrolet',
  ford: 'ford',
  honda: 'honda',
  hyundai: 'hyundai',
  infiniti: 'infiniti',
  jeep: 'jeep',
  kia: 'kia',
  mitsubishi: 'mitsubishi',
  nissan: 'nissan',
  porsche: 'porsche',
  ram: 'ram',
  subaru: 'subaru',
  tesla: 'tesla',
  toyota: 'toyota',
};

export function brandLogoPath(brandId: string): string | undefined {
  return BRAND_LOGO_ICON_SLUGS[brandId] ? `/brand-logos/${brandId}.svg` : undefined;
}
