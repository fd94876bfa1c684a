/**
 * Build-time checks of every content record. A broken reference, a duplicate slug, a
 * missing field or placeholder text fails the build with a message naming the record
 * and field. `npm run build` calls `assertValidContent`; the content tests call
 * `validateContent` and expect no problems. The checks live in `validate/`, one module
 * per kind of content.
 */
import { AUTHORS } from './authors';
import { BLOG_POSTS } from './blog/posts';
import { BRAND_GLASS_NOTES } from './brand-glass-notes';
import { CAR_BRANDS } from './brands';
import { CATEGORIES } from './categories';
import { CITIES } from './cities';
import { CITY_PROFILES, WHY_CHOOSE_BY_COUNTY } from './city-profiles';
import { INSURERS } from './insurers';
import { FLEET_CONTENT, SERVICE_DETAILS, VAN_PAGE } from './service-details';
import { SERVICES } from './services';
import { TESTIMONIALS } from './testimonials';
import { checkBlog } from './validate/blog';
import { checkBrands } from './validate/brands';
import { checkCities } from './validate/cities';
import { checkPeople } from './validate/people';
import { collectProblems } from './validate/problems';
import { checkServices } from './validate/services';
import { PLACEHOLDER_PATTERN } from './validate/text';

export function validateContent(isKnownPath?: (path: string) => boolean): string[] {
  const problems = collectProblems();
  checkServices(problems);
  checkCities(problems);
  checkBrands(problems);
  checkPeople(problems);
  checkBlog(problems, isKnownPath);
  return problems.list;
}

/** Every string in the content modules, for the placeholder scan. */
export function allContentText(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect([
    SERVICES,
    SERVICE_DETAILS,
    FLEET_CONTENT,
    VAN_PAGE,
    CITIES,
    CITY_PROFILES,
    WHY_CHOOSE_BY_COUNTY,
  ]);
  collect([CAR_BRANDS, BRAND_GLASS_NOTES, INSURERS, TESTIMONIALS, AUTHORS, CATEGORIES, BLOG_POSTS]);
  return texts;
}

export function assertValidContent(isKnownPath?: (path: string) => boolean): void {
  const problems = validateContent(isKnownPath);
  const placeholders = allContentText().filter((text) => PLACEHOLDER_PATTERN.test(text));
  problems.push(...placeholders.map((text) => `placeholder text: "${text.slice(0, 80)}"`));
  if (problems.length > 0) {
    throw new Error(
      `Content is invalid (${problems.length} problems):\n  - ${problems.join('\n  - ')}`,
    );
  }
}
