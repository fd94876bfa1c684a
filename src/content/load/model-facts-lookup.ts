/**
 * A model's glass facts, when they are recorded. Whether a model page is indexed follows
 * from this (docs/decisions/indexed-pages.md): with facts it is in the sitemap and makes
 * camera claims only as its facts say; without, it is `noindex` and makes none.
 */
import { TESTIMONIALS } from '../reviews';
import type { CarBrand, Testimonial } from '../types';
import { modelFactsKey } from '../model-facts/key';
import { MODEL_GLASS_FACTS } from '../model-facts/model-glass-facts';
import type { ModelGlassFacts } from '../model-facts/types';

export type { ModelGlassFacts } from '../model-facts/types';

export function modelFacts(
  brand: Pick<CarBrand, 'id'>,
  model: string,
): ModelGlassFacts | undefined {
  return MODEL_GLASS_FACTS[modelFactsKey(brand.id, model)];
}

/** Whether a text names this model as a whole word ('Model 3', not 'Model 35'). */
function namesModel(text: string, model: string): boolean {
  const escaped = model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9])${escaped}([^A-Za-z0-9]|$)`, 'i').test(text);
}

/** Reviews of this make that name this model: the only ones its page shows. */
export function reviewsNamingModel(brand: Pick<CarBrand, 'id'>, model: string): Testimonial[] {
  return TESTIMONIALS.filter(
    (testimonial) => testimonial.brandId === brand.id && namesModel(testimonial.quote, model),
  );
}

/**
 * Words written for this model alone and shown on its page: its facts' notes and the real
 * reviews that name it. The rest of a model page is shared template and short fact values.
 * A sample review does not count: a real profile has none, so a page indexed only thanks to
 * one would leave the index at launch (docs/decisions/indexed-pages.md#model-pages).
 */
function modelOwnCopyWords(brand: Pick<CarBrand, 'id'>, model: string): number {
  const facts = modelFacts(brand, model);
  if (!facts) return 0;
  const realReviews = reviewsNamingModel(brand, model).filter((review) => !review.sample);
  const texts = [facts.notes, ...realReviews.map((review) => review.quote)];
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** The same bar as a service-in-city note (docs/decisions/indexed-pages.md). */
const MODEL_OWN_COPY_MIN_WORDS = 150;

/**
 * A model page is indexed only when its facts are recorded and what is written for that
 * model alone reaches `MODEL_OWN_COPY_MIN_WORDS`; below that it would be a thin page that
 * only swaps the model's name (docs/decisions/indexed-pages.md).
 */
export function isModelIndexable(brand: Pick<CarBrand, 'id'>, model: string): boolean {
  return modelOwnCopyWords(brand, model) >= MODEL_OWN_COPY_MIN_WORDS;
}

export { MODEL_GLASS_FACTS };

/**
 * The forward camera as a noun phrase: "Honda Sensing camera", but "Tesla Autopilot forward
 * cameras" and "Jeep driver-assist camera" as recorded, since those names already say camera.
 */
export function cameraName(camera: { system: string }): string {
  return /\bcameras?\b/i.test(camera.system) ? camera.system : `${camera.system} camera`;
}
