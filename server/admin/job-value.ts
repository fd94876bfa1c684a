/**
 * What a completed job was worth: the owner records it in dollars on the lead's page (and
 * whether insurance paid), can change it later, and the report adds it up per source
 * (docs/decisions/owner-inbox.md#job-value-and-revenue). Stored in whole cents.
 */
import { isoNow, systemClock, type Clock } from '../clock';
import type { Db } from '../db/database';
import { findInboxLead } from './admin.repository';
import { AdminInputError, audit, LeadNotFoundError, type Actor } from './admin.service';

/** A job worth more than this is a typing slip, not a windshield. */
const MAX_JOB_VALUE_CENTS = 100_000_00;

/** "1250", "$1,250.50", " 980.5 " → cents; anything else is refused with a sentence. */
export function parseDollars(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    throw new AdminInputError('Enter the job value in dollars, like 350 or 1,250.50.');
  }
  const [whole, fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_JOB_VALUE_CENTS) {
    throw new AdminInputError('That is more than $100,000: check the job value.');
  }
  return cents;
}

/** Cents as the owner reads dollars: "$1,250.50". */
export function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export async function recordJobValue(
  db: Db,
  actor: Actor,
  leadId: string,
  input: { valueText: string; insurancePaid: boolean },
  clock: Clock = systemClock,
): Promise<void> {
  const cents = parseDollars(input.valueText);
  const lead = await findInboxLead(db, leadId);
  if (!lead) throw new LeadNotFoundError(leadId);
  await db
    .updateTable('leads')
    .set({ job_value_cents: cents, insurance_paid: input.insurancePaid ? 1 : 0 })
    .where('id', '=', leadId)
    .execute();
  const paid = input.insurancePaid ? 'insurance paid' : 'customer paid';
  await audit(db, actor, 'lead.job-value', {
    leadId,
    detail: `${dollars(cents)}, ${paid}`,
    now: isoNow(clock),
  });
}
