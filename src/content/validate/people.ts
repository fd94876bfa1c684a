/** Insurers, testimonials, authors and blog categories. */
import { AUTHORS } from '../authors';
import { CAR_BRANDS } from '../brands';
import { CATEGORIES } from '../categories';
import { CITIES } from '../cities';
import { INSURERS } from '../insurers';
import { TESTIMONIALS } from '../testimonials';
import type { Problems } from './problems';

const POPULAR_INSURERS = ['State Farm', 'Geico', 'Progressive', 'Allstate', 'USAA', 'AAA'];

export function checkPeople(problems: Problems): void {
  problems.check(INSURERS.length === 12, `insurers.ts: expected 12, found ${INSURERS.length}`);
  const popular = INSURERS.filter((insurer) => insurer.popular).map((insurer) => insurer.name);
  problems.check(
    popular.length === POPULAR_INSURERS.length &&
      POPULAR_INSURERS.every((name) => popular.includes(name)),
    `insurers.ts: popular insurers must be ${POPULAR_INSURERS.join(', ')}`,
  );
  problems.check(TESTIMONIALS.length >= 12, `testimonials.ts: expected at least 12`);
  problems.unique(
    'testimonials.ts id',
    TESTIMONIALS.map((testimonial) => testimonial.id),
  );
  for (const testimonial of TESTIMONIALS) {
    problems.check(
      CITIES.some((city) => city.name === testimonial.location),
      `testimonials.ts ${testimonial.id}.location: "${testimonial.location}" is not a city`,
    );
    problems.check(
      testimonial.rating >= 1 && testimonial.rating <= 5,
      `testimonials.ts ${testimonial.id}.rating: must be 1-5`,
    );
    if (testimonial.brandId)
      problems.check(
        CAR_BRANDS.some((brand) => brand.id === testimonial.brandId),
        `testimonials.ts ${testimonial.id}.brandId: unknown`,
      );
  }
  problems.check(AUTHORS.length === 5, `authors.ts: expected 5 authors`);
  problems.unique(
    'authors.ts id',
    AUTHORS.map((author) => author.id),
  );
  problems.check(CATEGORIES.length === 12, `categories.ts: expected 12 categories`);
  problems.unique(
    'categories.ts slug',
    CATEGORIES.map((category) => category.slug),
  );
}
