/** Where the build writes the PNG social cards (scripts/social-images.ts). */
export const DEFAULT_SOCIAL_IMAGE = '/social/site.png';
/** The logo mark as a 512px PNG, for structured data. */
export const LOGO_IMAGE = '/social/logo.png';

export function socialImagePath(postSlug: string): string {
  return `/social/${postSlug}.png`;
}
