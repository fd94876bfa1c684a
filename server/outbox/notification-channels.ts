/** The notification channels the environment configures: email, webhook, both or none. */
import { businessProfile } from '@/content/business-profile';
import type { ServerEnv } from '../config/server-env';
import { createEmailChannel } from './email-channel';
import type { DeliverFunction } from './outbox-worker';
import { createWebhookChannel } from './webhook-channel';
import type { OutboxChannel } from '../db/schema';

export interface NotificationChannels {
  deliverers: Partial<Record<OutboxChannel, DeliverFunction>>;
  /** For the start-up log line. */
  description: string;
  close(): void;
}

export function createNotificationChannels(env: ServerEnv): NotificationChannels {
  const to = env.LEAD_NOTIFY_EMAIL ?? businessProfile.email;
  const email =
    env.SMTP_URL &&
    createEmailChannel({
      smtpUrl: env.SMTP_URL,
      to,
      from: env.LEAD_FROM_EMAIL ?? businessProfile.email,
    });
  const webhook =
    env.LEAD_WEBHOOK_URL &&
    createWebhookChannel({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET });

  const deliverers: NotificationChannels['deliverers'] = {};
  if (email) deliverers.email = email.send;
  if (webhook) deliverers.webhook = webhook.send;

  const description =
    email || webhook
      ? `email notifications ${email ? `on (to ${to})` : 'off'}, webhook notifications ${
          webhook ? `on${env.LEAD_WEBHOOK_SECRET ? ' (signed)' : ' (unsigned)'}` : 'off'
        }`
      : 'notifications are off (set SMTP_URL or LEAD_WEBHOOK_URL)';
  return { deliverers, description, close: () => email && email.close() };
}
