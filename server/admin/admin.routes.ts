/**
 * The owner's inbox under /admin: server-rendered pages, a session cookie and a CSRF
 * token on every form (docs/decisions/owner-inbox.md). Registered before the static site's
 * catch-all, so no /admin path ever reaches a prerendered page.
 */
import { listLeadPhotos, readLeadPhoto } from '../quotes/quote.repository';
import { otherCopyOf } from '../quotes/quote-copies';
import fs from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeUsPhone } from '@/domain/lead-fields';
import { isHeroVariant } from '@/domain/hero-variant';
import { type Clock, isoNow, systemClock } from '../clock';
import type { Db } from '../db/database';
import { leadsToCsv } from '../leads/lead-export';
import { listLeadsCreatedSince } from '../leads/lead.repository';
import {
  listNotificationAttemptsForLead,
  listOutboxMessagesForLead,
} from '../outbox/outbox.repository';
import {
  ADMIN_BASE,
  isLeadStatus,
  LEADS_PAGE_SIZE,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from './admin-config';
import {
  findInboxLead,
  listAuditEntries,
  listInboxLeads,
  listLeadNotes,
  listReportRows,
  listUsers,
  listUtmSources,
  type LeadListFilter,
} from './admin.repository';
import {
  addLeadNote,
  AdminInputError,
  audit,
  authenticate,
  changeLeadStatus,
  disableAccount,
  LeadNotFoundError,
  resendNotification,
  signIn,
  signOut,
  type ActiveSession,
} from './admin.service';
import {
  leadPage,
  leadRow,
  listPage,
  messagePage,
  privacyPage,
  reportPage,
  signInPage,
  usersPage,
} from './admin-views';
import { deletePersonData, exportPersonData, findPerson } from './privacy';
import { buildLeadReport } from './report';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

export interface AdminRouteOptions {
  db: Db;
  /** LEAD_NOTIFICATION_RETENTION_DAYS, shown on the privacy page. */
  retentionDays?: number;
  /** Whether the session cookie is Secure: from the configuration (sessionCookieSecure). */
  secureCookie: boolean;
  /** Sessions, sign-in throttling, audit times and ages read this (server/clock.ts). */
  clock?: Clock;
}

const ASSETS: Record<string, { type: string; body: Buffer }> = Object.fromEntries(
  [
    ['admin.css', 'text/css; charset=utf-8'],
    ['admin.js', 'text/javascript; charset=utf-8'],
  ].map(([file, type]) => [
    file!,
    { type: type!, body: fs.readFileSync(path.join(__dirname, 'assets', file!)) },
  ]),
);

declare module 'fastify' {
  interface FastifyRequest {
    adminSession?: ActiveSession;
  }
}

type Body = Record<string, string | string[] | undefined>;

function text(body: unknown, name: string): string {
  const value = (body as Body | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function query(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value.trim()) out[key] = value.trim().slice(0, 200);
  }
  return out;
}

/** 2026-01-31 as the ISO time of that day's start (UTC); `nextDay` for an exclusive end. */
function dayStart(value: string | undefined, nextDay = false): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return undefined;
  return new Date(time + (nextDay ? 86_400_000 : 0)).toISOString();
}

/** Where to go after signing in: only a path of the inbox, never another site. */
function safeNext(next: string): string {
  return /^\/admin(\/[A-Za-z0-9._~%/-]*)?(\?[A-Za-z0-9._~%&=+-]*)?$/.test(next) ? next : ADMIN_BASE;
}

/** The host:port of an Origin header; undefined when it is not a URL. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

export async function registerAdminRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  const { db, clock = systemClock } = options;
  await app.register(async (admin) => {
    await admin.register(formbody, { bodyLimit: 16 * 1024 });

    // Every /admin answer: never indexed, never cached (a shared computer's back button
    // must not show a lead after sign-out).
    admin.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return payload;
    });

    admin.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, 'admin request failed');
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      return sendPage(
        reply,
        messagePage({
          title: status < 500 ? 'Request refused' : 'Something went wrong',
          message:
            status < 500
              ? 'The request could not be read.'
              : 'The inbox could not finish that. Try again in a moment.',
        }),
        status < 500 ? status : 500,
      );
    });

    /** The signed-in user, or a redirect to sign-in (a 401 for the JSON endpoint). */
    const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
      const active = await authenticate(db, readSessionCookie(request), clock.now());
      if (active) {
        request.adminSession = active;
        return;
      }
      if (request.url.startsWith(`${ADMIN_BASE}/api/`)) {
        return reply.code(401).send({ error: 'signed_out' });
      }
      if (readSessionCookie(request)) clearSessionCookie(reply, options.secureCookie);
      const next = request.method === 'GET' ? request.url : ADMIN_BASE;
      return reply.redirect(`${ADMIN_BASE}/sign-in?next=${encodeURIComponent(next)}`, 303);
    };

    /** State-changing requests carry the session's CSRF token in the form. */
    const requireCsrf = async (request: FastifyRequest, reply: FastifyReply) => {
      const given = text(request.body, '_csrf');
      if (
        !request.adminSession ||
        !given ||
        !sameToken(given, request.adminSession.session.csrfToken)
      ) {
        await audit(
          db,
          { user: request.adminSession?.user, clientIp: request.ip },
          'csrf.refused',
          {
            detail: `${request.method} ${request.url}`.slice(0, 200),
          },
          clock,
        );
        return sendPage(
          reply,
          messagePage({
            title: 'Form expired',
            message:
              'This form is out of date or did not come from the inbox. Reload the page and try again.',
          }),
          403,
        );
      }
    };

    const requireOwner = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.adminSession?.user.role !== 'owner') {
        return sendPage(
          reply,
          messagePage({
            title: 'Owners only',
            message: 'Only an owner account can do this. Staff accounts work leads.',
            user: request.adminSession?.user,
            csrfToken: request.adminSession?.session.csrfToken,
          }),
          403,
        );
      }
    };

    const signedIn = { preHandler: requireSession };
    const signedInPost = { preHandler: [requireSession, requireCsrf] };
    const ownerGet = { preHandler: [requireSession, requireOwner] };
    const ownerPost = { preHandler: [requireSession, requireCsrf, requireOwner] };
    const who = (request: FastifyRequest) => ({
      user: request.adminSession!.user,
      clientIp: request.ip,
    });

    admin.get(`${ADMIN_BASE}/assets/:file`, async (request, reply) => {
      const asset = ASSETS[(request.params as { file: string }).file];
      if (!asset) return reply.code(404).type('text/plain').send('Not found');
      return reply.type(asset.type).send(asset.body);
    });

    // ---- Sign-in ----

    admin.get(`${ADMIN_BASE}/sign-in`, async (request, reply) => {
      if (await authenticate(db, readSessionCookie(request), clock.now()))
        return reply.redirect(ADMIN_BASE, 303);
      return sendPage(reply, signInPage({ next: safeNext(query(request).next ?? '') }));
    });

    admin.post(`${ADMIN_BASE}/sign-in`, async (request, reply) => {
      // A form posted from another site must not sign the browser into an account
      // (login CSRF): browsers say where a request came from in Sec-Fetch-Site / Origin.
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      if (
        (site && site !== 'same-origin' && site !== 'none') ||
        (origin && origin !== 'null' && originHost(origin) !== request.host)
      ) {
        return sendPage(reply, signInPage({ error: 'Sign in from the inbox page itself.' }), 403);
      }
      const email = text(request.body, 'email').slice(0, 254);
      const password = text(request.body, 'password').slice(0, 1024);
      const next = safeNext(text(request.body, 'next'));
      const result = await signIn(db, { email, password, clientIp: request.ip }, clock.now());
      if (result.ok) {
        setSessionCookie(reply, result.sessionId, options.secureCookie);
        return reply.redirect(next, 303);
      }
      if (result.reason === 'throttled') {
        return sendPage(
          reply.header('retry-after', String(SIGN_IN_THROTTLE_WINDOW_MS / 1000)),
          signInPage({
            email,
            next,
            error: `Too many failed sign-ins. Wait ${SIGN_IN_THROTTLE_WINDOW_MS / 60_000} minutes and try again.`,
          }),
          429,
        );
      }
      // The same words whether the email has an account or not.
      return sendPage(
        reply,
        signInPage({
          email,
          next,
          error: 'That email and password do not match an active account.',
        }),
        401,
      );
    });

    admin.post(`${ADMIN_BASE}/sign-out`, signedInPost, async (request, reply) => {
      await signOut(db, request.adminSession!, request.ip);
      clearSessionCookie(reply, options.secureCookie);
      return reply.redirect(`${ADMIN_BASE}/sign-in`, 303);
    });

    // ---- The list ----

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
      const pageNumber = Math.max(
        1,
        Math.min(10_000, Number.parseInt(params.page ?? '1', 10) || 1),
      );
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
          leads,
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
        html: leads.map((lead) => leadRow(lead, clock.now()).value).join(''),
        newest: leads[0]?.createdAt ?? '',
      });
    });

    // ---- One lead ----

    const showLead = async (
      request: FastifyRequest,
      reply: FastifyReply,
      leadId: string,
      messages: { flash?: string; error?: string } = {},
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
          now: clock.now(),
          ...messages,
        }),
        status,
      );
    };

    const FLASHES: Record<string, string> = {
      status: 'Status saved.',
      note: 'Note added.',
      resent: 'Notification queued again: it goes out within a few seconds.',
      'not-failed': 'That notification is not failed any more; nothing to resend.',
    };

    admin.get(`${ADMIN_BASE}/leads/:id`, signedIn, async (request, reply) => {
      const flash = FLASHES[query(request).done ?? ''];
      return showLead(request, reply, (request.params as { id: string }).id, { flash });
    });

    // A damage photo, to a signed-in user only: never public, and never cached (every
    // inbox answer is no-store).
    admin.get(`${ADMIN_BASE}/leads/:id/photos/:photoId`, signedIn, async (request, reply) => {
      const { id, photoId } = request.params as { id: string; photoId: string };
      const photo = await readLeadPhoto(db, id, photoId);
      if (!photo) return notFound(request, reply);
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
      await changeLeadStatus(db, who(request), leadId, status, clock);
      return 'status';
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

    // ---- Report and export ----

    admin.get(`${ADMIN_BASE}/report`, signedIn, async (request, reply) => {
      const params = query(request);
      const now = clock.now();
      const today = new Date(now).toISOString().slice(0, 10);
      const monthAgo = new Date(now - 29 * 86_400_000).toISOString().slice(0, 10);
      const from = dayStart(params.from) ? params.from! : monthAgo;
      const to = dayStart(params.to) ? params.to! : today;
      const rows = await listReportRows(db, { from: dayStart(from), to: dayStart(to, true) });
      const active = request.adminSession!;
      return sendPage(
        reply,
        reportPage({
          user: active.user,
          csrfToken: active.session.csrfToken,
          report: buildLeadReport(
            rows.map((row) => ({
              ...row,
              // Only variants the site has; anything else a visitor typed counts as none.
              heroVariant: isHeroVariant(row.heroVariant) ? row.heroVariant : undefined,
            })),
          ),
          from,
          to,
        }),
      );
    });

    admin.get(`${ADMIN_BASE}/export.csv`, ownerGet, async (request, reply) => {
      const params = query(request);
      const to = dayStart(params.to, true);
      const leads = (await listLeadsCreatedSince(db, dayStart(params.from))).filter(
        (lead) => !to || lead.createdAt < to,
      );
      await audit(db, who(request), 'export', { detail: `${leads.length} leads as CSV` }, clock);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${isoNow(clock).slice(0, 10)}.csv"`,
        )
        .send(leadsToCsv(leads));
    });

    // ---- Users ----

    admin.get(`${ADMIN_BASE}/users`, ownerGet, async (request, reply) => {
      const active = request.adminSession!;
      return sendPage(
        reply,
        usersPage({
          user: active.user,
          csrfToken: active.session.csrfToken,
          users: await listUsers(db),
          flash:
            query(request).done === 'disabled' ? 'Account disabled and signed out.' : undefined,
        }),
      );
    });

    admin.post(`${ADMIN_BASE}/users/disable`, ownerPost, async (request, reply) => {
      // The service compares accounts, not the text posted: see disableAccount.
      try {
        await disableAccount(db, text(request.body, 'email'), who(request), clock);
      } catch (error) {
        if (!(error instanceof AdminInputError)) throw error;
        const active = request.adminSession!;
        return sendPage(
          reply,
          usersPage({
            user: active.user,
            csrfToken: active.session.csrfToken,
            users: await listUsers(db),
            error: error.message,
          }),
          409,
        );
      }
      return reply.redirect(`${ADMIN_BASE}/users?done=disabled`, 303);
    });

    // ---- Privacy requests ----

    const personQuery = (source: Record<string, string>) => ({
      email: source.email?.trim().toLowerCase() || undefined,
      phone: source.phone ? (normalizeUsPhone(source.phone) ?? source.phone.trim()) : undefined,
    });

    admin.get(`${ADMIN_BASE}/privacy`, ownerGet, async (request, reply) => {
      const params = query(request);
      const person = personQuery(params);
      const active = request.adminSession!;
      const found = person.email || person.phone ? await findPerson(db, person) : undefined;
      return sendPage(
        reply,
        privacyPage({
          user: active.user,
          csrfToken: active.session.csrfToken,
          query: { email: params.email, phone: params.phone },
          leads: found?.leads,
          newsletter: found?.newsletter,
          retentionDays: options.retentionDays,
          now: clock.now(),
          flash:
            params.done === 'deleted' ? `Deleted: ${params.count ?? '0'} record(s).` : undefined,
        }),
      );
    });

    admin.get(`${ADMIN_BASE}/privacy/export.json`, ownerGet, async (request, reply) => {
      const person = personQuery(query(request));
      if (!person.email && !person.phone) return reply.redirect(`${ADMIN_BASE}/privacy`, 303);
      const data = await exportPersonData(db, person, clock);
      await audit(
        db,
        who(request),
        'privacy.export',
        {
          detail: `${data.leads.length} leads${data.newsletter ? ', newsletter sign-up' : ''}`,
        },
        clock,
      );
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="personal-data.json"')
        .send(`${JSON.stringify(data, null, 2)}\n`);
    });

    admin.post(`${ADMIN_BASE}/privacy/delete`, ownerPost, async (request, reply) => {
      const person = personQuery({
        email: text(request.body, 'email'),
        phone: text(request.body, 'phone'),
      });
      if ((!person.email && !person.phone) || text(request.body, 'confirm') !== 'yes') {
        return reply.redirect(`${ADMIN_BASE}/privacy`, 303);
      }
      const count = await deletePersonData(db, person, who(request), clock);
      return reply.redirect(`${ADMIN_BASE}/privacy?done=deleted&count=${count}`, 303);
    });

    // Any other /admin path: the inbox's own not-found page, never the site's 404 snapshot.
    const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
      sendPage(
        reply,
        messagePage({ title: 'Not found', message: 'There is no such page in the inbox.' }),
        404,
      );
    admin.get(`${ADMIN_BASE}/*`, notFound);
    admin.get(`${ADMIN_BASE}/`, async (_request, reply) => reply.redirect(ADMIN_BASE, 301));
  });
}
