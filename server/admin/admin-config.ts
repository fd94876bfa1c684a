/**
 * Every fixed fact of the owner's inbox in one place: roles, lead statuses, session and
 * throttle limits (docs/decisions/owner-inbox.md). Other modules read them from here.
 */

export const ADMIN_ROLES = ['owner', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** A lead's working status, in the order a lead moves through them. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'quoted',
  'booked',
  'completed',
  'lost',
  'spam',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** A lead "reached booked" when it is booked or went on to be completed (the report's share). */
export const REACHED_BOOKED_STATUSES: readonly LeadStatus[] = ['booked', 'completed'];

/** Signed out after this long without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
/** Signed out this long after signing in, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;

/** Failed sign-ins are counted in windows of this length. */
export const SIGN_IN_THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins per account (email as typed, known or not) per window. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins per client address per window. */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;

export const MIN_PASSWORD_LENGTH = 12;

/**
 * Two leads with the same phone or email sent this close together are the same person
 * asking again: linked on both lead pages and marked "Repeat" in the list.
 */
export const REPEAT_WINDOW_MS = 30 * 86_400_000;

/** Leads per page of the list. */
export const LEADS_PAGE_SIZE = 25;

/** The session cookie: only ever sent to /admin. */
export const SESSION_COOKIE = 'admin_session';
export const ADMIN_COOKIE_PATH = '/admin';

/** How often the list page asks for new leads. */
export const POLL_INTERVAL_MS = 20_000;

export { ADMIN_BASE } from '../config/service-url';
