/**
 * Text messages through Twilio's Messages resource (any provider speaking it works):
 * POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From (or
 * MessagingServiceSid) and Body, HTTP Basic auth AccountSid:AuthToken; 201 with
 * {sid, status} when accepted. How each failure is treated is decided in
 * docs/decisions/text-messages.md:
 * - 4xx except 429 (21211 invalid number, 21610 unsubscribed, bad credentials): permanent;
 * - 429, 5xx, and a connection that failed before the request was sent: retried;
 * - no answer after the request went out (timeout, connection reset): the provider may
 *   have sent it and takes no idempotency key, so it is not retried blindly but failed
 *   with "outcome unknown" for the owner to check and resend by hand.
 */
import { PermanentDeliveryError } from './delivery-errors';

export const DEFAULT_TWILIO_BASE_URL = 'https://api.twilio.com';
const SMS_TIMEOUT_MS = 10_000;
/** Twilio's limit for one message's body. */
const SMS_MAX_LENGTH = 1600;

export interface SmsChannelConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID ('MG…'). */
  from: string;
  baseUrl: string;
}

export interface SmsChannel {
  /** Resolves with the provider's message sid once it accepted the message. */
  sendText(to: string, body: string): Promise<string>;
}

/** Errors raised before any byte of the request left: safe to try again. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createSmsChannel(config: SmsChannelConfig): SmsChannel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const fromField = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async sendText(to, body) {
      const form = new URLSearchParams({
        // Phones are stored in E.164 already (normalizeUsPhone).
        To: to,
        [fromField]: config.from,
        Body: body.slice(0, SMS_MAX_LENGTH),
      });
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        const code = errorCode(error);
        if (code && NOT_SENT_CODES.has(code)) throw error;
        throw new PermanentDeliveryError(
          'Outcome unknown: the text provider did not answer after the request was sent, so the text may have gone out. Not retried, to avoid sending it twice; check the provider log and resend by hand if needed.',
          { cause: error },
        );
      }
      const answer = parseJson(text);
      if (response.status === 200 || response.status === 201) {
        return typeof answer?.sid === 'string' ? answer.sid : '';
      }
      const detail = [
        answer?.code !== undefined ? `code ${String(answer.code)}` : undefined,
        typeof answer?.message === 'string' ? answer.message : text.slice(0, 200),
      ]
        .filter(Boolean)
        .join(': ');
      const reason = `Text provider answered HTTP ${response.status}${detail ? ` (${detail})` : ''}`;
      if (response.status === 429 || response.status >= 500) throw new Error(reason);
      throw new PermanentDeliveryError(`${reason}; not retried`);
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
