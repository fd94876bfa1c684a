/**
 * Site configuration set at build time (README, 'Configuration'). Business facts are
 * in `src/content/business-profile.ts`; this file holds where things live.
 */
import { readPublicEnv } from '@/domain/public-env';

function optionalUrl(name: string): string | undefined {
  const value = readPublicEnv(name);
  if (value === undefined) return undefined;
  try {
    return new URL(value).toString();
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

export const siteConfig = {
  /** Public origin used in canonical links, the sitemap and structured data. */
  url: (readPublicEnv('SITE_URL') ?? 'https://www.mobileautoglass.example').replace(/\/+$/, ''),
  /**
   * Origin of the lead service. Empty means the same origin as the site (`npm start`);
   * set it when the static files are deployed apart from the service.
   */
  leadApiOrigin: (readPublicEnv('PUBLIC_LEAD_API_ORIGIN') ?? '').replace(/\/+$/, ''),
  /** Optional third-party embeds (docs/decisions.md#optional-embeds); the product's own forms stand in when unset. */
  quoteFormEmbedUrl: optionalUrl('PUBLIC_QUOTE_FORM_EMBED_URL'),
  fleetFormEmbedUrl: optionalUrl('PUBLIC_FLEET_FORM_EMBED_URL'),
  mapEmbedUrl: optionalUrl('PUBLIC_MAP_EMBED_URL'),
} as const;

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path}`;
}
