/**
 * The home page's JSON-LD: the business (its only full description, which every other page
 * references by id) and the site. The page loads it with its head tags (`PageMeta`'s `jsonLd`
 * loader), so the builders stay out of the first load
 * (docs/decisions/first-paint.md#router, docs/decisions/structured-data.md).
 */
import { businessJsonLd, websiteJsonLd } from '@/seo/structured-data';

export function homeJsonLd(): object[] {
  return [businessJsonLd(), websiteJsonLd()];
}
