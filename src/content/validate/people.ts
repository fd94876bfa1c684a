/** Insurers, reviews and authors (from the business profile file) and blog categories. */
import { AUTHORS } from '../authors';
import { CAR_BRANDS } from '../brands';
import { CATEGORIES } from '../categories';
import { CITIES } from '../cities';
import { INSURERS } from '../insurers';
import { TESTIMONIALS } from '../reviews';
import { SERVICES } from '../services';
import type { Problems } from './problems';

export function checkPeople(problems: Problems): void {
  // Insurers, reviews and authors come from the business profile file (already
  // schema-checked); here only their references to the rest of the content.
  const profileFile = 'business profile';
  problems.check(
    INSURERS.length >= 1,
    `${profileFile} insurers: list at least one insurer you bill`,
  );
  problems.unique(
    `${profileFile} reviews id`,
    TESTIMONIALS.map((testimonial) => testimonial.id),
  );
  for (const testimonial of TESTIMONIALS) {
    problems.check(
      CITIES.some((city) => city.name === testimonial.location),
      `${profileFile} reviews ${testimonial.id}.city: "${testimonial.location}" is not a city of the city list`,
    );
    problems.check(
      SERVICES.some((service) => service.slug === testimonial.service),
      `${profileFile} reviews ${testimonial.id}.service: "${testimonial.service}" is not a service slug`,
    );
    if (testimonial.brandId)
      problems.check(
        CAR_BRANDS.some((brand) => brand.id === testimonial.brandId),
        `${profileFile} reviews ${testimonial.id}.brandId: unknown make "${testimonial.brandId}"`,
      );
  }
  problems.unique(
    `${profileFile} authors id`,
    AUTHORS.map((author) => author.id),
  );
  problems.check(CATEGORIES.length === 12, `categories.ts: expected 12 categories`);
  problems.unique(
    'categories.ts slug',
    CATEGORIES.map((category) => category.slug),
  );
}
