/**
 * Finding a brand and model from URL segments of the brand and brand-model pages.
 * Shared by the pages and the server's canonical redirects.
 */
import { CAR_BRANDS } from '../brands';
import { BRAND_SLUG_SUFFIX, slugify } from '../slugify';
import type { CarBrand } from '../types';

function stripSuffix(slug: string): string {
  return slug.endsWith(BRAND_SLUG_SUFFIX) ? slug.slice(0, -BRAND_SLUG_SUFFIX.length) : slug;
}

/**
 * Brand page lookup, in this order: exact id; id after removing a
 * trailing '-windshield-replacement'; then case-insensitive on either form.
 */
export function findBrandBySlug(slug: string): CarBrand | undefined {
  const exact = CAR_BRANDS.find((brand) => brand.id === slug);
  if (exact) return exact;
  const stripped = CAR_BRANDS.find((brand) => brand.id === stripSuffix(slug));
  if (stripped) return stripped;
  const lower = slug.toLowerCase();
  return CAR_BRANDS.find((brand) => brand.id === lower || brand.id === stripSuffix(lower));
}

/** Brand-model page lookup: exact id, or the id after stripping '-windshield-replacement'. */
export function findBrandForModelPage(slug: string): CarBrand | undefined {
  return CAR_BRANDS.find((brand) => brand.id === slug || brand.id === stripSuffix(slug));
}

export function modelSlug(modelName: string): string {
  return slugify(modelName);
}

export function findModelBySlug(brand: CarBrand, slug: string): string | undefined {
  return brand.models.find((model) => modelSlug(model) === slug);
}
