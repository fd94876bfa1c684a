/**
 * The customer's receipt of a finished quote request, as plain text
 * (docs/decisions/quote-flow.md, 'Receipt'). The receipt goes to whatever address the
 * visitor typed, so it must not carry a stranger's words from the business's address: it
 * holds nothing the visitor typed but a short first name made of name characters, and
 * otherwise only values from the site's own lists (glass, vehicle kind, make, window).
 */
import { businessProfile } from '@/content/business-profile';
import { CAR_BRANDS } from '@/content/brands';
import { QUOTE_PRICES } from '@/content/quote-settings';
import { replyHours } from '@/content/reply-wording';
import {
  DOORS,
  FEATURE_ANSWERS,
  formatPriceRange,
  GLASS_KINDS,
  PAYMENT_CHOICES,
  VEHICLE_CLASSES,
  WINDSHIELD_FEATURES,
} from '@/domain/quote';
import type { Lead } from '../leads/lead';
import { zipPlace } from '../leads/zip-place';
import { windowDescription } from '../business-time';

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

const labelOf = (list: readonly { value: string; label: string }[], value?: string) =>
  list.find((entry) => entry.value === value)?.label;

/** The make as the site's brand list spells it, or undefined for a make typed by hand. */
function listedMake(make: string | undefined): string | undefined {
  const typed = make?.trim().toLowerCase();
  return CAR_BRANDS.find((brand) => brand.name.toLowerCase() === typed)?.name;
}

/** What the customer chose, each value from a list of the site's; none typed by hand. */
function receiptLines(lead: Lead): string[] {
  const quote = lead.quote;
  if (!quote) return [];
  const vehicle = [
    quote.year === undefined ? undefined : String(quote.year),
    listedMake(quote.make),
    quote.vehicleClass && `(${labelOf(VEHICLE_CLASSES, quote.vehicleClass)})`,
  ]
    .filter(Boolean)
    .join(' ');
  const glass = [labelOf(GLASS_KINDS, quote.glass), labelOf(DOORS, quote.door)]
    .filter(Boolean)
    .join(', ');
  const features =
    quote.glass === 'windshield' && quote.features
      ? WINDSHIELD_FEATURES.map(
          (feature) =>
            `${feature.label}: ${labelOf(FEATURE_ANSWERS, quote.features?.[feature.value] ?? 'unsure')!.toLowerCase()}`,
        ).join('; ')
      : undefined;
  const lines: Array<[string, string | undefined]> = [
    ['Vehicle', vehicle || undefined],
    ['Glass', glass || undefined],
    ['Windshield features', features],
    ['Who pays', labelOf(PAYMENT_CHOICES, quote.payment)],
    [
      'Estimate shown',
      lead.estimate
        ? `${formatPriceRange(lead.estimate)} before insurance${QUOTE_PRICES?.sample ? ' (sample price table)' : ''}`
        : undefined,
    ],
    [
      'Requested window',
      quote.appointmentWindow ? windowDescription(quote.appointmentWindow) : 'none',
    ],
    ['Photos', quote.photoIds.length > 0 ? String(quote.photoIds.length) : undefined],
  ];
  return lines
    .filter((line): line is [string, string] => line[1] !== undefined)
    .map(([label, value]) => `${label}: ${value}`);
}

/** Plain text: a receipt, not a sales email; what the customer chose and our phone. */
export function receiptText(lead: Lead): string {
  const name = receiptGreetingName(lead.firstName);
  const place = zipPlace(lead.zipCode);
  const window = lead.quote?.appointmentWindow
    ? 'You asked for a time window. It is a request until we confirm it: we will call or text you to confirm it, or to offer another time if it no longer works.'
    : 'We will call or text you to arrange a time that suits you.';
  return [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `Thank you for your quote request. Here is what you chose${place ? ` for a car in ${place.city}` : ''}:`,
    '',
    ...receiptLines(lead),
    '',
    window,
    lead.estimate
      ? 'The estimate is a range before insurance. We confirm the exact price, from the glass for your vehicle, before any work.'
      : undefined,
    `${replyHours()} To talk to us now, call ${businessProfile.phone.display}, or reply to this email.`,
    '',
    'If you did not ask for a quote, you can ignore this email: we will not write again.',
    '',
    businessProfile.name,
    businessProfile.phone.display,
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
