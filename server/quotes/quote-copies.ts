/**
 * A quote flow left after the contact step sends an unfinished copy (idempotency key
 * `{key}-partial`); if the visitor comes back and finishes, the finished request arrives
 * under `{key}`. Both are kept, and the inbox links each to the other
 * (docs/decisions/quote-flow.md, 'Unfinished requests'); the list, the report and the export
 * show only the finished one (IS_MERGED_UNFINISHED_COPY in lead.repository.ts).
 */
import type { Db } from '../db/database';
import type { Lead } from '../leads/lead';
import { findLeadByIdempotencyKey, UNFINISHED_COPY_SUFFIX } from '../leads/lead.repository';

export interface OtherCopy {
  id: string;
  /** Whether the other copy is the finished request. */
  finished: boolean;
}

export async function otherCopyOf(db: Db, lead: Lead): Promise<OtherCopy | undefined> {
  const key = lead.idempotencyKey;
  if (!lead.quote || !key) return undefined;
  const otherKey = key.endsWith(UNFINISHED_COPY_SUFFIX)
    ? key.slice(0, -UNFINISHED_COPY_SUFFIX.length)
    : `${key}${UNFINISHED_COPY_SUFFIX}`;
  const other = await findLeadByIdempotencyKey(db, otherKey);
  return other && { id: other.id, finished: !other.incomplete };
}
