/** Lead notifications by email (SMTP, through nodemailer), as plain text. */
import nodemailer from 'nodemailer';
import { businessProfile } from '@/content/business-profile';
import { fleetSizeLabel, isFleetService } from '@/domain/lead-fields';
import { cleanMultiLineText, withoutHiddenCharacters } from '@/domain/text';
import { ADMIN_BASE, serviceUrl } from '../config/service-url';
import { LANGUAGE_NAMES, type Lead } from '../leads/lead';
import { zipPlace, zipPlaceLabel } from '../leads/zip-place';
import { quoteSummaryLines } from '../quotes/quote-summary';
import { receiptSubject, receiptText } from './receipt-text';
import { isBookedLead } from '../bookings/booking-notice';
import { bookingEmailCalendar, bookingEmailSubject, bookingEmailText } from './booking-messages';
import type { SubscriberEmailAddressing } from '../newsletter/newsletter.service';
import { subscriberWords } from '../newsletter/subscriber-words';

export interface EmailChannelConfig {
  smtpUrl: string;
  to: string;
  from: string;
}

export interface EmailChannel {
  send(lead: Lead): Promise<void>;
  /** The customer's receipt of a quote request: what they asked for and what happens next. */
  sendReceipt(lead: Lead): Promise<void>;
  /**
   * The customer's booking confirmation, change or cancellation, with its calendar file
   * attached (docs/decisions/bookings.md); `lead` carries the booking notice.
   */
  sendBookingConfirmation(lead: Lead): Promise<void>;
  /** Tells the owner a notification of `lead` failed for good, and how to resend it. */
  sendFailureAlert(
    lead: Lead,
    alert: { channel: string; messageId: string; reason: string },
  ): Promise<void>;
  /**
   * Sends newsletter mail to one subscriber: always with the List-Unsubscribe headers and
   * the link at the foot of the text (addressSubscriberEmail in server/newsletter).
   */
  sendToSubscriber(
    addressing: SubscriberEmailAddressing,
    content: { subject: string; text: string },
  ): Promise<void>;
  /** The owner's one reminder of a lead still new past its time (overdue-leads.ts). */
  sendOverdueReminder(lead: Lead): Promise<void>;
  /** A plain email from the website's address (the daily summary). */
  sendPlain(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

export function createEmailChannel(config: EmailChannelConfig): EmailChannel {
  // Short timeouts: a hung SMTP server must not hold the worker past its lease.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(lead) {
      await transport.sendMail({
        from: { name: `${businessProfile.name} website`, address: config.from },
        to: config.to,
        // Answering the notification answers the customer.
        replyTo: { name: oneLine(`${lead.firstName} ${lead.lastName}`), address: lead.email },
        subject: leadEmailSubject(lead),
        text: leadEmailText(lead),
      });
    },
    async sendReceipt(lead) {
      await transport.sendMail({
        from: { name: businessProfile.name, address: config.from },
        // The address alone: the name is visitor text (server/outbox/receipt-text.ts).
        to: lead.email,
        // A reply reaches the business, not the website's sending address.
        replyTo: { name: businessProfile.name, address: config.to },
        subject: receiptSubject(lead),
        text: receiptText(lead),
      });
    },
    async sendBookingConfirmation(lead) {
      if (!isBookedLead(lead)) throw new Error('The booking message carries no booking');
      const method = lead.booking.change === 'cancelled' ? 'CANCEL' : 'REQUEST';
      await transport.sendMail({
        from: { name: businessProfile.name, address: config.from },
        to: lead.email,
        replyTo: { name: businessProfile.name, address: config.to },
        subject: bookingEmailSubject(lead),
        text: bookingEmailText(lead),
        attachments: [
          {
            filename: lead.booking.change === 'cancelled' ? 'cancelled.ics' : 'appointment.ics',
            content: bookingEmailCalendar(lead, config.from),
            contentType: `text/calendar; charset=utf-8; method=${method}`,
          },
        ],
      });
    },
    async sendFailureAlert(lead, alert) {
      await transport.sendMail({
        from: { name: `${businessProfile.name} website`, address: config.from },
        to: config.to,
        subject: oneLine(
          `Lead notification failed: ${lead.firstName} ${lead.lastName} (${lead.phone})`,
        ),
        text:
          `The ${alert.channel} notification of a quote request failed for good, after every retry.\n\n` +
          `Error: ${alert.reason}\n\n` +
          `Open the lead in the inbox, see every attempt and resend it once the cause is fixed:\n  ${inboxLeadUrl(lead.id)}\n\n` +
          `Or from the command line:\n  npm run leads -- outbox retry ${alert.messageId}\n` +
          `or every failed one with:\n  npm run leads -- outbox retry --failed\n\n` +
          `The lead, so nobody waits meanwhile:\n\n${leadEmailText(lead)}`,
      });
    },
    async sendToSubscriber(addressing, content) {
      await transport.sendMail({
        from: { name: businessProfile.name, address: config.from },
        to: addressing.to,
        subject: content.subject.replace(/\p{Cc}+/gu, ' '),
        text: `${content.text.trimEnd()}\n\n--\n${subscriberWords(addressing.language)(
          'email.unsubscribeLine',
          { url: addressing.unsubscribeUrl },
        )}\n`,
        headers: addressing.headers,
      });
    },
    async sendOverdueReminder(lead) {
      await transport.sendMail({
        from: { name: `${businessProfile.name} website`, address: config.from },
        to: config.to,
        replyTo: { name: oneLine(`${lead.firstName} ${lead.lastName}`), address: lead.email },
        subject: oneLine(
          `Overdue: ${lead.firstName} ${lead.lastName} (${lead.phone}) is still waiting`,
        ),
        text:
          `This ${requestKind(lead)} is still "new": nobody has marked it contacted yet.\n\n` +
          `Open it in the inbox:\n  ${inboxLeadUrl(lead.id)}\n\n` +
          `This is the only reminder for this lead.\n\n${leadEmailText(lead)}`,
      });
    },
    async sendPlain(mail) {
      await transport.sendMail({
        from: { name: `${businessProfile.name} website`, address: config.from },
        to: mail.to,
        subject: oneLine(mail.subject),
        text: mail.text,
      });
    },
    close: () => transport.close(),
  };
}

function requestKind(lead: Lead): string {
  return isFleetService(lead.service) ? 'fleet service request' : 'quote request';
}

/** The lead's page in the owner's inbox, absolute (server/config/service-url.ts). */
function inboxLeadUrl(leadId: string): string {
  return serviceUrl(`${ADMIN_BASE}/leads/${encodeURIComponent(leadId)}`);
}

function leadEmailSubject(lead: Lead): string {
  // A fleet lead names its company: the owner sees an account, not a driver, in the inbox.
  const request = requestKind(lead);
  const from = lead.company
    ? `${lead.firstName} ${lead.lastName}, ${lead.company}`
    : `${lead.firstName} ${lead.lastName}`;
  const place = zipPlace(lead.zipCode);
  const where = place ? `${place.city} ${lead.zipCode}` : lead.zipCode;
  const subject = `${lead.urgent ? 'URGENT: ' : ''}New ${request} from ${from} (${where})`;
  // Names are visitor text: keep line breaks and other controls out of the header.
  return oneLine(subject);
}

/**
 * Visitor text on one line, whatever was stored (leads from before the text rule too), so
 * no value can start a line of its own that reads like a header ('Bcc: …') or like one of
 * the notification's own labels ('Phone: …'); see docs/decisions/server-reliability.md,
 * 'Visitor text'.
 */
function oneLine(text: string): string {
  return withoutHiddenCharacters(text).replace(/ {2,}/g, ' ').trim();
}

/** Multi-line visitor text (the message), every line quoted with '> ' so none stands alone. */
function quotedBlock(text: string): string {
  return cleanMultiLineText(text)
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** The owner's notification text (exported for its tests). */
export function leadEmailText(lead: Lead): string {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const lines: Array<[string, string | undefined]> = [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['Company', lead.company],
    ['Fleet size', lead.fleetSize && fleetSizeLabel(lead.fleetSize)],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Zip code', `${lead.zipCode} (${zipPlaceLabel(lead.zipCode)})`],
    ['Service', lead.service],
    ['Urgent (within 24 hours)', yesNo(lead.urgent)],
    // Only when not English: the owner answers in the customer's language.
    ['Language', lead.language === 'en' ? undefined : LANGUAGE_NAMES[lead.language]],
    ['VIN', lead.vinNumber],
    ['Message', lead.message],
    ...quoteSummaryLines(lead),
    ['Accepted the privacy policy', `yes, at ${lead.consentAt}`],
    ['Agreed to marketing', yesNo(lead.consentMarketing)],
    ['Consent wording shown', lead.consentText],
    ['Page', lead.pageUrl],
    ['Home page variant', lead.heroVariant],
    ['UTM source', lead.utmSource],
    ['UTM medium', lead.utmMedium],
    ['UTM campaign', lead.utmCampaign],
    ['UTM content', lead.utmContent],
    ['Received', lead.createdAt],
    ['Lead id', lead.id],
    ['IP address', lead.clientIp],
    ['Browser', lead.userAgent],
  ];
  const body = lines
    .filter((line): line is [string, string] => line[1] !== undefined)
    .map(([label, value]) =>
      label === 'Message' ? `${label}:\n${quotedBlock(value)}` : `${label}: ${oneLine(value)}`,
    )
    .join('\n');
  return `A new ${requestKind(lead)} arrived on the ${businessProfile.name} website.\n\n${body}\n\nCall the customer back at ${lead.phone}, or reply to this email to write to them.\n`;
}
