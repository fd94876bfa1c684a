/**
 * The owner's inbox under /admin: server-rendered pages, a session cookie and a CSRF
 * token on every form (docs/decisions/owner-inbox.md). Registered before the static site's
 * catch-all, so no /admin path ever reaches a prerendered page.
 */
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { systemClock } from '../clock';
import { ADMIN_BASE } from './admin-config';
import { audit, authenticate } from './admin.service';
import { messagePage } from './views/message-view';
import { clearSessionCookie, readSessionCookie } from './session-cookie';
import {
  type AdminRouteContext,
  type AdminRouteOptions,
  sameToken,
  sendNotFound,
  sendPage,
  text,
} from './routes/route-kit';
import { registerSignInRoutes } from './routes/sign-in.routes';
import { registerLeadRoutes } from './routes/lead.routes';
import { registerReportRoutes } from './routes/report.routes';
import { registerUserRoutes } from './routes/users.routes';
import { registerPrivacyRoutes } from './routes/privacy.routes';
import { registerBookingRoutes } from './routes/booking.routes';

const ASSETS: Record<string, { type: string; body: Buffer }> = Object.fromEntries(
  [
    ['admin.css', 'text/css; charset=utf-8'],
    ['admin.js', 'text/javascript; charset=utf-8'],
  ].map(([file, type]) => [
    file!,
    { type: type!, body: fs.readFileSync(path.join(__dirname, 'assets', file!)) },
  ]),
);

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

    const context: AdminRouteContext = {
      admin,
      db,
      clock,
      options,
      signedIn,
      signedInPost,
      ownerGet,
      ownerPost,
      who,
    };
    registerSignInRoutes(context);
    registerLeadRoutes(context);
    registerReportRoutes(context);
    registerUserRoutes(context);
    registerPrivacyRoutes(context);
    registerBookingRoutes(context);

    // Any other /admin path: the inbox's own not-found page, never the site's 404 snapshot.
    admin.get(`${ADMIN_BASE}/*`, async (_request, reply) => sendNotFound(reply));
    admin.get(`${ADMIN_BASE}/`, async (_request, reply) => reply.redirect(ADMIN_BASE, 301));
  });
}
