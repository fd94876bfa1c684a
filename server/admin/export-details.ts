/**
 * What the export carries besides the stored lead: its status, how many notes it has, its
 * booked window and technician, and the job value (docs/decisions/owner-inbox.md#the-export). Read in whole-table queries,
 * not per lead and not with an id list, so no export meets a database's parameter limit.
 */
import type { Db } from '../db/database';
import type { Lead } from '../leads/lead';
import type { ExportLead } from '../leads/lead-export';

export async function withInboxDetails(db: Db, leads: readonly Lead[]): Promise<ExportLead[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'status', 'job_value_cents', 'insurance_paid'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notes = await db
    .selectFrom('lead_notes')
    .select(['lead_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('lead_id')
    .execute();
  const notesById = new Map(notes.map((row) => [row.lead_id, Number(row.count)]));
  // The current booking of each lead (a cancelled one books nothing) and its technician.
  const bookings = await db
    .selectFrom('bookings')
    .leftJoin('admin_users', 'admin_users.id', 'bookings.technician_id')
    .select(['bookings.lead_id', 'bookings.window_id', 'admin_users.email as technician'])
    .where('bookings.cancelled_at', 'is', null)
    .execute();
  const bookingById = new Map(bookings.map((row) => [row.lead_id, row]));
  return leads.map((lead) => {
    const row = byId.get(lead.id);
    return {
      ...lead,
      status: row?.status,
      notesCount: notesById.get(lead.id) ?? 0,
      bookedWindow: bookingById.get(lead.id)?.window_id,
      technician: bookingById.get(lead.id)?.technician ?? undefined,
      jobValueCents: row?.job_value_cents ?? undefined,
      insurancePaid:
        row?.insurance_paid === null || row?.insurance_paid === undefined
          ? undefined
          : row.insurance_paid === 1,
    };
  });
}
