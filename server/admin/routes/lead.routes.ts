/**
 * The lead list, its live updates, one lead, its photos and its actions.
 * See docs/decisions/owner-inbox.md.
 */
import { listLeadPhotos, readLeadPhoto } from '../../quotes/quote.repository';
import { otherCopyOf } from '../../quotes/quote-copies';
import { findRepeatsOf, markRepeats } from '../lead-relations';
import { recordJobValue } from '../job-value';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  listNotificationAttemptsForLead,
  listOutboxMessagesForLead,
} from '../../outbox/outbox.repository';
import { ADMIN_BASE, isLeadStatus, LEADS_PAGE_SIZE } from '../admin-config';
import {
  findInboxLead,
  listAuditEntries,
  listInboxLeads,
  listLeadNotes,
  listUtmSources,
  type LeadListFilter,
} from '../admin.repository';
import {
  addLeadNote,
  AdminInputError,
  LeadNotFoundError,
  resendNotification,
} from '../admin.service';
import { leadRow, listPage } from '../views/lead-list-view';
import { leadPage } from '../views/lead-view';
import { messagePage } from '../views/message-view';
import { text, query, dayStart, sendPage, sendNotFound, type AdminRouteContext } from './route-kit';
import { changeLeadStatusWithBooking } from '../booking.service';
import { BOOKING_FLASHES, bookingCardData, type BookingFormValues } from './booking-card';

export function registerLeadRoutes(context: AdminRouteContext): void {
  const { admin, db, clock, signedIn, signedInPost, who, options } = context;

  const listFilter = (params: Record<string, string>): LeadListFilter => ({
    tab: params.tab === 'spam' ? 'spam' : 'inbox',
    status: isLeadStatus(params.status) ? params.status : undefined,
    service: params.service,
    source: params.source,
    from: dayStart(params.from),
    to: dayStart(params.to, true),
    search: params.q,
  });

  admin.get(ADMIN_BASE, signedIn, async (request, reply) => {
    const params = query(request);
    const filter = listFilter(params);
    const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(params.page ?? '1', 10) || 1));
    const { leads, total } = await listInboxLeads(db, filter, {
      limit: LEADS_PAGE_SIZE,
      offset: (pageNumber - 1) * LEADS_PAGE_SIZE,
    });
    const active = request.adminSession!;
    return sendPage(
      reply,
      listPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        filter,
        leads: await markRepeats(db, leads),
        total,
        page: pageNumber,
        pageCount: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)),
        sources: await listUtmSources(db),
        query: params,
        now: clock.now(),
      }),
    );
  });

  /** Leads newer than `after`, as list rows, for the list page's polling script. */
  admin.get(`${ADMIN_BASE}/api/new-leads`, signedIn, async (request, reply) => {
    const after = query(request).after;
    const since =
      after && !Number.isNaN(Date.parse(after)) ? new Date(after).toISOString() : undefined;
    if (!since) return reply.send({ count: 0, html: '', newest: '' });
    const { leads } = await listInboxLeads(
      db,
      { tab: 'inbox', after: since },
      { limit: 50, offset: 0 },
    );
    return reply.send({
      count: leads.length,
      html: (await markRepeats(db, leads)).map((lead) => leadRow(lead, clock.now()).value).join(''),
      newest: leads[0]?.createdAt ?? '',
    });
  });

  // ---- One lead ----

  const showLead = leadPageRenderer(context);

  const FLASHES: Record<string, string> = {
    status: 'Status saved.',
    'status-cancelled':
      'Status saved. That status ends the job, so its booking is cancelled and the place is free again.',
    note: 'Note added.',
    'job-value': 'Job value saved.',
    resent: 'Notification queued again: it goes out within a few seconds.',
    'not-failed': 'That notification is not failed any more; nothing to resend.',
  };

  admin.get(`${ADMIN_BASE}/leads/:id`, signedIn, async (request, reply) => {
    const done = query(request).done ?? '';
    const flash = FLASHES[done] ?? BOOKING_FLASHES[done];
    return showLead(request, reply, (request.params as { id: string }).id, { flash });
  });

  // A damage photo, to a signed-in user only: never public, and never cached (every
  // inbox answer is no-store).
  admin.get(`${ADMIN_BASE}/leads/:id/photos/:photoId`, signedIn, async (request, reply) => {
    const { id, photoId } = request.params as { id: string; photoId: string };
    const photo = await readLeadPhoto(db, id, photoId);
    if (!photo) return sendNotFound(reply);
    return reply
      .header('content-type', photo.mimeType)
      .header('x-content-type-options', 'nosniff')
      .send(photo.data);
  });

  const leadAction = (
    name: string,
    action: (request: FastifyRequest, leadId: string) => Promise<string>,
  ) =>
    admin.post(`${ADMIN_BASE}/leads/:id/${name}`, signedInPost, async (request, reply) => {
      const leadId = (request.params as { id: string }).id;
      try {
        const done = await action(request, leadId);
        return reply.redirect(
          `${ADMIN_BASE}/leads/${encodeURIComponent(leadId)}?done=${done}`,
          303,
        );
      } catch (error) {
        if (error instanceof AdminInputError) {
          return showLead(request, reply, leadId, { error: error.message }, 400);
        }
        if (error instanceof LeadNotFoundError) return showLead(request, reply, leadId);
        throw error;
      }
    });

  leadAction('status', async (request, leadId) => {
    const status = text(request.body, 'status');
    if (!isLeadStatus(status)) throw new AdminInputError('Choose one of the statuses.');
    const cancelled = await changeLeadStatusWithBooking(
      { db, clock, channels: options.channels ?? [] },
      who(request),
      leadId,
      status,
    );
    return cancelled ? 'status-cancelled' : 'status';
  });

  leadAction('job-value', async (request, leadId) => {
    await recordJobValue(
      db,
      who(request),
      leadId,
      {
        valueText: text(request.body, 'value'),
        insurancePaid: text(request.body, 'insurancePaid') === 'yes',
      },
      clock,
    );
    return 'job-value';
  });

  leadAction('notes', async (request, leadId) => {
    await addLeadNote(db, who(request), leadId, text(request.body, 'note'), clock);
    return 'note';
  });

  leadAction('resend', async (request, leadId) => {
    const queued = await resendNotification(
      db,
      who(request),
      leadId,
      text(request.body, 'message'),
      clock,
    );
    return queued ? 'resent' : 'not-failed';
  });
}

/**
 * Renders one lead's page, with a message: the lead routes' and the booking routes' (a
 * refused booking shows the page again with what was typed).
 */
export function leadPageRenderer(context: AdminRouteContext) {
  const { db, clock } = context;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    leadId: string,
    messages: { flash?: string; error?: string; bookingForm?: BookingFormValues } = {},
    status = 200,
  ) => {
    const lead = await findInboxLead(db, leadId);
    const active = request.adminSession!;
    if (!lead) {
      return sendPage(
        reply,
        messagePage({
          title: 'No such lead',
          message: 'This lead does not exist, or was deleted on request.',
          user: active.user,
          csrfToken: active.session.csrfToken,
        }),
        404,
      );
    }
    const { bookingForm, ...shown } = messages;
    return sendPage(
      reply,
      leadPage({
        user: active.user,
        csrfToken: active.session.csrfToken,
        lead,
        notes: await listLeadNotes(db, leadId),
        notifications: await listOutboxMessagesForLead(db, leadId),
        attempts: await listNotificationAttemptsForLead(db, leadId),
        history: await listAuditEntries(db, { leadId, limit: 50 }),
        photos: await listLeadPhotos(db, leadId),
        otherCopy: await otherCopyOf(db, lead),
        booking: await bookingCardData(db, lead, active.session.csrfToken, clock, bookingForm),
        repeats: await findRepeatsOf(db, lead),
        now: clock.now(),
        ...shown,
      }),
      status,
    );
  };
}
