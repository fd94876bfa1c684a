/**
 * The English message catalogue: the short interface strings every page shares, as ICU
 * MessageFormat, keyed by stable ids (docs/decisions/spanish.md#catalogues). An id names what
 * the string is for, never its wording, so editing the English text keeps the id.
 *
 * After editing a catalogue run `npm run messages`: it compiles both catalogues into
 * `src/i18n/compiled/` (a test fails while they are stale).
 */
import { pagesEn } from './pages-en';
import { shellEn } from './shell-en';

export const en = {
  // The language switch in the header: it names the other language, in that language.
  'language.switch': 'Español',

  // The site shell.
  'shell.skipToContent': 'Skip to main content',
  'shell.homeLabel': '{name}, home',
  'shell.quote': 'Quote',
  'shell.callLabel': 'Call {phone}',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.callNumber': 'Call {phone}',
  'shell.homeCrumb': 'Home',
  'shell.breadcrumb': 'Breadcrumb',

  // The ad landing pages' closing band.
  'landing.closingTitle': 'Rather talk to a person?',
  'landing.closingText':
    'Call us and a team member will answer your questions, check your insurance coverage and book a time that suits you.',
  'landing.fleetClosingTitle': 'Talk to our fleet team',
  'landing.fleetClosingText':
    'Call us to set up a fleet account, agree on rates and billing, and schedule your first yard visit.',
  'landing.backToForm': 'Back to the quote form',

  // Trust signals beside a lead form; the figures come from the business profile.
  'trust.rating':
    'Rated {rating, number} out of 5 from {count, plural, one {# {source} review} other {# {source} reviews}}',
  'trust.insurance':
    'Insurance billed directly: $0 with full glass coverage on most comprehensive policies; we check your policy for you',
  'trust.warranty':
    '{years, plural, =0 {Lifetime workmanship warranty} one {#-year workmanship warranty} other {#-year workmanship warranty}}',
  'trust.since': 'Serving the Bay Area since {year}',
  // The fleet terms are the profile's (docs/decisions/fleet-leads.md#terms-from-the-profile).
  'trust.fleetSpeed': 'Fleet requests scheduled within {from} to {to} hours',
  'trust.fleetBilling': 'Consolidated invoicing, due in {days} days',
  'trust.fleetInsurance': 'Insured fleets: we bill your carrier directly',

  // The content pages' and the site shell's strings, in parts of their own.
  ...pagesEn,
  ...shellEn,
} as const;

/** The id of a message: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A catalogue: every id with its text in one language. */
export type Catalogue = Record<MessageId, string>;
