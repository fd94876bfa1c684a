/**
 * Shapes of the site's content records. Content is typed data plus markdown; every
 * record is validated at build time by `validate/validate-content.ts`, so a broken reference
 * fails the build with a message naming the file and field.
 */
import type { ServiceSlug } from '@/domain/service-slugs';

export type ServiceIconName =
  'windshield' | 'repair' | 'door' | 'rear-window' | 'calibration' | 'van' | 'fleet';

export interface Service {
  slug: ServiceSlug;
  title: string;
  /** One sentence for cards and menus. */
  shortDescription: string;
  icon: ServiceIconName;
}

export interface Feature {
  title: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

/** Long copy of a service page. */
export interface ServiceDetail {
  slug: ServiceSlug;
  /** Two to three sentences: what the service is and who it is for. */
  description: string;
  /** Paragraphs for the generic page and the 'details' block. */
  details: string[];
  hero: { headline: string; subheadline: string };
  /** 4 to 6 items. */
  benefits: Feature[];
  /** Exactly 4 steps. */
  process: ProcessStep[];
  /** 5 to 8 items. */
  faqs: FaqItem[];
  /** Present on windshield-repairs and door-glass-replacement. */
  insurance?: { heading: string; paragraphs: string[] };
}

export interface FleetContent {
  hero: { headline: string; subheadline: string };
  /** Exactly 6 service cards. */
  cards: Feature[];
  benefits: Feature[];
  /** Exactly 6 items. */
  faqs: FaqItem[];
}

export const COUNTIES = [
  'Alameda',
  'Santa Clara',
  'San Francisco',
  'Contra Costa',
  'San Mateo',
] as const;
export type County = (typeof COUNTIES)[number];

export interface City {
  /** URL slug: the name lowercased, spaces as hyphens. */
  id: string;
  name: string;
  county: County;
}

/** City-specific copy, keyed by city id. */
export interface CityProfile {
  /** 120 to 200 words, written for this city only. */
  description: string;
  /** 3 to 6 real neighborhoods or districts. */
  neighborhoods: string[];
}

export type BrandGroup = 'domestic' | 'asian' | 'european' | 'korean';

export interface CarBrand {
  /** URL id: lowercase, hyphenated ('mercedes-benz', 'land-rover'). */
  id: string;
  name: string;
  group: BrandGroup;
  /** 1 to 9 current and recent model names, spelled as the manufacturer does. */
  models: string[];
}

export interface Insurer {
  name: string;
  popular: boolean;
}

/** A customer review from the business profile (content/business-profile.json). */
export interface Testimonial {
  id: string;
  quote: string;
  /** First name and initial: 'Kevin L.' */
  author: string;
  /** The reviewer's city, from the city list; only that city's page says "customers in …". */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date the review was posted. */
  date: string;
  /** Where it was posted: 'Google'. */
  source: string;
  url?: string;
  /** A demo review: labelled "Sample review" wherever it is shown. */
  sample: boolean;
  service: ServiceSlug;
  /** Set on testimonials about a specific make, e.g. 'tesla'. */
  brandId?: string;
}

export interface Author {
  id: string;
  name: string;
  role: string;
  bio: string;
  /** Claims about the person, shown as given (years of experience, certificates). */
  credentials: string[];
  /** Demo author: the credentials are labelled "Sample credentials". */
  sample: boolean;
  /** Path of a photo under static/, when the business provides one. */
  avatar?: string;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface BlogPostMeta {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /**
   * Title and description for search results when `title` or `excerpt` is too long for them
   * (60 and 160 characters: docs/decisions/structured-data.md#snippet-lengths).
   */
  searchTitle?: string;
  searchDescription?: string;
  /** Author id. */
  author: string;
  publishedAt: string;
  updatedAt?: string;
  /** Category slugs. */
  categories: string[];
  tags: string[];
  /** Post ids. */
  relatedPosts: string[];
}

export interface BlogPost extends BlogPostMeta {
  /** Markdown body. */
  content: string;
  /** File the post came from, for validation messages. */
  sourceFile: string;
}
