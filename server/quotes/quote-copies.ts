/**
 * A quote flow left after the contact step sends an unfinished copy (idempotency key
 * `{key}-partial`); if the visitor comes back and finishes, the finished request arrives
 * under `{key}`. Both are kept, and the inbox links each to the other
 * (docs/decisions/quote-flow.md, 'Unfinished requests').
 */
import type { Db } from '../db/database';
import type { Lead } from '../leads/lead';
import { findLeadByIdempotencyKey } from '../leads/lead.repository';

const PARTIAL_SUFFIX = '-partial';

export interface OtherCopy {
  id: string;
  /** Whether the other copy is the finished request. */
  finished: boolean;
}

export async function otherCopyOf(db: Db, lead: Lead): Promise<OtherCopy | undefined> {
  const key = lead.idempotencyKey;
  if (!lead.quote || !key) return undefined;
  const otherKey = key.endsWith(PARTIAL_SUFFIX)
    ? key.slice(0, -PARTIAL_SUFFIX.length)
    : `${key}${PARTIAL_SUFFIX}`;
  const other = await findLeadByIdempotencyKey(db, otherKey);
  return other && { id: other.id, finished: !other.incomplete };
}
