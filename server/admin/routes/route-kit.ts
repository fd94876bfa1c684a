/**
 * What every area of the inbox's routes shares (docs/decisions/owner-inbox.md): the
 * Fastify scope, the database, the clock, the guards that admin.routes.ts builds once, and
 * small readers of forms and queries.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { OutboxChannel } from '../../db/schema';
import { businessDayStart } from '../../business-time';
import { ADMIN_BASE } from '../admin-config';
import type { AdminUser } from '../admin.repository';
import type { ActiveSession } from '../admin.service';
import { messagePage } from '../views/message-view';

declare module 'fastify' {
  interface FastifyRequest {
    adminSession?: ActiveSession;
  }
}

export interface AdminRouteOptions {
  db: Db;
  /** LEAD_NOTIFICATION_RETENTION_DAYS, shown on the privacy page. */
  retentionDays?: number;
  /** Whether the session cookie is Secure: from the configuration (sessionCookieSecure). */
  secureCookie: boolean;
  /** Sessions, sign-in throttling, audit times and ages read this (server/clock.ts). */
  clock?: Clock;
  /** The outbox channels configured: a booking tells the customer on those that reach them. */
  channels?: readonly OutboxChannel[];
}

export interface AdminRouteContext {
  /** The inbox's Fastify scope: its hooks (no-store, noindex) apply to every route. */
  admin: FastifyInstance;
  db: Db;
  clock: Clock;
  options: AdminRouteOptions;
  /** Signed in (any role). */
  signedIn: RouteShorthandOptions;
  /** Signed in, with the session's CSRF token in the form. */
  signedInPost: RouteShorthandOptions;
  /** Signed in as an owner. */
  ownerGet: RouteShorthandOptions;
  /** Signed in as an owner, with the CSRF token. */
  ownerPost: RouteShorthandOptions;
  /** Who did it, for the audit log. */
  who: (request: FastifyRequest) => { user: AdminUser; clientIp: string };
}

type Body = Record<string, string | string[] | undefined>;

export function text(body: unknown, name: string): string {
  const value = (body as Body | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export function query(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value.trim()) out[key] = value.trim().slice(0, 200);
  }
  return out;
}

/**
 * 2026-01-31 as the instant that day starts at the business (its time zone, not UTC);
 * `nextDay` for an exclusive end. See server/business-time.ts.
 */
export const dayStart = businessDayStart;

/** Where to go after signing in: only a path of the inbox, never another site. */
export function safeNext(next: string): string {
  return /^\/admin(\/[A-Za-z0-9._~%/-]*)?(\?[A-Za-z0-9._~%&=+-]*)?$/.test(next) ? next : ADMIN_BASE;
}

/** The host:port of an Origin header; undefined when it is not a URL. */
export function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** The inbox's own not-found page, never the site's 404 snapshot. */
export function sendNotFound(reply: FastifyReply) {
  return sendPage(
    reply,
    messagePage({ title: 'Not found', message: 'There is no such page in the inbox.' }),
    404,
  );
}
