/**
 * Security headers for every response (docs/architecture.md#the-server). The
 * Content-Security-Policy allows no inline script except the ones the build put into the
 * pages, each allowed by its SHA-256 hash.
 */
import { createHash } from 'node:crypto';

/** Hashes of the executable inline <script> blocks in the given HTML documents. */
export function inlineScriptHashes(htmlDocuments: string[]): string[] {
  const hashes = new Set<string>();
  const scriptPattern = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  for (const html of htmlDocuments) {
    for (const match of html.matchAll(scriptPattern)) {
      const attributes = match[1] ?? '';
      const body = match[2] ?? '';
      if (/\bsrc=/.test(attributes) || body.length === 0) continue;
      // JSON-LD and other data blocks are never executed, so they need no hash.
      const type = attributes.match(/\btype=["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
      if (type && type !== 'text/javascript' && type !== 'module') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export interface SecurityHeaderOptions {
  scriptHashes: string[];
  /** Third-party embeds configured for the site (quote form, fleet form, map). */
  frameUrls: (string | undefined)[];
  /** A separately hosted lead service the forms post to. */
  apiOrigin?: string;
}

/**
 * The policy of a page answered to a plain form post that was refused: the site's page
 * without its scripts, so none may run (server/site/refused-form-page.ts).
 */
export const NO_SCRIPT_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const frameOrigins = options.frameUrls.map(originOf).filter(Boolean);
  const apiOrigin = originOf(options.apiOrigin);
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trim(),
    // Emotion inserts <style> elements at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the quote flow's photo thumbnails (object URLs of the visitor's own files,
    // created by the page itself; docs/decisions/quote-flow.md, 'Photos on a phone').
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `form-action 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}
