/**
 * The browser's queue of unsent leads (the `leads` list in local storage; "outbox" in this
 * project means only the server's notification outbox, server/outbox/)
 * (docs/decisions.md#leads-reach-the-business): a lead
 * is written here before it is sent and removed only when the lead service has
 * acknowledged it. A lead the service never acknowledged is sent again on the next page
 * load, with the same idempotency key, so it is stored once.
 */
import type { LeadInput } from '@/domain/lead.schema';
import { createLeadId } from '@/domain/lead-fields';
import { API_PATHS, postJson } from '@/lib/lead-api-client';

export const UNSENT_LEADS_KEY = 'leads';

export interface UnsentLead {
  /** `lead-{timestamp}-{suffix}`; doubles as the idempotency key. */
  id: string;
  createdAt: string;
  payload: LeadInput & { idempotencyKey: string; formStartedAt?: number; formToken?: string };
}

export type SendOutcome = 'delivered' | 'rejected' | 'unreachable';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readUnsentLeads(): UnsentLead[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(UNSENT_LEADS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsentLead[]) : [];
  } catch {
    return [];
  }
}

function writeUnsentLeads(leads: UnsentLead[]): void {
  try {
    storage()?.setItem(UNSENT_LEADS_KEY, JSON.stringify(leads));
  } catch {
    // Storage full or blocked: the lead is still sent now, just not kept for a retry.
  }
}

export function keepUnsentLead(lead: UnsentLead): void {
  writeUnsentLeads([...readUnsentLeads().filter((entry) => entry.id !== lead.id), lead]);
}

export function forgetUnsentLead(id: string): void {
  writeUnsentLeads(readUnsentLeads().filter((entry) => entry.id !== id));
}

export interface SendResult {
  outcome: SendOutcome;
  /** The stored lead's id, when delivered. */
  leadId?: string;
  fieldErrors?: Record<string, string>;
}

/** The quote's appointment window: refused when it filled up (409) or passed (400). */
const WINDOW_FIELD = 'quote.appointmentWindow';
const WINDOW_DROPPED_NOTE =
  'The time window asked for was no longer free: please call to arrange a time.';

/** The lead without its window, noting why, so it can be stored whatever happens next. */
function withoutWindow(lead: UnsentLead): UnsentLead {
  const quote = lead.payload.quote;
  const message = [lead.payload.message, WINDOW_DROPPED_NOTE].filter(Boolean).join('\n\n');
  return {
    ...lead,
    payload: { ...lead.payload, quote: { ...quote, appointmentWindow: undefined }, message },
  };
}

/**
 * Fields the visitor fills in: only their errors are something the visitor can fix. The
 * quote flow's fields ('quote.year'…) are the visitor's too.
 */
const VISITOR_FIELDS = new Set([
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'vinNumber',
  'message',
  'service',
  'company',
  'fleetSize',
  'urgent',
  'consentMarketing',
  'consentPrivacyPolicy',
]);
const isVisitorField = (field: string) => VISITOR_FIELDS.has(field) || field.startsWith('quote.');

/**
 * Sends one unsent lead. It is removed when the service stored it, or refused it for a
 * reason the visitor can fix (a 400 naming a form field: the form shows what to fix).
 * Everything else keeps it to send again: a network error, 503 (database busy, with
 * Retry-After), 429, 5xx, and refusals the visitor cannot fix
 * (docs/decisions/server-reliability.md, 'Input hygiene'). A 422 (its idempotency key was
 * used for another lead) re-sends it once under a new key.
 */
export async function sendUnsentLead(
  lead: UnsentLead,
  rekeyed = false,
  options: { visitorPresent?: boolean } = {},
): Promise<SendResult> {
  const result = await postJson<{ id: string; createdAt: string }>(API_PATHS.leads, lead.payload);
  if (result.ok) {
    forgetUnsentLead(lead.id);
    return { outcome: 'delivered', leadId: result.data?.id };
  }
  // A window that filled up or passed never costs the lead: it is kept without the window.
  // A visitor still on the page picks another; a lead sent again later goes on without one
  // (docs/decisions/quote-flow.md, 'A full window never loses a lead').
  const windowError = result.fieldErrors?.[WINDOW_FIELD];
  if (windowError && lead.payload.quote?.appointmentWindow) {
    const fallback = withoutWindow(lead);
    keepUnsentLead(fallback);
    if (options.visitorPresent) {
      return { outcome: 'rejected', fieldErrors: { [WINDOW_FIELD]: windowError } };
    }
    return sendUnsentLead(fallback, rekeyed, options);
  }
  if (result.status === 422 && !rekeyed) {
    const id = createLeadId();
    const fresh: UnsentLead = { ...lead, id, payload: { ...lead.payload, idempotencyKey: id } };
    forgetUnsentLead(lead.id);
    keepUnsentLead(fresh);
    console.warn(`Lead ${lead.id}: its id was used for another request; sent again as ${id}`);
    return sendUnsentLead(fresh, true, options);
  }
  const fixable = Object.entries(result.fieldErrors ?? {}).filter(([field]) =>
    isVisitorField(field),
  );
  if (result.status === 400 && fixable.length > 0) {
    forgetUnsentLead(lead.id);
    return { outcome: 'rejected', fieldErrors: Object.fromEntries(fixable) };
  }
  return { outcome: 'unreachable' };
}

let flushing = false;

/** Re-sends every lead left from an earlier visit. Returns how many were delivered. */
export async function sendUnsentLeads(): Promise<number> {
  if (flushing) return 0;
  flushing = true;
  try {
    let delivered = 0;
    for (const lead of readUnsentLeads()) {
      const { outcome } = await sendUnsentLead(lead);
      if (outcome === 'delivered') delivered += 1;
      if (outcome === 'unreachable') break;
    }
    return delivered;
  } finally {
    flushing = false;
  }
}
