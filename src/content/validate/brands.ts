/** The car brands, their models and their glass notes. */
import { BRAND_GLASS_NOTES } from '../brand-glass-notes';
import { CAR_BRANDS } from '../brands';
import { slugify } from '../slugify';
import type { Problems } from './problems';
import { wordCount } from './text';

export function checkBrands(problems: Problems): void {
  problems.check(
    CAR_BRANDS.length === 32,
    `brands.ts: expected 32 brands, found ${CAR_BRANDS.length}`,
  );
  problems.unique(
    'brands.ts id',
    CAR_BRANDS.map((brand) => brand.id),
  );
  for (const brand of CAR_BRANDS) {
    problems.check(
      brand.models.length >= 1 && brand.models.length <= 9,
      `brands.ts ${brand.id}.models: expected 1-9, found ${brand.models.length}`,
    );
    problems.unique(`brands.ts ${brand.id} model slug`, brand.models.map(slugify));
    const notes = BRAND_GLASS_NOTES[brand.id];
    problems.check(
      Boolean(notes) && wordCount(notes ?? '') >= 30,
      `brand-glass-notes.ts ${brand.id}: missing or too short`,
    );
  }
}
