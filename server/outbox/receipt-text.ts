/**
 * The customer's receipt of a finished quote request, as plain text in the lead's language
 * (docs/decisions/quote-flow.md, 'Receipt'; docs/decisions/spanish.md#server). The receipt goes to whatever address the
 * visitor typed, so it must not carry a stranger's words from the business's address: it
 * holds nothing the visitor typed but a short first name made of name characters, and
 * otherwise only values from the site's own lists (glass, vehicle kind, make, window).
 */
import { businessProfile } from '@/content/business-profile';
import { CAR_BRANDS } from '@/content/brands';
import { QUOTE_PRICES } from '@/content/quote-settings';
import { WINDSHIELD_FEATURES } from '@/domain/quote';
import type { EmailMessageId } from '@/i18n/messages/email/en';
import type { Lead } from '../leads/lead';
import { zipPlace } from '../leads/zip-place';
import { customerWords, type CustomerWords } from './customer-words';

/** Longer than any first name the greeting needs, too short for a message. */
export const RECEIPT_NAME_MAX_LENGTH = 20;

/**
 * Letters (accented too) in at most three words joined by spaces, hyphens or apostrophes, an
 * optional period after a word (an initial, "Jr."), never one that joins two words
 * ("evil.example").
 */
const GREETING_NAME =
  /^\p{L}\p{M}*(?:[\p{L}\p{M}]|['’-]\p{L})*\.?(?: \p{L}\p{M}*(?:[\p{L}\p{M}]|['’-]\p{L})*\.?){0,2}$/u;

/** The first name to greet, or undefined to greet without one. */
export function receiptGreetingName(firstName: string): string | undefined {
  const name = firstName.trim();
  if (Array.from(name).length > RECEIPT_NAME_MAX_LENGTH) return undefined;
  return GREETING_NAME.test(name) ? name : undefined;
}

/** The make as the site's brand list spells it, or undefined for a make typed by hand. */
function listedMake(make: string | undefined): string | undefined {
  const typed = make?.trim().toLowerCase();
  return CAR_BRANDS.find((brand) => brand.name.toLowerCase() === typed)?.name;
}

/** What the customer chose, each value from a list of the site's; none typed by hand. */
function receiptLines(lead: Lead, words: CustomerWords): string[] {
  const quote = lead.quote;
  if (!quote) return [];
  const { t } = words;
  const vehicle = [
    quote.year === undefined ? undefined : String(quote.year),
    listedMake(quote.make),
    quote.vehicleClass && `(${t(`choice.vehicleClass.${quote.vehicleClass}`)})`,
  ]
    .filter(Boolean)
    .join(' ');
  const glass = [
    quote.glass && t(`choice.glass.${quote.glass}`),
    quote.door && t(`choice.door.${quote.door}`),
  ]
    .filter(Boolean)
    .join(', ');
  const features =
    quote.glass === 'windshield' && quote.features
      ? WINDSHIELD_FEATURES.map(
          (feature) =>
            `${t(`choice.feature.${feature.value}`)}: ${words.lowerCase(t(`choice.answer.${quote.features?.[feature.value] ?? 'unsure'}`))}`,
        ).join('; ')
      : undefined;
  const estimate =
    lead.estimate &&
    t(QUOTE_PRICES?.sample ? 'receipt.estimateSample' : 'receipt.estimate', {
      range: words.priceRange(lead.estimate),
    });
  const lines: Array<[EmailMessageId, string | undefined]> = [
    ['receipt.label.vehicle', vehicle || undefined],
    ['receipt.label.glass', glass || undefined],
    ['receipt.label.features', features],
    ['receipt.label.payment', quote.payment && t(`choice.payment.${quote.payment}`)],
    ['receipt.label.estimate', estimate],
    [
      'receipt.label.window',
      quote.appointmentWindow
        ? words.requestedWindow(quote.appointmentWindow)
        : t('receipt.noWindow'),
    ],
    ['receipt.label.photos', quote.photoIds.length > 0 ? String(quote.photoIds.length) : undefined],
  ];
  return lines
    .filter((line): line is [EmailMessageId, string] => line[1] !== undefined)
    .map(([label, value]) => t('receipt.line', { label: t(label), value }));
}

/** The receipt's subject, in the lead's language. */
export function receiptSubject(lead: Lead): string {
  return customerWords(lead.language).t('receipt.subject', { business: businessProfile.name });
}

/**
 * Plain text, in the lead's language: a receipt, not a sales email; what the customer chose
 * and our phone.
 */
export function receiptText(lead: Lead): string {
  const words = customerWords(lead.language);
  const { t } = words;
  const name = receiptGreetingName(lead.firstName);
  const place = zipPlace(lead.zipCode);
  return [
    name ? t('receipt.greetingName', { name }) : t('receipt.greeting'),
    '',
    place ? t('receipt.introInCity', { city: place.city }) : t('receipt.intro'),
    '',
    ...receiptLines(lead, words),
    '',
    t(lead.quote?.appointmentWindow ? 'receipt.windowRequested' : 'receipt.windowToArrange'),
    lead.estimate ? t('receipt.estimateNote') : undefined,
    t('receipt.replyHours', {
      hours: words.openingHours(),
      phone: businessProfile.phone.display,
    }),
    '',
    t('receipt.notRequested'),
    '',
    businessProfile.name,
    businessProfile.phone.display,
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
