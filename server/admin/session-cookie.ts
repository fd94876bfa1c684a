/**
 * The session cookie: an opaque random id, HttpOnly, SameSite=Strict, sent only to /admin,
 * and Secure everywhere except a local address, where the browser would drop a Secure
 * cookie sent over plain http (docs/decisions/owner-inbox.md, 'Sessions').
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_COOKIE_PATH, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from './admin-config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

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

function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number): string {
  return [
    `Path=${ADMIN_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isLocalHost(request.hostname) ? [] : ['Secure']),
  ].join('; ');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${sessionId}; ${cookieAttributes(request, Math.floor(SESSION_ABSOLUTE_LIFETIME_MS / 1000))}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = readCookie(request, SESSION_COOKIE);
  // base64url of 32 bytes; anything else is not ours and costs no database query.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}
