/**
 * Customer reviews, from the business profile file. Its own module (not business-profile.ts)
 * so the quotes load only with the pages that show them. Rules for showing them
 * (docs/decisions/launch-truth.md): source and date always; a city's customers only when
 * the review came from that city; a sample review is labelled as one; no reviews, no box.
 */
import { loadProfileFile } from './load/profile-file';
import type { ProfileReview } from './load/profile-schema';
import type { ServiceSlug } from '@/domain/service-slugs';
import type { Testimonial } from './types';

/** Set by webpack to the profile's reviews; Node reads the file. */
declare const __BUSINESS_REVIEWS__: ProfileReview[] | undefined;

const reviews: ProfileReview[] =
  typeof __BUSINESS_REVIEWS__ !== 'undefined' ? __BUSINESS_REVIEWS__ : loadProfileFile().reviews;

export const TESTIMONIALS: Testimonial[] = reviews.map((review) => ({
  id: review.id,
  quote: review.quote,
  author: review.author,
  location: review.city,
  rating: review.rating as Testimonial['rating'],
  date: review.date,
  source: review.source,
  url: review.url,
  sample: Boolean(review.sample),
  service: review.service as ServiceSlug,
  brandId: review.brandId,
}));
