/**
 * The home page's JSON-LD: the business, the site and the questions of its closing section.
 * The page loads it with its head tags (`PageMeta`'s `jsonLd` loader), so the builders and
 * the questions' text stay out of the first load (docs/decisions/first-paint.md#router).
 */
import { HOME_FAQS } from '@/content/home-faqs';
import {
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from '@/features/seo/structured-data';

export function homeJsonLd(): object[] {
  return [organizationJsonLd(), localBusinessJsonLd(), websiteJsonLd(), faqPageJsonLd(HOME_FAQS)];
}
