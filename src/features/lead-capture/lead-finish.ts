/**
 * The thank-you page's memory for this tab (docs/decisions/quote-flow.md, 'A real finish'):
 * the last receipt, so a reload still shows the reference, and the leads already counted,
 * so the conversion event fires once per lead. sessionStorage only: it ends with the tab,
 * and contact details never go to localStorage.
 */
import { trackEvent } from '@/lib/analytics';
import type { QuoteReceipt } from './quote-flow/quote-receipt';

export const LAST_RECEIPT_KEY = 'thank_you_last_receipt';
const COUNTED_LEADS_KEY = 'thank_you_counted_leads';

export function keepLastReceipt(receipt: QuoteReceipt): void {
  try {
    window.sessionStorage.setItem(LAST_RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Storage full or blocked: the page still shows the receipt it was given.
  }
}

export function lastReceipt(): QuoteReceipt | undefined {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(LAST_RECEIPT_KEY) ?? 'null') as unknown;
    const receipt = kept as QuoteReceipt | null;
    return receipt && typeof receipt.reference === 'string' && Array.isArray(receipt.summary)
      ? receipt
      : undefined;
  } catch {
    return undefined;
  }
}

function countedReferences(): string[] {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(COUNTED_LEADS_KEY) ?? '[]') as unknown;
    return Array.isArray(kept) ? kept.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The conversion ad tools count: `lead_submitted`, once per lead, with analytics consent
 * (trackEvent). A reload or a retried send that ends on the same reference counts nothing
 * more. Not marked as counted when consent was missing, so a lead counts once the visitor
 * accepts. The event carries no reference and no detail of the lead.
 */
export function countLeadConversion(reference: string): boolean {
  const counted = countedReferences();
  if (counted.includes(reference)) return false;
  if (!trackEvent('lead_submitted')) return false;
  try {
    // The last few are enough to stop a repeat; the list stays small.
    window.sessionStorage.setItem(
      COUNTED_LEADS_KEY,
      JSON.stringify([...counted, reference].slice(-20)),
    );
  } catch {
    // Without storage a reload may count again; nothing better is possible.
  }
  return true;
}
