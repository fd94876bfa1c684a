/**
 * Absolute links to pages the server itself serves (the inbox, the unsubscribe page), for
 * emails. The service's origin is PUBLIC_LEAD_API_ORIGIN when the static site is hosted
 * apart from it, else the site's own (SITE_URL): both are the build's settings.
 */
import { siteConfig } from '@/config/site-config';

/**
 * Where the owner's inbox is served. Declared here, below the features, because the outbox's
 * emails and texts link to it as well as the inbox itself (docs/architecture.md#server-features).
 */
export const ADMIN_BASE = '/admin';

export function serviceUrl(path: string): string {
  return `${siteConfig.leadApiOrigin || siteConfig.url}${path}`;
}
