/**
 * Lead notifications to a webhook (a CRM, Zapier, Slack relay…): a JSON POST signed with
 * HMAC-SHA256 of the raw body, so the receiver can check it came from this service.
 * Delivery is at least once; receivers de-duplicate by `lead.id`.
 */
import { createHmac } from 'node:crypto';
import type { Lead } from '../leads/lead';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature-SHA256';
const WEBHOOK_TIMEOUT_MS = 5_000;

export interface WebhookChannelConfig {
  url: string;
  secret?: string;
}

export interface WebhookChannel {
  send(lead: Lead): Promise<void>;
}

export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function createWebhookChannel(config: WebhookChannelConfig): WebhookChannel {
  return {
    async send(lead) {
      const body = JSON.stringify({ type: 'lead.created', lead });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.secret) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhookBody(body, config.secret);
      const response = await fetch(config.url, {
        method: 'POST',
        headers,
        body,
        // A redirect would turn the POST into a GET that 'succeeds': report it instead.
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // Read the body (so the connection can be reused): its start says why it failed.
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
        throw new Error(`Webhook answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
