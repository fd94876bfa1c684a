/**
 * Repeats: the same person (same phone, or same email in any case) sending another lead
 * within REPEAT_WINDOW_MS of this one. Both leads link to each other and the list marks them
 * "Repeat", so one visitor who sent twice no longer looks like two strangers
 * (docs/decisions/owner-inbox.md#repeats-and-unfinished-requests). Spam and unfinished copies
 * merged into their finished request are not repeats; a quote request's own unfinished copy
 * is linked as such on the lead page, not as a repeat.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Lead } from '../leads/lead';
import { IS_MERGED_UNFINISHED_COPY, UNFINISHED_COPY_SUFFIX } from '../leads/lead.repository';
import { REPEAT_WINDOW_MS } from './admin-config';
import { IS_SPAM, type InboxLead } from './admin.repository';

export interface RepeatLead {
  id: string;
  createdAt: string;
}

type Person = Pick<Lead, 'id' | 'phone' | 'email' | 'createdAt' | 'idempotencyKey'>;

const shiftIso = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The request key without the unfinished copy's suffix: equal for a request and its copy. */
function requestKey(key: string | undefined): string | undefined {
  return key?.endsWith(UNFINISHED_COPY_SUFFIX) ? key.slice(0, -UNFINISHED_COPY_SUFFIX.length) : key;
}

function isRepeat(lead: Person, other: Person): boolean {
  if (other.id === lead.id) return false;
  const key = requestKey(lead.idempotencyKey);
  if (key !== undefined && key === requestKey(other.idempotencyKey)) return false;
  const samePerson =
    other.phone === lead.phone || other.email.toLowerCase() === lead.email.toLowerCase();
  return (
    samePerson &&
    Math.abs(Date.parse(other.createdAt) - Date.parse(lead.createdAt)) <= REPEAT_WINDOW_MS
  );
}

/** Every lead that could be a repeat of one of these: one query for a whole page of leads. */
async function candidatesFor(db: Db, leads: readonly Person[]): Promise<Person[]> {
  if (leads.length === 0) return [];
  const times = leads.map((lead) => lead.createdAt).sort();
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'phone', 'email', 'created_at', 'idempotency_key'])
    .where(sql<boolean>`not (${IS_SPAM})`)
    .where(sql<boolean>`not ${IS_MERGED_UNFINISHED_COPY}`)
    .where('created_at', '>=', shiftIso(times[0]!, -REPEAT_WINDOW_MS))
    .where('created_at', '<=', shiftIso(times[times.length - 1]!, REPEAT_WINDOW_MS))
    .where((eb) =>
      eb.or([
        eb('phone', 'in', [...new Set(leads.map((lead) => lead.phone))]),
        eb(sql`lower(email)`, 'in', [...new Set(leads.map((lead) => lead.email.toLowerCase()))]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    email: row.email,
    createdAt: row.created_at,
    idempotencyKey: row.idempotency_key ?? undefined,
  }));
}

/** The other leads this person sent within the window, oldest first, for the lead page. */
export async function findRepeatsOf(db: Db, lead: Person): Promise<RepeatLead[]> {
  return (await candidatesFor(db, [lead]))
    .filter((other) => isRepeat(lead, other))
    .map(({ id, createdAt }) => ({ id, createdAt }));
}

/** The list's leads, each marked when it has a repeat. */
export async function markRepeats(db: Db, leads: readonly InboxLead[]): Promise<InboxLead[]> {
  const candidates = await candidatesFor(db, leads);
  return leads.map((lead) => ({
    ...lead,
    repeat: candidates.some((other) => isRepeat(lead, other)),
  }));
}
