/**
 * The title and description of a brand page, short enough for search results for every brand
 * (docs/decisions/structured-data.md#snippet-lengths): the brand and the first models its page
 * lists.
 */
import type { CarBrand } from '@/content/types';

export function brandTitle(brand: CarBrand): string {
  return `${brand.name} Windshield Replacement & Repair Services`;
}

export function brandDescription(brand: CarBrand): string {
  const firstModels = brand.models.slice(0, 3).join(', ');
  return `${brand.name} windshield replacement and repair at home or work in the Bay Area, for the ${firstModels} and more.`;
}
