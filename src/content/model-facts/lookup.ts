/**
 * A model's glass facts, when they are recorded. Whether a model page is indexed follows
 * from this (docs/decisions/indexed-pages.md): with facts it is in the sitemap and makes
 * camera claims only as its facts say; without, it is `noindex` and makes none.
 */
import { slugify } from '../slugify';
import type { CarBrand } from '../types';
import { MODEL_GLASS_FACTS } from './model-glass-facts';
import type { ModelGlassFacts } from './types';

export type { ModelGlassFacts } from './types';

export const modelFactsKey = (brandId: string, model: string) => `${brandId}/${slugify(model)}`;

export function modelFacts(
  brand: Pick<CarBrand, 'id'>,
  model: string,
): ModelGlassFacts | undefined {
  return MODEL_GLASS_FACTS[modelFactsKey(brand.id, model)];
}

/** A model page is indexed only when its facts are recorded. */
export function isModelIndexable(brand: Pick<CarBrand, 'id'>, model: string): boolean {
  return modelFacts(brand, model) !== undefined;
}

/** Whether the model has a windshield camera to calibrate, as far as its facts say. */
export function hasForwardCamera(facts: ModelGlassFacts | undefined): boolean {
  return facts !== undefined && facts.forwardCamera !== 'none';
}

export { MODEL_GLASS_FACTS };
