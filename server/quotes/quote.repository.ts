/**
 * SQL for the quote flow's damage photos. The windows' booked-job counts are the bookings'
 * (server/bookings/booking.repository.ts).
 */
import type { Db } from '../db/database';

export interface StoredPhoto {
  id: string;
  createdAt: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface NewPhoto extends StoredPhoto {
  data: Buffer;
  /** Set when the photo is stored with its lead (the plain form's post). */
  leadId?: string;
  formTokenHash?: string;
  clientAddress: string;
}

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<void> {
  await db
    .insertInto('quote_photos')
    .values({
      id: photo.id,
      lead_id: photo.leadId ?? null,
      form_token_hash: photo.formTokenHash ?? null,
      client_address: photo.clientAddress,
      created_at: photo.createdAt,
      mime_type: photo.mimeType,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      data_base64: photo.data.toString('base64'),
    })
    .execute();
}

/** Gives the lead the photos it names that no lead has yet; returns how many it got. */
export async function attachPhotos(db: Db, leadId: string, photoIds: string[]): Promise<number> {
  if (photoIds.length === 0) return 0;
  const result = await db
    .updateTable('quote_photos')
    .set({ lead_id: leadId })
    .where('id', 'in', photoIds)
    .where('lead_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listLeadPhotos(db: Db, leadId: string): Promise<StoredPhoto[]> {
  const rows = await db
    .selectFrom('quote_photos')
    .select(['id', 'created_at', 'mime_type', 'width', 'height', 'bytes'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    mimeType: row.mime_type,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
  }));
}

/** A lead's photo with its bytes; undefined when the lead has no such photo. */
export async function readLeadPhoto(
  db: Db,
  leadId: string,
  photoId: string,
): Promise<{ mimeType: string; data: Buffer } | undefined> {
  const row = await db
    .selectFrom('quote_photos')
    .select(['mime_type', 'data_base64'])
    .where('id', '=', photoId)
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return row && { mimeType: row.mime_type, data: Buffer.from(row.data_base64, 'base64') };
}

/** What all stored photos weigh together, in bytes. */
export async function totalPhotoBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('quote_photos')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Photos sent from one address since `since`, and with one form token ever. */
export async function recentPhotoCounts(
  db: Db,
  query: { clientAddress: string; formTokenHash?: string; since: string },
): Promise<{ fromAddress: number; withToken: number }> {
  const fromAddress = await db
    .selectFrom('quote_photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('client_address', '=', query.clientAddress)
    .where('created_at', '>=', query.since)
    .executeTakeFirstOrThrow();
  const withToken = query.formTokenHash
    ? await db
        .selectFrom('quote_photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('form_token_hash', '=', query.formTokenHash)
        .executeTakeFirstOrThrow()
    : { count: 0 };
  return { fromAddress: Number(fromAddress.count), withToken: Number(withToken.count) };
}

/** Forgets who sent the photos stored before `olderThan`: they are no longer counted. */
export async function forgetPhotoSenders(db: Db, olderThan: string): Promise<void> {
  await db
    .updateTable('quote_photos')
    .set({ client_address: null })
    .where('client_address', 'is not', null)
    .where('created_at', '<', olderThan)
    .execute();
}

/** Deletes photos no lead took within `olderThan` (ISO time): abandoned uploads. */
export async function deleteUnattachedPhotos(db: Db, olderThan: string): Promise<number> {
  const result = await db
    .deleteFrom('quote_photos')
    .where('lead_id', 'is', null)
    .where('created_at', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
