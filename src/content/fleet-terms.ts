/**
 * The commercial terms of fleet accounts, from the profile's `fleet` field, worded once: how
 * soon a request is scheduled, when an invoice is due and how often the account is invoiced.
 * Each is optional, and a term the profile does not give is stated nowhere: every fleet
 * sentence that names one takes it from here, as a phrase that drops out or a sentence that
 * is left out without it (docs/decisions/fleet-leads.md#terms-from-the-profile).
 * The scheduling time is a speed promise the business states for its accounts, so it is
 * worded as the account's term ("scheduled within …"), which the truth rule of
 * promise-wording.ts (`unkeptPromises`) accepts, never as an arrival or reply time.
 * No React: content modules, pages and tests import it.
 */
import { businessProfile } from './business-profile';
import type { ProfileFleetTerms } from './load/profile-schema';

const TERMS: ProfileFleetTerms = businessProfile.fleet;

/** 'within 24 to 48 hours', 'within 24 hours'; undefined when the profile gives no time. */
export function fleetSchedulingWindow(terms: ProfileFleetTerms = TERMS): string | undefined {
  if (!terms.schedulingHours) return undefined;
  const [from, to] = terms.schedulingHours;
  return from === to ? `within ${to} hours` : `within ${from} to ${to} hours`;
}

/** The scheduling time as a title: '24 to 48 hour scheduling'; undefined without one. */
export function fleetSchedulingTitle(terms: ProfileFleetTerms = TERMS): string | undefined {
  if (!terms.schedulingHours) return undefined;
  const [from, to] = terms.schedulingHours;
  return `${from === to ? to : `${from} to ${to}`} hour scheduling`;
}

/**
 * The scheduling window as a phrase inside a sentence, with its leading space and what
 * follows it: "booked{fleetWithin(' of the call')}, and …" reads "booked within 24 to 48 hours
 * of the call, and …", or "booked, and …" without a time.
 */
export function fleetWithin(after = '', terms: ProfileFleetTerms = TERMS): string {
  const window = fleetSchedulingWindow(terms);
  return window ? ` ${window}${after}` : '';
}

/** A sentence that only states the scheduling time, or '' without one. */
export function ifFleetScheduling(
  sentence: (window: string) => string,
  terms: ProfileFleetTerms = TERMS,
): string {
  const window = fleetSchedulingWindow(terms);
  return window ? sentence(window) : '';
}

/** 'net-30'; undefined when the profile states no payment terms. */
export function fleetInvoiceTerms(terms: ProfileFleetTerms = TERMS): string | undefined {
  return terms.invoiceTerms;
}

/** The payment terms before "invoice" or "billing", with a leading space: ' net-30', or ''. */
export function fleetTermsBefore(terms: ProfileFleetTerms = TERMS): string {
  return terms.invoiceTerms ? ` ${terms.invoiceTerms}` : '';
}

/** The payment terms after "billed" or "invoice": ' on net-30 terms', or ''. */
export function onFleetTerms(terms: ProfileFleetTerms = TERMS): string {
  return terms.invoiceTerms ? ` on ${terms.invoiceTerms} terms` : '';
}

/** A sentence that only states the payment terms, or '' without them. */
export function ifFleetInvoiceTerms(
  sentence: (invoiceTerms: string) => string,
  terms: ProfileFleetTerms = TERMS,
): string {
  return terms.invoiceTerms ? sentence(terms.invoiceTerms) : '';
}

/** How often an account is invoiced, after "invoice": ' each month', ' each week', or ''. */
export function fleetInvoiceCycle(terms: ProfileFleetTerms = TERMS): string {
  if (!terms.invoiceCycle) return '';
  return terms.invoiceCycle === 'monthly' ? ' each month' : ' each week';
}

/** When and on what terms an account is invoiced: ' each month on net-30 terms', or ''. */
export function fleetInvoicing(terms: ProfileFleetTerms = TERMS): string {
  return `${fleetInvoiceCycle(terms)}${onFleetTerms(terms)}`;
}

/** The billing terms as a title: 'Net-30 monthly billing', 'Monthly billing'; undefined without. */
export function fleetBillingTitle(terms: ProfileFleetTerms = TERMS): string | undefined {
  const words = [terms.invoiceTerms, terms.invoiceCycle].filter(Boolean).join(' ');
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)} billing` : undefined;
}

/**
 * The terms as a clause after a noun: 'scheduled within 24 to 48 hours and billed each month on
 * net-30 terms'; undefined when the profile gives none.
 */
export function fleetTermsClause(terms: ProfileFleetTerms = TERMS): string | undefined {
  const window = fleetSchedulingWindow(terms);
  const invoicing = fleetInvoicing(terms);
  const parts = [window && `scheduled ${window}`, invoicing && `billed${invoicing}`];
  const clause = parts.filter(Boolean).join(' and ');
  return clause || undefined;
}

/**
 * The terms as sentences: 'Fleet requests are scheduled within 24 to 48 hours. Accounts are
 * invoiced each month on net-30 terms.'; '' when the profile gives none.
 */
export function fleetTermsSentences(terms: ProfileFleetTerms = TERMS): string {
  const invoicing = fleetInvoicing(terms);
  return [
    ifFleetScheduling((window) => `Fleet requests are scheduled ${window}.`, terms),
    invoicing && `Accounts are invoiced${invoicing}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
