/**
 * Every piece of copy the site publishes from content modules, markdown and the business
 * profile, each with where it comes from: what the drafting-marker scan and the truth checks
 * read (docs/decisions/launch-truth.md#drafting-notes). Node only (build, launch check, tests):
 * it loads every content module at once.
 */
import { AUTHORS } from '../authors';
import { BLOG_POSTS } from '../blog/posts';
import { BRAND_GLASS_NOTES } from '../brand-glass-notes';
import { CAR_BRANDS } from '../brands';
import { CATEGORIES } from '../categories';
import { CERTIFICATIONS } from '../certifications';
import { CITIES } from '../cities';
import { CITY_PROFILES, WHY_CHOOSE_BY_COUNTY } from '../city-profiles';
import { OFFERS } from '../claims';
import { HOME_FAQS } from '../home-faqs';
import { ABOUT_POINTS, HERO_CONTENT, HERO_PROMISES } from '../home';
import { INSURERS } from '../insurers';
import spanishPrivacyPolicy from '../legal/es/privacy-policy.md';
import spanishTermsOfService from '../legal/es/terms-of-service.md';
import spanishWarranty from '../legal/es/warranty.md';
import privacyPolicy from '../legal/privacy-policy.md';
import termsOfService from '../legal/terms-of-service.md';
import warranty from '../legal/warranty.md';
import { LOCAL_SERVICE_NOTE_FILES } from '../local-service-notes';
import { MODEL_GLASS_FACTS } from '../load/model-facts-lookup';
import { TESTIMONIALS } from '../reviews';
import { FLEET_CONTENT, SERVICE_DETAILS, VAN_PAGE } from '../service-details';
import { SERVICES } from '../services';

export interface PublishedCopy {
  /** File and key path: 'legal/warranty.md', 'city-profiles.ts oakland.intro'. */
  source: string;
  text: string;
}

/** The content modules, by the file their data is written in. */
const CONTENT_MODULES: Record<string, unknown> = {
  'services.ts': SERVICES,
  'service-details.ts': { SERVICE_DETAILS, FLEET_CONTENT, VAN_PAGE },
  'home.ts': { HERO_CONTENT, HERO_PROMISES, ABOUT_POINTS },
  'home-faqs.ts': HOME_FAQS,
  'cities.ts': CITIES,
  'city-profiles.ts': { CITY_PROFILES, WHY_CHOOSE_BY_COUNTY },
  'local-service': LOCAL_SERVICE_NOTE_FILES,
  'model-facts': MODEL_GLASS_FACTS,
  'brands.ts': CAR_BRANDS,
  'brand-glass-notes.ts': BRAND_GLASS_NOTES,
  'insurers.ts': INSURERS,
  'categories.ts': CATEGORIES,
  'blog/posts': BLOG_POSTS,
  'profile reviews': TESTIMONIALS,
  'profile authors': AUTHORS,
  'profile offers': OFFERS,
  'profile certifications': CERTIFICATIONS,
};

const LEGAL_MARKDOWN: Record<string, string> = {
  'legal/warranty.md': warranty,
  'legal/privacy-policy.md': privacyPolicy,
  'legal/terms-of-service.md': termsOfService,
  'legal/es/warranty.md': spanishWarranty,
  'legal/es/privacy-policy.md': spanishPrivacyPolicy,
  'legal/es/terms-of-service.md': spanishTermsOfService,
};

/** Every string of the content modules and every legal page, each with its source. */
export function publishedCopy(): PublishedCopy[] {
  const copy: PublishedCopy[] = [];
  const collect = (value: unknown, source: string) => {
    if (typeof value === 'string') copy.push({ source, text: value });
    else if (Array.isArray(value))
      value.forEach((item, index) => collect(item, `${source}[${index}]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) collect(item, `${source}.${key}`);
  };
  for (const [file, data] of Object.entries(CONTENT_MODULES)) collect(data, file);
  for (const [file, markdown] of Object.entries(LEGAL_MARKDOWN))
    copy.push({ source: file, text: markdown });
  return copy;
}
