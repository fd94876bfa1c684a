/**
 * The session cookie: an opaque random id, HttpOnly, SameSite=Strict, sent only to /admin,
 * and Secure whenever the service is served over https. That is decided once from the
 * configuration, never from a request: a proxy forwarding `Host: localhost` must not drop
 * it (docs/decisions/owner-inbox.md, 'Sessions').
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_COOKIE_PATH, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from './admin-config';

/**
 * Whether the cookie is Secure: ADMIN_COOKIE_SECURE when it is set, otherwise whether the
 * service's public origin (PUBLIC_LEAD_API_ORIGIN, else SITE_URL) is https.
 */
export function sessionCookieSecure(setting: boolean | undefined, serviceOrigin: string): boolean {
  return setting ?? new URL(serviceOrigin).protocol === 'https:';
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

function cookieAttributes(secure: boolean, maxAgeSeconds: number): string {
  return [
    `Path=${ADMIN_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, secure: boolean) {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${sessionId}; ${cookieAttributes(secure, Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000))}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${cookieAttributes(secure, 0)}`);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = readCookie(request, SESSION_COOKIE);
  // base64url of 32 bytes; anything else is not ours and costs no database query.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}
