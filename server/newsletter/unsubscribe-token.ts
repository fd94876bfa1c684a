/**
 * The newsletter's one-click unsubscribe (docs/decisions/owner-inbox.md, 'Unsubscribe').
 *
 * Each subscriber's link carries `{subscriber id}.{HMAC-SHA256 of it, base64url}`: the
 * token is the credential, so unsubscribing needs no login and no cookie (nothing for a
 * cross-site request to ride on), and nobody can make the token of another subscriber
 * without the server's secret. It never expires: a link in an old email keeps working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { loadGeneratedSecret } from '../db/generated-secret';
import { serviceUrl } from '../config/service-url';

export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export interface UnsubscribeTokens {
  issue(subscriberId: string): string;
  /** The subscriber id the token was issued for, or undefined when it is not ours. */
  verify(token: string): string | undefined;
}

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  // Prefixed, so a signature made for anything else with the same secret never fits.
  const sign = (subscriberId: string) =>
    createHmac('sha256', secret)
      .update(`newsletter-unsubscribe:${subscriberId}`)
      .digest('base64url');
  return {
    issue: (subscriberId) => `${subscriberId}.${sign(subscriberId)}`,
    verify(token) {
      const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const expected = Buffer.from(sign(match[1]!));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return match[1];
    },
  };
}

const SECRET_KEY = 'newsletter_unsubscribe_secret';

/**
 * NEWSLETTER_UNSUBSCRIBE_SECRET when set; otherwise a random secret generated once and
 * kept in the database (settings table), so links sent before a restart, or by another
 * instance, keep working. Changing the secret breaks every link already sent.
 */
export async function loadUnsubscribeSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  return loadGeneratedSecret(db, SECRET_KEY, fromEnv);
}

/** The absolute link of the subscriber's unsubscribe page. */
export function unsubscribeUrl(token: string): string {
  return serviceUrl(`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
}

/**
 * The headers every email to a subscriber carries (RFC 2369 and RFC 8058): mail apps
 * show their own "Unsubscribe" button, which POSTs `List-Unsubscribe=One-Click` to the
 * link, with no page to go through.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
