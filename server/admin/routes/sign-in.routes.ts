/**
 * Sign-in and sign-out.
 * See docs/decisions/owner-inbox.md.
 */
import { ADMIN_BASE, SIGN_IN_THROTTLE_WINDOW_MS } from '../admin-config';
import { authenticate, signIn, signOut } from '../admin.service';
import { signInPage } from '../views/sign-in-view';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../session-cookie';
import { text, query, safeNext, originHost, sendPage, type AdminRouteContext } from './route-kit';

export function registerSignInRoutes(context: AdminRouteContext): void {
  const { admin, db, clock, options, signedInPost } = context;

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
}
