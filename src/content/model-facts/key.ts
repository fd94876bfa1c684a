import { slugify } from '../slugify';

/**
 * A model's key in MODEL_GLASS_FACTS: `${brandId}/${modelSlug}`. Its own module, so the
 * quote flow can look facts up without the page helpers of lookup.ts (reviews and all).
 */
export const modelFactsKey = (brandId: string, model: string) => `${brandId}/${slugify(model)}`;
