/**
 * The browser's `leads` list in local storage, used as an outbox
 * (docs/decisions.md#leads-reach-the-business): a lead
 * is written here before it is sent and removed only when the lead service has
 * acknowledged it. A lead the service never acknowledged is sent again on the next page
 * load, with the same idempotency key, so it is stored once.
 */
import type { LeadInput } from '@/domain/lead.schema';
import { API_PATHS, postJson } from '@/lib/lead-api-client';

export const LEAD_OUTBOX_KEY = 'leads';

export interface OutboxLead {
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

function readOutbox(): OutboxLead[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(LEAD_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxLead[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(leads: OutboxLead[]): void {
  try {
    storage()?.setItem(LEAD_OUTBOX_KEY, JSON.stringify(leads));
  } catch {
    // Storage full or blocked: the lead is still sent now, just not kept for a retry.
  }
}

export function addToOutbox(lead: OutboxLead): void {
  writeOutbox([...readOutbox().filter((entry) => entry.id !== lead.id), lead]);
}

function removeFromOutbox(id: string): void {
  writeOutbox(readOutbox().filter((entry) => entry.id !== id));
}

export interface SendResult {
  outcome: SendOutcome;
  fieldErrors?: Record<string, string>;
}

/** Sends one outbox lead; removes it when the service stored it or refused it for good. */
export async function sendOutboxLead(lead: OutboxLead): Promise<SendResult> {
  const result = await postJson<{ id: string; createdAt: string }>(API_PATHS.leads, lead.payload);
  if (result.ok) {
    removeFromOutbox(lead.id);
    return { outcome: 'delivered' };
  }
  // 400/413/415/422: this payload can never succeed; keeping it would retry forever.
  if (
    result.status >= 400 &&
    result.status < 500 &&
    result.status !== 408 &&
    result.status !== 429
  ) {
    removeFromOutbox(lead.id);
    return { outcome: 'rejected', fieldErrors: result.fieldErrors };
  }
  return { outcome: 'unreachable' };
}

let flushing = false;

/** Re-sends every lead left from an earlier visit. Returns how many were delivered. */
export async function flushLeadOutbox(): Promise<number> {
  if (flushing) return 0;
  flushing = true;
  try {
    let delivered = 0;
    for (const lead of readOutbox()) {
      const { outcome } = await sendOutboxLead(lead);
      if (outcome === 'delivered') delivered += 1;
      if (outcome === 'unreachable') break;
    }
    return delivered;
  } finally {
    flushing = false;
  }
}
