/**
 * The owner's inbox: accounts and sign-in, sessions, and every change to a lead, each
 * written to the audit log. Routes (admin.routes.ts) and the CLI call this module; SQL
 * stays in admin.repository.ts.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Clock, isoNow, systemClock } from '../clock';
import type { Db } from '../db/database';
import { email as normalizeEmail } from './email-input';
import {
  listOutboxMessagesForLead,
  requeueFailedOutboxMessages,
} from '../outbox/outbox.repository';
import {
  MIN_PASSWORD_LENGTH,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_THROTTLE_WINDOW_MS,
  type AdminRole,
} from './admin-config';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  deleteSignInFailuresBefore,
  disableUserUnlessLastOwner,
  enableUser,
  findInboxLead,
  findSessionWithUser,
  findUserByEmail,
  insertAuditEntry,
  insertLeadNote,
  insertSession,
  insertUser,
  listUsers,
  releaseSignInAttempt,
  reserveSignInAttempt,
  touchSession,
  updateUserPassword,
  type AdminUser,
  type SessionRecord,
} from './admin.repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

/** Who is acting, for the audit log. */
export interface Actor {
  user: AdminUser;
  clientIp?: string;
}

export class AdminInputError extends Error {}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdminInputError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
}

export async function audit(
  db: Db,
  actor: { user?: AdminUser; clientIp?: string },
  action: string,
  details: { leadId?: string; detail?: string; now?: string } = {},
  clock: Clock = systemClock,
): Promise<void> {
  await insertAuditEntry(db, {
    id: randomUUID(),
    at: details.now ?? isoNow(clock),
    userId: actor.user?.id,
    userEmail: actor.user?.email,
    action,
    leadId: details.leadId,
    detail: details.detail,
    clientIp: actor.clientIp,
  });
}

// ---- Accounts (the CLI) ----

export async function createUser(
  db: Db,
  input: { email: string; role: AdminRole; password: string },
  clock: Clock = systemClock,
): Promise<AdminUser> {
  const email = accountEmail(input.email);
  checkPassword(input.password);
  if (await findUserByEmail(db, email)) {
    throw new AdminInputError(`An account for ${email} exists already.`);
  }
  const now = isoNow(clock);
  const user: AdminUser = {
    id: randomUUID(),
    email,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    createdAt: now,
    passwordChangedAt: now,
  };
  await insertUser(db, user);
  await audit(db, {}, 'user.add', {
    detail: `${email} (${input.role}) from the command line`,
    now,
  });
  return user;
}

/**
 * An account's email as the accounts table holds it (trimmed, case-folded): every lookup
 * and comparison of account emails goes through it, so " Owner@Example.com " is the owner.
 */
function accountEmail(emailText: string): string {
  try {
    return normalizeEmail(emailText);
  } catch {
    throw new AdminInputError(`Not an email address: ${emailText.trim()}`);
  }
}

async function requireUser(db: Db, emailText: string): Promise<AdminUser> {
  const user = await findUserByEmail(db, accountEmail(emailText));
  if (!user) throw new AdminInputError(`No account for ${emailText.trim()}.`);
  return user;
}

/** Sets a new password, enables the account if it was disabled, and ends its sessions. */
export async function resetPassword(
  db: Db,
  emailText: string,
  password: string,
  clock: Clock = systemClock,
): Promise<void> {
  checkPassword(password);
  const user = await requireUser(db, emailText);
  const now = isoNow(clock);
  await updateUserPassword(db, user.id, await hashPassword(password), now);
  await deleteSessionsOfUser(db, user.id);
  await audit(db, {}, 'user.reset-password', {
    detail: `${user.email} from the command line${user.disabledAt ? ', enabled again' : ''}`,
    now,
  });
}

/** Lets a disabled account sign in again with its password. Returns false if it was active. */
export async function enableAccount(
  db: Db,
  emailText: string,
  clock: Clock = systemClock,
): Promise<boolean> {
  const user = await requireUser(db, emailText);
  if (!user.disabledAt) return false;
  const now = isoNow(clock);
  await enableUser(db, user.id);
  await audit(db, {}, 'user.enable', { detail: `${user.email} from the command line`, now });
  return true;
}

/**
 * Disables the account and ends its sessions at once. Nobody disables their own account
 * (the inbox would sign them out with no way back in), and the last active owner is never
 * disabled, from the inbox or the command line: someone must be able to manage users
 * (docs/decisions/owner-inbox.md, 'Accounts and passwords').
 */
export async function disableAccount(
  db: Db,
  emailText: string,
  actor?: Actor,
  clock: Clock = systemClock,
): Promise<void> {
  const user = await requireUser(db, emailText);
  if (actor && actor.user.id === user.id) {
    throw new AdminInputError('You cannot disable your own account.');
  }
  const now = isoNow(clock);
  if (!(await disableUserUnlessLastOwner(db, user.id, now))) {
    throw new AdminInputError(
      `${user.email} is the last active owner; add or enable another owner first.`,
    );
  }
  await deleteSessionsOfUser(db, user.id);
  await audit(db, actor ?? {}, 'user.disable', {
    detail: `${user.email}${actor ? '' : ' from the command line'}`,
    now,
  });
}

export { listUsers };

// ---- Sign-in and sessions ----

function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

function throttleWindowStart(time: number): string {
  return new Date(time - (time % SIGN_IN_THROTTLE_WINDOW_MS)).toISOString();
}

export type SignInResult =
  { ok: true; sessionId: string; user: AdminUser } | { ok: false; reason: 'invalid' | 'throttled' };

/**
 * Checks the password and opens a session. Unknown email, wrong password and disabled
 * account all answer 'invalid', after the same scrypt work; failures are counted per
 * account (the email as typed, known or not) and per client address, each attempt
 * reserved before its password is checked (docs/decisions/owner-inbox.md, 'Throttled
 * sign-in').
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; clientIp: string },
  now: number = systemClock.now(),
): Promise<SignInResult> {
  let email: string;
  try {
    email = normalizeEmail(input.email);
  } catch {
    email = input.email.trim().toLowerCase().slice(0, 254);
  }
  const windowStart = throttleWindowStart(now);
  const accountKey = `account:${email}`;
  const addressKey = `address:${input.clientIp}`;
  // The attempt is counted before the password is checked, so guesses sent together
  // meet the same limits as guesses sent one after another.
  const reserved = await reserveSignInAttempt(
    db,
    new Map([
      [accountKey, SIGN_IN_MAX_FAILURES_PER_ACCOUNT],
      [addressKey, SIGN_IN_MAX_FAILURES_PER_ADDRESS],
    ]),
    windowStart,
  );
  if (!reserved) {
    await audit(db, { clientIp: input.clientIp }, 'sign-in.throttled', {
      detail: email,
      now: new Date(now).toISOString(),
    });
    return { ok: false, reason: 'throttled' };
  }
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(
    input.password,
    user ? user.passwordHash : await decoyPasswordHash(),
  );
  if (!user || !matches || user.disabledAt) {
    // The reserved attempt stays counted: it was a failure.
    await audit(db, { clientIp: input.clientIp }, 'sign-in.failed', {
      detail: email,
      now: new Date(now).toISOString(),
    });
    return { ok: false, reason: 'invalid' };
  }
  // Only failures count, as before: a successful sign-in gives its attempt back.
  await releaseSignInAttempt(db, [accountKey, addressKey], windowStart);
  const sessionId = randomBytes(32).toString('base64url');
  const at = new Date(now).toISOString();
  await insertSession(db, {
    idHash: hashSessionId(sessionId),
    userId: user.id,
    csrfToken: randomBytes(32).toString('base64url'),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now + SESSION_ABSOLUTE_LIFETIME_MS).toISOString(),
    clientIp: input.clientIp,
  });
  await audit(db, { user, clientIp: input.clientIp }, 'sign-in', { now: at });
  return { ok: true, sessionId, user };
}

export interface ActiveSession {
  user: AdminUser;
  session: SessionRecord;
}

/**
 * The signed-in user for a session cookie, or undefined (no such session, idle too long,
 * past its lifetime, account disabled). A live session's idle clock restarts.
 */
export async function authenticate(
  db: Db,
  sessionId: string | undefined,
  now: number = systemClock.now(),
): Promise<ActiveSession | undefined> {
  if (!sessionId) return undefined;
  const found = await findSessionWithUser(db, hashSessionId(sessionId));
  if (!found) return undefined;
  const { session, user } = found;
  const idleSince = Date.parse(session.lastSeenAt);
  if (
    user.disabledAt ||
    Date.parse(session.expiresAt) <= now ||
    now - idleSince > SESSION_IDLE_TIMEOUT_MS
  ) {
    await deleteSession(db, session.idHash);
    return undefined;
  }
  // One write a minute at most: the idle clock need not be finer.
  if (now - idleSince > 60_000) await touchSession(db, session.idHash, new Date(now).toISOString());
  return found;
}

export async function signOut(db: Db, active: ActiveSession, clientIp?: string): Promise<void> {
  await deleteSession(db, active.session.idHash);
  await audit(db, { user: active.user, clientIp }, 'sign-out');
}

/** Forgets ended sessions and old throttle windows; the service runs it now and then. */
export async function pruneAdminState(db: Db, now: number = systemClock.now()): Promise<void> {
  await deleteExpiredSessions(
    db,
    new Date(now).toISOString(),
    new Date(now - SESSION_IDLE_TIMEOUT_MS).toISOString(),
  );
  await deleteSignInFailuresBefore(db, throttleWindowStart(now));
}

// ---- Working leads ----

export class LeadNotFoundError extends Error {}

const MAX_NOTE_LENGTH = 4000;

export async function addLeadNote(
  db: Db,
  actor: Actor,
  leadId: string,
  text: string,
  clock: Clock = systemClock,
): Promise<void> {
  const body = text.trim();
  if (!body) throw new AdminInputError('Write something in the note first.');
  if (body.length > MAX_NOTE_LENGTH) {
    throw new AdminInputError(`A note holds at most ${MAX_NOTE_LENGTH} characters.`);
  }
  if (!(await findInboxLead(db, leadId))) throw new LeadNotFoundError(leadId);
  const now = isoNow(clock);
  await insertLeadNote(db, {
    id: randomUUID(),
    leadId,
    authorEmail: actor.user.email,
    body,
    createdAt: now,
  });
  await audit(db, actor, 'lead.note', { leadId, now });
}

/**
 * Queues a failed notification of this lead again, with a fresh set of retries: the same
 * requeue as `npm run leads -- outbox retry <id>`. Returns whether one was queued.
 */
export async function resendNotification(
  db: Db,
  actor: Actor,
  leadId: string,
  messageId: string,
  clock: Clock = systemClock,
): Promise<boolean> {
  const messages = await listOutboxMessagesForLead(db, leadId);
  const message = messages.find((candidate) => candidate.id === messageId);
  if (!message) throw new LeadNotFoundError(leadId);
  const now = isoNow(clock);
  const count = await requeueFailedOutboxMessages(db, now, [messageId]);
  if (count > 0) {
    await audit(db, actor, 'lead.resend', { leadId, detail: message.channel, now });
  }
  return count > 0;
}
