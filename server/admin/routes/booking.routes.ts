/**
 * Booking a lead's job, the schedule and a technician's jobs of the day
 * (docs/decisions/bookings.md). Owners and staff book, reschedule and cancel; any signed-in
 * account sees the schedule and its own jobs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { businessWindowsOn } from '@/content/quote-settings';
import { WINDOW_DAY_LABEL_FORMAT } from '@/domain/appointment-windows';
import { businessDate } from '../../business-time';
import { listScheduledJobs } from '../../bookings/booking.repository';
import { windowTimes } from '../../bookings/booking-notice';
import { bookLead, cancelBooking, WindowFullError, type BookingContext } from '../booking.service';
import { findLeadById } from '../../leads/lead.repository';
import { listLeadPhotos } from '../../quotes/quote.repository';
import { ADMIN_BASE } from '../admin-config';
import { AdminInputError, LeadNotFoundError } from '../admin.service';
import {
  myJobsPage,
  scheduleDayPage,
  scheduleWeekPage,
  type ScheduleDay,
  type TechnicianJob,
} from '../views/booking-view';
import { withPlaces } from './booking-card';
import { leadPageRenderer } from './lead.routes';
import { query, sendPage, text, type AdminRouteContext } from './route-kit';

const DAY_MS = 86_400_000;

/** The date `days` after `date` ('YYYY-MM-DD'), counted on noon UTC so no clock change moves it. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `?day=` when it is a real date, else today at the business. */
function dayParameter(value: string | undefined, today: string): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value) return value;
  return today;
}

/** Both parts of a day: jobs are found by window id even if the opening hours changed. */
function windowIdsOf(date: string): string[] {
  return [`${date}-morning`, `${date}-afternoon`];
}

export function registerBookingRoutes(context: AdminRouteContext): void {
  const { admin, db, clock, signedIn, signedInPost, who, options } = context;
  const showLead = leadPageRenderer(context);
  const bookingContext: BookingContext = { db, clock, channels: options.channels ?? [] };
  const leadUrl = (leadId: string) => `${ADMIN_BASE}/leads/${encodeURIComponent(leadId)}`;

  const refused = async (
    request: FastifyRequest,
    reply: FastifyReply,
    leadId: string,
    error: unknown,
  ) => {
    if (error instanceof AdminInputError) {
      const body = request.body;
      return showLead(
        request,
        reply,
        leadId,
        {
          error: error.message,
          bookingForm: {
            windowId: error instanceof WindowFullError ? undefined : text(body, 'window'),
            address: text(body, 'address'),
            technicianId: text(body, 'technician'),
          },
        },
        error instanceof WindowFullError ? 409 : 400,
      );
    }
    if (error instanceof LeadNotFoundError) return showLead(request, reply, leadId);
    throw error;
  };

  admin.post(`${ADMIN_BASE}/leads/:id/booking`, signedInPost, async (request, reply) => {
    const leadId = (request.params as { id: string }).id;
    try {
      const outcome = await bookLead(bookingContext, who(request), leadId, {
        windowId: text(request.body, 'window'),
        address: text(request.body, 'address'),
        technicianId: text(request.body, 'technician'),
      });
      return reply.redirect(`${leadUrl(leadId)}?done=${outcome}#booking`, 303);
    } catch (error) {
      return refused(request, reply, leadId, error);
    }
  });

  admin.post(`${ADMIN_BASE}/leads/:id/booking/cancel`, signedInPost, async (request, reply) => {
    const leadId = (request.params as { id: string }).id;
    try {
      const cancelled = await cancelBooking(bookingContext, who(request), leadId);
      return reply.redirect(
        `${leadUrl(leadId)}?done=${cancelled ? 'cancelled' : 'not-booked'}#booking`,
        303,
      );
    } catch (error) {
      return refused(request, reply, leadId, error);
    }
  });

  const scheduleDay = async (date: string): Promise<ScheduleDay> => {
    const windows = businessWindowsOn(date);
    return {
      date,
      label: WINDOW_DAY_LABEL_FORMAT.format(new Date(`${date}T12:00:00Z`)),
      windows: await withPlaces(db, windows),
      jobs: await listScheduledJobs(db, windowIdsOf(date)),
    };
  };

  admin.get(`${ADMIN_BASE}/schedule`, signedIn, async (request, reply) => {
    const today = businessDate(clock.now());
    const date = dayParameter(query(request).day, today);
    const active = request.adminSession!;
    return sendPage(
      reply,
      scheduleDayPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        day: await scheduleDay(date),
        previousDate: addDays(date, -1),
        nextDate: addDays(date, 1),
        today,
      }),
    );
  });

  admin.get(`${ADMIN_BASE}/schedule/week`, signedIn, async (request, reply) => {
    const today = businessDate(clock.now());
    const date = dayParameter(query(request).day, today);
    // Weeks start on Monday, as a work week does.
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const monday = addDays(date, -((weekday + 6) % 7));
    const days: ScheduleDay[] = [];
    for (let index = 0; index < 7; index += 1) days.push(await scheduleDay(addDays(monday, index)));
    const active = request.adminSession!;
    return sendPage(
      reply,
      scheduleWeekPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        days,
        previousDate: addDays(monday, -7),
        nextDate: addDays(monday, 7),
        today,
      }),
    );
  });

  admin.get(`${ADMIN_BASE}/my-jobs`, signedIn, async (request, reply) => {
    const today = businessDate(clock.now());
    const active = request.adminSession!;
    const jobs: TechnicianJob[] = [];
    for (const job of await listScheduledJobs(db, windowIdsOf(today), active.user.id)) {
      const lead = await findLeadById(db, job.leadId);
      if (!lead) continue;
      jobs.push({
        job,
        lead,
        windowLabel: windowTimes(job.booking.windowId)?.label ?? job.booking.windowId,
        photos: await listLeadPhotos(db, lead.id),
      });
    }
    return sendPage(
      reply,
      myJobsPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        dayLabel: WINDOW_DAY_LABEL_FORMAT.format(new Date(`${today}T12:00:00Z`)),
        jobs,
      }),
    );
  });
}
