/** The notification channels the environment configures: email, webhook, texts, or none. */
import { businessProfile } from '@/content/business-profile';
import type { ServerEnv } from '../config/server-env';
import type { OutboxChannel } from '../db/schema';
import { createEmailChannel } from './email-channel';
import type { DeliverFunction } from './outbox-worker';
import type { OutboxMessage } from './outbox.repository';
import { createWebhookChannel } from './webhook-channel';
import { PermanentDeliveryError } from './delivery-errors';
import { createSmsChannel, DEFAULT_TWILIO_BASE_URL } from './sms-channel';
import { newLeadAlertText, overdueReminderText } from './text-messages';

export interface NotificationChannels {
  deliverers: Partial<Record<OutboxChannel, DeliverFunction>>;
  /** Emails the owner that a delivery failed for good; undefined without SMTP_URL. */
  alertFailure?: (message: OutboxMessage, reason: string) => Promise<void>;
  /** Sends a plain email from the website (the daily summary); undefined without SMTP_URL. */
  sendEmail?: (mail: { to: string; subject: string; text: string }) => Promise<void>;
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

  const sms =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER
      ? createSmsChannel({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM_NUMBER,
          baseUrl: env.TWILIO_API_BASE_URL ?? DEFAULT_TWILIO_BASE_URL,
        })
      : undefined;
  const ownerPhone = env.OWNER_ALERT_PHONE;

  const deliverers: NotificationChannels['deliverers'] = {};
  if (email) deliverers.email = email.send;
  // The customer's receipt of a quote request needs mail too (docs/decisions/quote-flow.md).
  if (email) deliverers.receipt = email.sendReceipt;
  // And the customer's booking confirmations (docs/decisions/bookings.md).
  if (email) deliverers.booking = email.sendBookingConfirmation;
  if (webhook) deliverers.webhook = webhook.send;
  // Texts (docs/decisions/text-messages.md): the owner's need the owner's phone; the
  // customer's are queued only with consent (queueCustomerText).
  if (sms && ownerPhone) {
    deliverers.sms = async (lead) => void (await sms.sendText(ownerPhone, newLeadAlertText(lead)));
    deliverers.overdue_sms = async (lead) =>
      void (await sms.sendText(ownerPhone, overdueReminderText(lead)));
  }
  if (sms) {
    deliverers.customer_sms = async (lead, message) => {
      if (!message.textBody) throw new PermanentDeliveryError('The text has no words to send');
      await sms.sendText(lead.phone, message.textBody);
    };
  }
  if (email) deliverers.overdue_email = email.sendOverdueReminder;

  const emailState = email ? `on (to ${to})` : 'off';
  const webhookState = webhook ? `on (${env.LEAD_WEBHOOK_SECRET ? 'signed' : 'unsigned'})` : 'off';
  const textState = sms
    ? `on (${ownerPhone ? 'owner alerts and customer texts' : 'customer texts only; set OWNER_ALERT_PHONE for owner alerts'})`
    : 'off';
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
    sendEmail: email?.sendPlain,
    description:
      email || webhook || sms
        ? `email notifications ${emailState}, webhook notifications ${webhookState}, text messages ${textState}, quote receipts and booking confirmations ${email ? 'on' : 'off'}`
        : 'notifications are off (set SMTP_URL, LEAD_WEBHOOK_URL or TWILIO_ACCOUNT_SID)',
    close: () => email?.close(),
  };
}
