/** URL slug of a name: lowercased, runs of whitespace as hyphens (city ids, model slugs). */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A brand page's canonical slug is `{brandId}-windshield-replacement`. */
export const BRAND_SLUG_SUFFIX = '-windshield-replacement';
