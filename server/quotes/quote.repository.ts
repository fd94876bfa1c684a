/** SQL for the quote flow's tables: appointment slots and damage photos. */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Takes one place in `windowId` if fewer than `capacity` are taken, in one statement, so
 * concurrent requests on any number of instances never overbook it (the conditional
 * upsert is atomic on SQLite and PostgreSQL alike). Returns whether a place was taken.
 */
export async function bookWindow(db: Db, windowId: string, capacity: number): Promise<boolean> {
  const booked = await db
    .insertInto('appointment_slots')
    .values({ window_id: windowId, booked: 1 })
    .onConflict((conflict) =>
      conflict
        .column('window_id')
        .doUpdateSet({ booked: sql<number>`appointment_slots.booked + 1` })
        .where('appointment_slots.booked', '<', capacity),
    )
    .returning('booked')
    .executeTakeFirst();
  return booked !== undefined && capacity >= 1;
}

/** How many requests each of `windowIds` holds (absent: none). */
export async function bookedCounts(db: Db, windowIds: string[]): Promise<Map<string, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('appointment_slots')
    .select(['window_id', 'booked'])
    .where('window_id', 'in', windowIds)
    .execute();
  return new Map(rows.map((row) => [row.window_id, Number(row.booked)]));
}

export interface StoredPhoto {
  id: string;
  createdAt: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertPhoto(db: Db, photo: StoredPhoto & { data: Buffer }): Promise<void> {
  await db
    .insertInto('quote_photos')
    .values({
      id: photo.id,
      lead_id: null,
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

/** Deletes photos no lead took within `olderThan` (ISO time): abandoned uploads. */
export async function deleteUnattachedPhotos(db: Db, olderThan: string): Promise<number> {
  const result = await db
    .deleteFrom('quote_photos')
    .where('lead_id', 'is', null)
    .where('created_at', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
