/**
 * Booking a lead's job: confirm its requested window or pick another, with the address
 * confirmed on the phone; reschedule, cancel, assign a technician
 * (docs/decisions/bookings.md). A window's capacity counts booked jobs: the place is
 * taken with one conditional write inside the booking's transaction, so two people booking
 * the last place at once get one place between them. Every change is written to the
 * lead's history in words, and the customer is told through the outbox. It is an inbox
 * action (a signed-in user, audited), so it lives with the inbox, above server/bookings/
 * (docs/architecture.md#server-features).
 */
import { randomUUID } from 'node:crypto';
import { APPOINTMENT_SETTINGS, offeredWindows } from '@/content/quote-settings';
import { type Clock, isoNow } from '../clock';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import type { LeadStatus } from './admin-config';
import { bookingNotice, windowTimes } from '../bookings/booking-notice';
import {
  type Booking,
  findBookingOfLead,
  insertBooking,
  releaseWindowPlace,
  takeWindowPlace,
  updateBooking,
} from '../bookings/booking.repository';
import { queueBookingConfirmation } from '../outbox/booking-messages';
import { findInboxLead, type InboxLead, listUsers, updateLeadStatus } from './admin.repository';
import { type Actor, AdminInputError, audit, LeadNotFoundError } from './admin.service';

/** The longest service address kept: a street line, unit, city and ZIP fit well inside. */
const MAX_ADDRESS_LENGTH = 300;

/** The status a lead goes back to when its booking is cancelled: still a customer to call. */
const STATUS_AFTER_CANCEL = 'contacted';

/** The window is full: the page says so and offers the others. */
export class WindowFullError extends AdminInputError {}

export interface BookingContext {
  db: Db;
  clock: Clock;
  /** The outbox channels configured: the customer is told on those that reach them. */
  channels: readonly OutboxChannel[];
}

export interface BookingInput {
  windowId: string;
  address: string;
  /** An active account's id, or empty for nobody yet. */
  technicianId?: string;
}

/** What a booking request came to, for the page's message. */
export type BookingOutcome = 'booked' | 'rescheduled' | 'updated' | 'unchanged';

function windowLabel(windowId: string): string {
  return windowTimes(windowId)?.label ?? windowId;
}

function cleanAddress(text: string): string {
  const address = text.replace(/\s+/g, ' ').trim();
  if (!address) {
    throw new AdminInputError(
      'Enter the service address confirmed with the customer: a lead only has a ZIP code.',
    );
  }
  if (address.length > MAX_ADDRESS_LENGTH) {
    throw new AdminInputError(`An address holds at most ${MAX_ADDRESS_LENGTH} characters.`);
  }
  return address;
}

async function checkTechnician(db: Db, technicianId: string | undefined): Promise<void> {
  if (!technicianId) return;
  const users = await listUsers(db);
  if (!users.some((user) => user.id === technicianId && !user.disabledAt)) {
    throw new AdminInputError('Choose a technician from the list of active accounts.');
  }
}

/**
 * Books the lead for `input.windowId` at `input.address`, or changes its booking: another
 * window (a reschedule: the old place is given back), another address or technician.
 */
export async function bookLead(
  context: BookingContext,
  actor: Actor,
  leadId: string,
  input: BookingInput,
): Promise<BookingOutcome> {
  const { db, clock } = context;
  const address = cleanAddress(input.address);
  const technicianId = input.technicianId || undefined;
  await checkTechnician(db, technicianId);
  const now = isoNow(clock);
  const offered = offeredWindows(new Date(clock.now()));

  return db.transaction().execute(async (transaction) => {
    const lead = await findInboxLead(transaction, leadId);
    if (!lead) throw new LeadNotFoundError(leadId);
    const existing = await findBookingOfLead(transaction, leadId);
    const active = existing && !existing.cancelledAt ? existing : undefined;
    const sameWindow = active?.windowId === input.windowId;
    // A booked window may have passed its offering (today's, after the cut-off); keeping it
    // is allowed, moving to it is not.
    if (!sameWindow && !offered.some((window) => window.id === input.windowId)) {
      throw new AdminInputError('Choose one of the windows offered.');
    }
    if (!sameWindow) {
      const capacity = APPOINTMENT_SETTINGS.capacityPerWindow;
      if (!(await takeWindowPlace(transaction, input.windowId, capacity))) {
        throw new WindowFullError(
          `${windowLabel(input.windowId)} is full: all ${capacity} places are booked. Pick another window.`,
        );
      }
      if (active) await releaseWindowPlace(transaction, active.windowId);
    }

    const addressChanged = active !== undefined && active.address !== address;
    const technicianChanged = active !== undefined && active.technicianId !== technicianId;
    if (active && sameWindow && !addressChanged && !technicianChanged) return 'unchanged';

    const customerToldOfChange = !active || !sameWindow || addressChanged;
    const booking: Booking = {
      id: existing?.id ?? randomUUID(),
      leadId,
      windowId: input.windowId,
      address,
      technicianId,
      bookedBy: active?.bookedBy ?? actor.user.email,
      bookedAt: active?.bookedAt ?? now,
      updatedAt: now,
      // A new version of the calendar event whenever the customer's copy changes; a
      // booking made again after a cancellation continues the count.
      sequence: existing ? existing.sequence + (customerToldOfChange ? 1 : 0) : 0,
    };
    if (existing) await updateBooking(transaction, booking);
    else await insertBooking(transaction, booking);

    if (lead.status !== 'booked') {
      await updateLeadStatus(transaction, leadId, 'booked', now);
      await audit(
        transaction,
        actor,
        'lead.status',
        { leadId, detail: `${lead.status} → booked`, now },
        clock,
      );
    }
    const where = `at ${address}`;
    const detail = !active
      ? `Booked for ${windowLabel(input.windowId)} ${where}`
      : !sameWindow
        ? `Rescheduled from ${windowLabel(active.windowId)} to ${windowLabel(input.windowId)} ${where}`
        : addressChanged
          ? `Changed the address from ${active.address} to ${address}`
          : '';
    if (detail) await audit(transaction, actor, 'lead.booking', { leadId, detail, now }, clock);
    if (technicianChanged || (!active && technicianId)) {
      await audit(
        transaction,
        actor,
        'lead.technician',
        { leadId, detail: await technicianWords(transaction, technicianId), now },
        clock,
      );
    }
    if (customerToldOfChange) {
      const change = !active ? 'booked' : 'rescheduled';
      await queueBookingConfirmation(
        transaction,
        lead,
        bookingNotice(booking, change, now),
        context.channels,
      );
    }
    return !active ? 'booked' : !sameWindow ? 'rescheduled' : 'updated';
  });
}

async function technicianWords(db: Db, technicianId: string | undefined): Promise<string> {
  if (!technicianId) return 'No technician assigned';
  const user = (await listUsers(db)).find((candidate) => candidate.id === technicianId);
  return `Assigned to ${user?.email ?? 'a removed account'}`;
}

/**
 * Ends an active booking inside the caller's transaction: marks it cancelled (a new
 * calendar sequence), gives its place back and writes the history. `tellCustomer` queues
 * the cancellation notice (with the calendar file that removes the event).
 */
async function endBooking(
  transaction: Db,
  context: BookingContext,
  actor: Actor,
  lead: InboxLead,
  booking: Booking,
  now: string,
  tellCustomer: boolean,
): Promise<void> {
  const cancelled: Booking = {
    ...booking,
    cancelledAt: now,
    updatedAt: now,
    sequence: booking.sequence + 1,
  };
  await updateBooking(transaction, cancelled);
  await releaseWindowPlace(transaction, booking.windowId);
  await audit(
    transaction,
    actor,
    'lead.booking',
    {
      leadId: lead.id,
      detail: `Cancelled the booking for ${windowLabel(booking.windowId)} at ${booking.address}`,
      now,
    },
    context.clock,
  );
  if (tellCustomer) {
    await queueBookingConfirmation(
      transaction,
      lead,
      bookingNotice(cancelled, 'cancelled', now),
      context.channels,
    );
  }
}

/**
 * Cancels the lead's booking: its place is given back, the customer is sent the
 * cancellation (with the calendar file that removes it), and the lead goes back to
 * STATUS_AFTER_CANCEL. Returns false when there was no booking to cancel.
 */
export async function cancelBooking(
  context: BookingContext,
  actor: Actor,
  leadId: string,
): Promise<boolean> {
  const { db, clock } = context;
  const now = isoNow(clock);
  return db.transaction().execute(async (transaction) => {
    const lead = await findInboxLead(transaction, leadId);
    if (!lead) throw new LeadNotFoundError(leadId);
    const booking = await findBookingOfLead(transaction, leadId);
    if (!booking || booking.cancelledAt) return false;
    await endBooking(transaction, context, actor, lead, booking, now, true);
    if (lead.status === 'booked') {
      await updateLeadStatus(transaction, leadId, STATUS_AFTER_CANCEL, now);
      await audit(
        transaction,
        actor,
        'lead.status',
        { leadId, detail: `booked → ${STATUS_AFTER_CANCEL}`, now },
        clock,
      );
    }
    return true;
  });
}

/** The statuses a booking stays with: the job is ahead, or it was done. */
const STATUSES_KEEPING_A_BOOKING: readonly LeadStatus[] = ['booked', 'completed'];

/**
 * Changes a lead's status by hand (the lead page's status form), with what that means for
 * its booking (docs/decisions/bookings.md, 'A status change and the booking'): a status
 * other than booked or completed ends the job, so an active booking is cancelled and its
 * place freed in the same transaction. The customer is told unless the lead is spam or the
 * job was already done. Returns whether a booking was cancelled.
 */
export async function changeLeadStatusWithBooking(
  context: BookingContext,
  actor: Actor,
  leadId: string,
  status: LeadStatus,
): Promise<boolean> {
  const { db, clock } = context;
  const now = isoNow(clock);
  return db.transaction().execute(async (transaction) => {
    const lead = await findInboxLead(transaction, leadId);
    if (!lead) throw new LeadNotFoundError(leadId);
    if (lead.status === status) return false;
    await updateLeadStatus(transaction, leadId, status, now);
    await audit(
      transaction,
      actor,
      'lead.status',
      { leadId, detail: `${lead.status} → ${status}`, now },
      clock,
    );
    if (STATUSES_KEEPING_A_BOOKING.includes(status)) return false;
    const booking = await findBookingOfLead(transaction, leadId);
    if (!booking || booking.cancelledAt) return false;
    const tellCustomer = status !== 'spam' && lead.status !== 'completed';
    await endBooking(transaction, context, actor, lead, booking, now, tellCustomer);
    return true;
  });
}
