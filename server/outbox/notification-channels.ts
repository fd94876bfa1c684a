/** The notification channels the environment configures: email, webhook, both or none. */
import { businessProfile } from '@/content/business-profile';
import type { ServerEnv } from '../config/server-env';
import type { OutboxChannel } from '../db/schema';
import { createEmailChannel } from './email-channel';
import type { DeliverFunction } from './outbox-worker';
import type { OutboxMessage } from './outbox.repository';
import { createWebhookChannel } from './webhook-channel';

export interface NotificationChannels {
  deliverers: Partial<Record<OutboxChannel, DeliverFunction>>;
  /** Emails the owner that a delivery failed for good; undefined without SMTP_URL. */
  alertFailure?: (message: OutboxMessage, reason: string) => Promise<void>;
  /** For the start-up log line. */
  description: string;
  close(): void;
}

export function createNotificationChannels(env: ServerEnv): NotificationChannels {
  const to = env.LEAD_NOTIFY_EMAIL ?? businessProfile.email;
  const email = env.SMTP_URL
    ? createEmailChannel({
        smtpUrl: env.SMTP_URL,
        to,
        from: env.LEAD_FROM_EMAIL ?? businessProfile.email,
      })
    : undefined;
  const webhook = env.LEAD_WEBHOOK_URL
    ? createWebhookChannel({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET })
    : undefined;

  const deliverers: NotificationChannels['deliverers'] = {};
  if (email) deliverers.email = email.send;
  // The customer's receipt of a quote request needs mail too (docs/decisions/quote-flow.md).
  if (email) deliverers.receipt = email.sendReceipt;
  // And the customer's booking confirmations (docs/decisions/bookings.md).
  if (email) deliverers.booking = email.sendBookingConfirmation;
  if (webhook) deliverers.webhook = webhook.send;

  const emailState = email ? `on (to ${to})` : 'off';
  const webhookState = webhook ? `on (${env.LEAD_WEBHOOK_SECRET ? 'signed' : 'unsigned'})` : 'off';
  return {
    deliverers,
    alertFailure: email
      ? (message, reason) =>
          email.sendFailureAlert(message.lead, {
            channel: message.channel,
            messageId: message.id,
            reason,
          })
      : undefined,
    description:
      email || webhook
        ? `email notifications ${emailState}, webhook notifications ${webhookState}, quote receipts and booking confirmations ${email ? 'on' : 'off'}`
        : 'notifications are off (set SMTP_URL or LEAD_WEBHOOK_URL)',
    close: () => email?.close(),
  };
}
