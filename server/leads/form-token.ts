/**
 * The form token: the server's own clock for the minimum fill time. The lead form fetches
 * `GET /api/form-token` when a visitor first focuses it and sends the token with the
 * lead; the server reads when it issued it, so a visitor's clock running ahead or behind
 * changes nothing, and a bot that leaves it out is flagged
 * (docs/decisions/server-reliability.md, 'Spam is stored and flagged').
 *
 * `{issued at, base 36}.{random}.{HMAC-SHA256 of both, base64url}`: checked without the
 * database. A token stores one lead (with its quote's unfinished copy) and is good for
 * FORM_TOKEN_LIFETIME_MS; the tokens that stored a lead are kept in `used_form_tokens`
 * until then (lead.service.ts, and the decision above).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { loadGeneratedSecret } from '../db/generated-secret';

/**
 * How long a token is good for. Long, because a visitor may leave a quote half done for a
 * day or two, or a lead may wait offline in the browser's queue; a lead sent with an older
 * token is stored flagged. Tokens that stored a lead are remembered this long.
 */
export const FORM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** What names a token in `used_form_tokens`: its signed part (issue time and random). */
export function formTokenId(token: string): string {
  return token.slice(0, token.lastIndexOf('.'));
}

export interface FormTokens {
  issue(now?: number): string;
  /** When the token was issued (ms since epoch), or undefined when it is not ours. */
  verify(token: string): number | undefined;
}

/** `clock` dates the tokens `issue` gives without a time of its own (server/clock.ts). */
export function createFormTokens(secret: string, clock: Clock = systemClock): FormTokens {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(now = clock.now()) {
      const payload = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return parseInt(match[1]!, 36);
    },
  };
}

const SECRET_KEY = 'form_token_secret';

/**
 * FORM_TOKEN_SECRET when set; otherwise a random secret generated once and kept in the
 * database's settings table, so every instance sharing the database (and every restart)
 * accepts the tokens of the others.
 */
export async function loadFormTokenSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  return loadGeneratedSecret(db, SECRET_KEY, fromEnv);
}
