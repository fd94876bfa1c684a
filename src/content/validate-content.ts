/**
 * Build-time checks of every content record. A broken reference, a duplicate slug, a
 * missing field or placeholder text fails the build with a message naming the record
 * and field. `npm run build` calls `assertValidContent`; the content test calls
 * `validateContent` and expects no problems.
 */
import { z } from 'zod';
import privacyPolicy from './legal/privacy-policy.md';
import termsOfService from './legal/terms-of-service.md';
import warranty from './legal/warranty.md';
import { AUTHORS } from './authors';
import { CONTENT_TOKEN_VALUES } from './content-tokens';
import { BLOG_POSTS } from './blog/posts';
import { BRAND_GLASS_NOTES } from './brand-glass-notes';
import { CAR_BRANDS } from './brands';
import { CATEGORIES } from './categories';
import { CITIES } from './cities';
import { slugify } from './slugify';
import { CITY_PROFILES, WHY_CHOOSE_BY_COUNTY } from './city-profiles';
import { INSURERS } from './insurers';
import { SERVICE_DETAILS, FLEET_CONTENT, VAN_PAGE } from './service-details';
import { SERVICES } from './services';
import { TESTIMONIALS } from './reviews';
import { COUNTIES, SERVICE_SLUGS } from './types';

export const EXPECTED_COUNTY_SIZES: Record<string, number> = {
  Alameda: 14,
  'Santa Clara': 11,
  'San Francisco': 1,
  'Contra Costa': 3,
  'San Mateo': 19,
};
export const BLOG_POST_IDS = [
  'modern-windshield-components',
  ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
];

export const PLACEHOLDER_PATTERN =
  /lorem ipsum|\bTODO\b|\bTBD\b|\[(insert|placeholder|your|tbd)[^\]]*\]|coming soon/i;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Words of a markdown body, without table rules, markup and link targets. */
export function markdownWordCount(markdown: string): number {
  const prose = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, '')
    .replace(/[#*_>|`[\]]/g, ' ');
  return wordCount(prose);
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

const nonEmpty = z.string().trim().min(1);
const feature = z.object({ title: nonEmpty, description: nonEmpty }).strict();
const faq = z.object({ question: nonEmpty, answer: nonEmpty }).strict();

const ServiceDetailSchema = z
  .object({
    slug: z.enum(SERVICE_SLUGS),
    description: nonEmpty,
    details: z.array(nonEmpty).min(1),
    hero: z.object({ headline: nonEmpty, subheadline: nonEmpty }).strict(),
    benefits: z.array(feature).min(4).max(6),
    process: z.array(feature).length(4),
    faqs: z.array(faq).min(5).max(8),
    insurance: z
      .object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) })
      .strict()
      .optional(),
  })
  .strict();

const PostMetaSchema = z
  .object({
    id: nonEmpty,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: nonEmpty,
    excerpt: nonEmpty,
    author: nonEmpty,
    publishedAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
    categories: z.array(nonEmpty).min(1),
    tags: z.array(nonEmpty).min(1),
    relatedPosts: z.array(nonEmpty),
    content: nonEmpty,
    sourceFile: nonEmpty,
  })
  .strict();

/** Every internal link target in markdown: `](/path)` and `](/path#hash)`. */
export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
}

export function validateContent(isKnownPath?: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const check = (condition: boolean, message: string) => {
    if (!condition) problems.push(message);
  };
  const unique = (label: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      check(!seen.has(value), `${label}: duplicate "${value}"`);
      seen.add(value);
    }
  };
  const zodProblems = (label: string, result: z.ZodSafeParseResult<unknown>) => {
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${label}.${issue.path.join('.')}: ${issue.message}`);
    }
  };

  // Services
  check(SERVICES.length === 7, `services.ts: expected 7 services, found ${SERVICES.length}`);
  unique(
    'services.ts slug',
    SERVICES.map((service) => service.slug),
  );
  for (const slug of SERVICE_SLUGS) {
    const detail = SERVICE_DETAILS[slug];
    check(Boolean(detail), `service-details.ts: missing "${slug}"`);
    if (detail) zodProblems(`service-details.ts ${slug}`, ServiceDetailSchema.safeParse(detail));
    check(detail?.slug === slug, `service-details.ts ${slug}: slug field is "${detail?.slug}"`);
  }
  check(
    Boolean(
      SERVICE_DETAILS['windshield-repairs']?.insurance &&
      SERVICE_DETAILS['door-glass-replacement']?.insurance,
    ),
    'service-details.ts: windshield-repairs and door-glass-replacement need an insurance section',
  );
  check(FLEET_CONTENT.cards.length === 6, 'service-details.ts FLEET_CONTENT.cards: expected 6');
  check(FLEET_CONTENT.faqs.length === 6, 'service-details.ts FLEET_CONTENT.faqs: expected 6');
  check(VAN_PAGE.howItWorks.length >= 3, 'service-details.ts VAN_PAGE.howItWorks: expected steps');

  // Cities
  unique(
    'cities.ts id',
    CITIES.map((city) => city.id),
  );
  for (const county of COUNTIES) {
    const count = CITIES.filter((city) => city.county === county).length;
    check(
      count === EXPECTED_COUNTY_SIZES[county],
      `cities.ts: ${county} has ${count} cities, expected ${EXPECTED_COUNTY_SIZES[county]}`,
    );
    check(
      WHY_CHOOSE_BY_COUNTY[county]?.length === 3,
      `city-profiles.ts WHY_CHOOSE_BY_COUNTY.${county}: expected 3 points`,
    );
  }
  const seenSentences = new Map<string, string>();
  for (const city of CITIES) {
    const profile = CITY_PROFILES[city.id];
    if (!profile) {
      problems.push(`city-profiles.ts: missing "${city.id}"`);
      continue;
    }
    check(
      city.id === slugify(city.name),
      `cities.ts ${city.id}: id must be the slug of "${city.name}"`,
    );
    check(
      SERVICE_SLUGS.includes(profile.mainService),
      `city-profiles.ts ${city.id}.mainService: unknown "${profile.mainService}"`,
    );
    const words = wordCount(profile.description);
    check(
      words >= 120 && words <= 200,
      `city-profiles.ts ${city.id}.description: ${words} words, expected 120-200`,
    );
    check(
      profile.neighborhoods.length >= 3 && profile.neighborhoods.length <= 6,
      `city-profiles.ts ${city.id}.neighborhoods: expected 3-6`,
    );
    for (const sentence of sentences(profile.description)) {
      const other = seenSentences.get(sentence);
      check(
        !other || other === city.id,
        `city-profiles.ts: ${city.id} repeats a sentence of ${other}: "${sentence}"`,
      );
      seenSentences.set(sentence, city.id);
    }
  }
  for (const id of Object.keys(CITY_PROFILES))
    check(
      CITIES.some((city) => city.id === id),
      `city-profiles.ts: "${id}" is not a city`,
    );

  // Brands
  check(CAR_BRANDS.length === 32, `brands.ts: expected 32 brands, found ${CAR_BRANDS.length}`);
  unique(
    'brands.ts id',
    CAR_BRANDS.map((brand) => brand.id),
  );
  for (const brand of CAR_BRANDS) {
    check(
      brand.models.length >= 1 && brand.models.length <= 9,
      `brands.ts ${brand.id}.models: expected 1-9, found ${brand.models.length}`,
    );
    unique(`brands.ts ${brand.id} model slug`, brand.models.map(slugify));
    const notes = BRAND_GLASS_NOTES[brand.id];
    check(
      Boolean(notes) && wordCount(notes ?? '') >= 30,
      `brand-glass-notes.ts ${brand.id}: missing or too short`,
    );
  }

  // Insurers, reviews and authors come from the business profile file (already
  // schema-checked); here only their references to the rest of the content.
  const profileFile = 'business profile';
  check(INSURERS.length >= 1, `${profileFile} insurers: list at least one insurer you bill`);
  unique(
    `${profileFile} reviews id`,
    TESTIMONIALS.map((testimonial) => testimonial.id),
  );
  for (const testimonial of TESTIMONIALS) {
    check(
      CITIES.some((city) => city.name === testimonial.location),
      `${profileFile} reviews ${testimonial.id}.city: "${testimonial.location}" is not a city of the city list`,
    );
    check(
      SERVICES.some((service) => service.slug === testimonial.service),
      `${profileFile} reviews ${testimonial.id}.service: "${testimonial.service}" is not a service slug`,
    );
    if (testimonial.brandId)
      check(
        CAR_BRANDS.some((brand) => brand.id === testimonial.brandId),
        `${profileFile} reviews ${testimonial.id}.brandId: unknown make "${testimonial.brandId}"`,
      );
  }
  unique(
    `${profileFile} authors id`,
    AUTHORS.map((author) => author.id),
  );
  check(CATEGORIES.length === 12, `categories.ts: expected 12 categories`);
  unique(
    'categories.ts slug',
    CATEGORIES.map((category) => category.slug),
  );

  // Blog
  unique(
    'blog post id',
    BLOG_POSTS.map((post) => post.id),
  );
  unique(
    'blog post slug',
    BLOG_POSTS.map((post) => post.slug),
  );
  check(
    BLOG_POST_IDS.every((id) => BLOG_POSTS.some((post) => post.id === id)) &&
      BLOG_POSTS.length === BLOG_POST_IDS.length,
    `blog: expected posts with ids ${BLOG_POST_IDS.join(', ')}`,
  );
  for (const post of BLOG_POSTS) {
    const label = `blog/posts/${post.sourceFile}`;
    zodProblems(label, PostMetaSchema.safeParse(post));
    check(post.sourceFile === `${post.slug}.md`, `${label}: file name must be the slug`);
    check(
      AUTHORS.some((author) => author.id === post.author),
      `${label}.author: unknown "${post.author}"`,
    );
    for (const slug of post.categories)
      check(
        CATEGORIES.some((category) => category.slug === slug),
        `${label}.categories: unknown "${slug}"`,
      );
    for (const id of post.relatedPosts)
      check(
        id !== post.id && BLOG_POSTS.some((other) => other.id === id),
        `${label}.relatedPosts: unknown "${id}"`,
      );
    const words = markdownWordCount(post.content);
    check(words >= 900 && words <= 1600, `${label}: ${words} words, expected 900-1600`);
    check(!/^#\s/m.test(post.content), `${label}: use ## headings; the page shows the title as h1`);
    if (isKnownPath) {
      for (const link of internalLinks(post.content))
        check(isKnownPath(link), `${label}: link to unknown page "${link}"`);
    }
  }
  const markdownSources: [string, string][] = [
    ...BLOG_POSTS.map((post): [string, string] => [`blog/posts/${post.sourceFile}`, post.content]),
    ['legal/warranty.md', warranty],
    ['legal/privacy-policy.md', privacyPolicy],
    ['legal/terms-of-service.md', termsOfService],
  ];
  for (const [file, markdown] of markdownSources) {
    for (const [, token] of markdown.matchAll(/\{\{(\w+)\}\}/g)) {
      check(token! in CONTENT_TOKEN_VALUES, `${file}: unknown token {{${token}}}`);
    }
    check(!PLACEHOLDER_PATTERN.test(markdown), `${file}: placeholder text`);
  }
  for (const category of CATEGORIES) {
    check(
      BLOG_POSTS.some((post) => post.categories.includes(category.slug)),
      `categories.ts ${category.slug}: no post uses it`,
    );
  }
  return problems;
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
