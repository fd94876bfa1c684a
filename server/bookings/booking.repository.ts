/**
 * SQL for bookings (docs/decisions/bookings.md): a lead's appointment and the booked-job
 * count of each window. Every function takes the database or a transaction first.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BookingsTable } from '../db/schema';
import type { Selectable } from 'kysely';

export interface Booking {
  id: string;
  leadId: string;
  windowId: string;
  address: string;
  technicianId?: string;
  bookedBy: string;
  bookedAt: string;
  updatedAt: string;
  /** The calendar file's SEQUENCE. */
  sequence: number;
  cancelledAt?: string;
}

function bookingFromRow(row: Selectable<BookingsTable>): Booking {
  return {
    id: row.id,
    leadId: row.lead_id,
    windowId: row.window_id,
    address: row.address,
    technicianId: row.technician_id ?? undefined,
    bookedBy: row.booked_by,
    bookedAt: row.booked_at,
    updatedAt: row.updated_at,
    sequence: Number(row.sequence),
    cancelledAt: row.cancelled_at ?? undefined,
  };
}

/**
 * Takes one place in `windowId` if fewer than `capacity` jobs are booked there, in one
 * statement, so two people booking the last place at once on any number of instances get
 * one place between them (the conditional upsert is atomic on SQLite and PostgreSQL alike).
 * Returns whether a place was taken.
 */
export async function takeWindowPlace(
  db: Db,
  windowId: string,
  capacity: number,
): Promise<boolean> {
  if (capacity < 1) return false;
  const taken = await db
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
  return taken !== undefined;
}

/** Gives back one place of `windowId` (a reschedule or a cancellation). */
export async function releaseWindowPlace(db: Db, windowId: string): Promise<void> {
  await db
    .updateTable('appointment_slots')
    .set({ booked: sql<number>`booked - 1` })
    .where('window_id', '=', windowId)
    .where('booked', '>', 0)
    .execute();
}

/** How many jobs each of `windowIds` has booked (absent: none). */
export async function bookedJobCounts(db: Db, windowIds: string[]): Promise<Map<string, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('appointment_slots')
    .select(['window_id', 'booked'])
    .where('window_id', 'in', windowIds)
    .execute();
  return new Map(rows.map((row) => [row.window_id, Number(row.booked)]));
}

/** The lead's booking, cancelled or not; undefined when it was never booked. */
export async function findBookingOfLead(db: Db, leadId: string): Promise<Booking | undefined> {
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return row && bookingFromRow(row);
}

/** The columns a booking change may write: all but its id and its lead. */
function changeableColumns(booking: Booking) {
  return {
    window_id: booking.windowId,
    address: booking.address,
    technician_id: booking.technicianId ?? null,
    booked_by: booking.bookedBy,
    booked_at: booking.bookedAt,
    updated_at: booking.updatedAt,
    sequence: booking.sequence,
    cancelled_at: booking.cancelledAt ?? null,
  };
}

export async function insertBooking(db: Db, booking: Booking): Promise<void> {
  await db
    .insertInto('bookings')
    .values({ id: booking.id, lead_id: booking.leadId, ...changeableColumns(booking) })
    .execute();
}

/** Writes the booking's changeable fields (window, address, technician, sequence, state). */
export async function updateBooking(db: Db, booking: Booking): Promise<void> {
  await db
    .updateTable('bookings')
    .set(changeableColumns(booking))
    .where('id', '=', booking.id)
    .execute();
}

/** A booked (not cancelled) job with what the schedule shows of its lead. */
export interface ScheduledJob {
  booking: Booking;
  leadId: string;
  customerName: string;
  phone: string;
  status: string;
  technicianEmail?: string;
}

/**
 * The jobs booked in `windowIds`, not cancelled, in window then booking order; only those
 * of `technicianId` when it is given.
 */
export async function listScheduledJobs(
  db: Db,
  windowIds: string[],
  technicianId?: string,
): Promise<ScheduledJob[]> {
  if (windowIds.length === 0) return [];
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .leftJoin('admin_users', 'admin_users.id', 'bookings.technician_id')
    .selectAll('bookings')
    .select([
      'leads.first_name',
      'leads.last_name',
      'leads.phone',
      'leads.status',
      'admin_users.email as technician_email',
    ])
    .where('bookings.window_id', 'in', windowIds)
    .where('bookings.cancelled_at', 'is', null)
    .$if(technicianId !== undefined, (query) =>
      query.where('bookings.technician_id', '=', technicianId!),
    )
    .orderBy('bookings.window_id')
    .orderBy('bookings.booked_at')
    .execute();
  return rows.map((row) => ({
    booking: bookingFromRow(row),
    leadId: row.lead_id,
    customerName: `${row.first_name} ${row.last_name}`,
    phone: row.phone,
    status: row.status,
    technicianEmail: row.technician_email ?? undefined,
  }));
}

/** Deletes the leads' bookings, giving back the places the active ones held. */
export async function deleteBookingsOfLeads(db: Db, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const active = await db
    .selectFrom('bookings')
    .select('window_id')
    .where('lead_id', 'in', leadIds)
    .where('cancelled_at', 'is', null)
    .execute();
  for (const row of active) await releaseWindowPlace(db, row.window_id);
  await db.deleteFrom('bookings').where('lead_id', 'in', leadIds).execute();
}
