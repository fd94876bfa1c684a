/**
 * The e-mails and texts the customer receives, in English, as ICU MessageFormat keyed by
 * ids that name what a message is for (docs/decisions/spanish.md#server). The server
 * compiles both languages when it loads (server/outbox/customer-words.ts). The owner's own
 * messages and the inbox stay in English and are not here.
 *
 * `choice.*` are the quote flow's answers as the receipt repeats them: the same words as the
 * lists in src/domain/quote.ts, which a test holds them to.
 */
import { quoteChoicesEn, underPrefix } from '@/i18n/catalogues/quote-choices';
export const emailEn = {
  // The receipt of a finished quote request (server/outbox/receipt-text.ts).
  'receipt.subject': 'We received your quote request: {business}',
  'receipt.greeting': 'Hello,',
  'receipt.greetingName': 'Hello {name},',
  'receipt.intro': 'Thank you for your quote request. Here is what you chose:',
  'receipt.introInCity':
    'Thank you for your quote request. Here is what you chose for a car in {city}:',
  'receipt.line': '{label}: {value}',
  'receipt.label.vehicle': 'Vehicle',
  'receipt.label.glass': 'Glass',
  'receipt.label.features': 'Windshield features',
  'receipt.label.payment': 'Who pays',
  'receipt.label.estimate': 'Estimate shown',
  'receipt.label.window': 'Requested window',
  'receipt.label.photos': 'Photos',
  'receipt.estimate': '{range} before insurance',
  'receipt.estimateSample': '{range} before insurance (sample price table)',
  'receipt.noWindow': 'none',
  'receipt.windowRequested':
    'You asked for a time window. It is a request until we confirm it: we will call or text you to confirm it, or to offer another time if it no longer works.',
  'receipt.windowToArrange': 'We will call or text you to arrange a time that suits you.',
  'receipt.estimateNote':
    'The estimate is a range before insurance. We confirm the exact price, from the glass for your vehicle, before any work.',
  'receipt.replyHours':
    'We call or email you back during business hours: {hours}. To talk to us now, call {phone}, or reply to this email.',
  'receipt.notRequested':
    'If you did not ask for a quote, you can ignore this email: we will not write again.',

  // Opening hours and appointment windows, with days and times from Intl.
  'hours.days': '{first}-{last}',
  'hours.range': '{days} {opens} - {closes}',
  'hours.separator': ', ',
  'window.requested':
    '{day}, {part, select, morning {morning} afternoon {afternoon} other {{part}}}',
  'window.hours': '{day}, {start} – {end}',
  'price.range': '{low} – {high}',

  // A booking's confirmation, change or cancellation (server/outbox/booking-messages.ts).
  'booking.subject.booked': 'Your appointment is booked: {window}: {business}',
  'booking.subject.rescheduled': 'Your appointment has moved to {window}: {business}',
  'booking.subject.cancelled': 'Your appointment on {window} is cancelled: {business}',
  'booking.greeting': 'Hello,',
  'booking.greetingName': 'Hi {name},',
  'booking.body':
    '{change, select, rescheduled {Your appointment has moved. } other {}}Our technician will come to you:\n\nWhen: {window} (the technician calls when on the way)\nWhere: {address}\n\nThe attached calendar file adds it to your calendar{change, select, rescheduled { and replaces the earlier time} other {}}.\n\nTo change or cancel, call us at {phone} or reply to this email.',
  'booking.cancelledBody':
    'Your appointment with {business} on {window} at {address} is cancelled. The attached calendar file removes it from your calendar.\n\nTo book another time, call us at {phone} or reply to this email.',
  'booking.calendarSummary': '{business}: auto glass appointment',
  'booking.calendarDescription': 'Mobile auto glass service. Questions or changes: {phone}.',

  // Texts (server/outbox/text-messages.ts signs them with the business's name).
  'text.booked': 'Your glass appointment is booked: {window} at {address}. Questions: {phone}.',
  'text.rescheduled':
    'Your glass appointment has moved to {window} at {address}. Questions: {phone}.',
  'text.cancelled': 'Your glass appointment on {window} is cancelled. To book again: {phone}.',

  // The quote flow's answers, as src/domain/quote.ts words them.
  ...underPrefix('choice.', quoteChoicesEn),
} as const;

/** The id of a customer message: a key of the English catalogue. */
export type EmailMessageId = keyof typeof emailEn;

/** A catalogue of the customer's messages: every id, with its text in one language. */
export type EmailCatalogue = Record<EmailMessageId, string>;
