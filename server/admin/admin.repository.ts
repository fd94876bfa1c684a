/**
 * SQL for the owner's inbox: accounts, sessions, sign-in throttling, the audit log, lead
 * statuses and notes, the list, the report and privacy requests. Every function takes
 * the database or a transaction first. Times are ISO-8601 UTC text, as everywhere.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { deleteBookingsOfLeads } from '../bookings/booking.repository';
import type { LeadRow } from '../db/schema';
import type { Lead } from '../leads/lead';
import { findLeadById, IS_MERGED_UNFINISHED_COPY } from '../leads/lead.repository';
import { isAdminRole, isLeadStatus, type AdminRole, type LeadStatus } from './admin-config';

export interface AdminUser {
  id: string;
  email: string;
  role: AdminRole;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
  disabledAt?: string;
}

export async function insertUser(db: Db, user: AdminUser): Promise<void> {
  await db
    .insertInto('admin_users')
    .values({
      id: user.id,
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      created_at: user.createdAt,
      password_changed_at: user.passwordChangedAt,
      disabled_at: user.disabledAt ?? null,
    })
    .execute();
}

export async function findUserByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  return row && userFromRow(row);
}

export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.selectFrom('admin_users').selectAll().orderBy('email').execute();
  return rows.map(userFromRow);
}

export async function updateUserPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('admin_users')
    // A new password is how a locked-out account gets back in: it enables the account.
    .set({ password_hash: passwordHash, password_changed_at: now, disabled_at: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * Disables the account, unless it is the last active owner; returns whether it may be
 * (an account disabled already stays as it is). One transaction: the active owners' rows
 * are written first, which locks them on PostgreSQL (SQLite's transaction holds the write
 * lock), so two owners disabling each other at once cannot both succeed.
 */
export async function disableUserUnlessLastOwner(
  db: Db,
  userId: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('admin_users')
      .set({ role: sql<string>`role` })
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .execute();
    const target = await transaction
      .selectFrom('admin_users')
      .select(['role', 'disabled_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!target) return false;
    if (target.disabled_at) return true;
    if (target.role === 'owner') {
      const others = await transaction
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'owner')
        .where('disabled_at', 'is', null)
        .where('id', '<>', userId)
        .executeTakeFirstOrThrow();
      if (Number(others.count) === 0) return false;
    }
    await transaction
      .updateTable('admin_users')
      .set({ disabled_at: now })
      .where('id', '=', userId)
      .execute();
    return true;
  });
}

export async function enableUser(db: Db, userId: string): Promise<void> {
  await db.updateTable('admin_users').set({ disabled_at: null }).where('id', '=', userId).execute();
}

function userFromRow(row: {
  id: string;
  email: string;
  role: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  disabled_at: string | null;
}): AdminUser {
  return {
    id: row.id,
    email: row.email,
    // Only ADMIN_ROLES are ever written; anything else would get the lesser role.
    role: isAdminRole(row.role) ? row.role : 'staff',
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    disabledAt: row.disabled_at ?? undefined,
  };
}

// ---- Sessions ----

export interface SessionRecord {
  idHash: string;
  userId: string;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  clientIp?: string;
}

export async function insertSession(db: Db, session: SessionRecord): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
      client_ip: session.clientIp ?? null,
    })
    .execute();
}

/** The session and its user, whatever their state: the caller checks expiry and disabling. */
export async function findSessionWithUser(
  db: Db,
  idHash: string,
): Promise<{ session: SessionRecord; user: AdminUser } | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .selectAll('admin_users')
    .select([
      'admin_sessions.id_hash',
      'admin_sessions.csrf_token',
      'admin_sessions.created_at as session_created_at',
      'admin_sessions.last_seen_at',
      'admin_sessions.expires_at',
      'admin_sessions.client_ip',
    ])
    .where('admin_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    session: {
      idHash: row.id_hash,
      userId: row.id,
      csrfToken: row.csrf_token,
      createdAt: row.session_created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      clientIp: row.client_ip ?? undefined,
    },
    user: userFromRow(row),
  };
}

export async function touchSession(db: Db, idHash: string, now: string): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ last_seen_at: now })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('user_id', '=', userId).execute();
}

/** Deletes sessions past their absolute end or idle since before `idleBefore`. */
export async function deleteExpiredSessions(db: Db, now: string, idleBefore: string) {
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<', idleBefore)]))
    .execute();
}

// ---- Sign-in throttling ----

/** Raised inside the reservation transaction to roll back a partly taken reservation. */
class SignInLimitReached extends Error {}

/**
 * Takes one attempt against every counter in `limits` (key → most attempts in the window),
 * or none: each counter goes up only while it is below its limit, in one transaction, so
 * requests sent together cannot all read the same count and all pass. A counter holds the
 * failures of the window plus the attempts still being checked; the caller gives back the
 * attempt of a sign-in that succeeds (releaseSignInAttempt). Returns false when a counter
 * is full, having taken nothing (docs/decisions/owner-inbox.md, 'Throttled sign-in').
 */
export async function reserveSignInAttempt(
  db: Db,
  limits: ReadonlyMap<string, number>,
  windowStart: string,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (transaction) => {
      // Always in the same key order, so two transactions never wait on each other in a
      // cycle (PostgreSQL locks each row until commit).
      for (const [key, limit] of limits) {
        const row = await transaction
          .insertInto('sign_in_failures')
          .values({ key, window_start: windowStart, count: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(['key', 'window_start'])
              .doUpdateSet({ count: sql<number>`sign_in_failures.count + 1` })
              .where('sign_in_failures.count', '<', limit),
          )
          .returning('count')
          .executeTakeFirst();
        if (!row) throw new SignInLimitReached(key);
      }
    });
    return true;
  } catch (error) {
    if (error instanceof SignInLimitReached) return false;
    throw error;
  }
}

/** Gives back an attempt reserveSignInAttempt took: the sign-in succeeded, no failure. */
export async function releaseSignInAttempt(
  db: Db,
  keys: readonly string[],
  windowStart: string,
): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ count: sql<number>`count - 1` })
    .where('key', 'in', keys)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

export async function deleteSignInFailuresBefore(db: Db, windowStart: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('window_start', '<', windowStart).execute();
}

// ---- Audit log ----

export interface AuditEntry {
  id: string;
  at: string;
  userId?: string;
  userEmail?: string;
  action: string;
  leadId?: string;
  detail?: string;
  clientIp?: string;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: entry.id,
      at: entry.at,
      user_id: entry.userId ?? null,
      user_email: entry.userEmail ?? null,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: entry.detail ?? null,
      client_ip: entry.clientIp ?? null,
    })
    .execute();
}

export async function listAuditEntries(
  db: Db,
  filter: { leadId?: string; limit?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .$if(filter.leadId !== undefined, (query) => query.where('lead_id', '=', filter.leadId!))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    userId: row.user_id ?? undefined,
    userEmail: row.user_email ?? undefined,
    action: row.action,
    leadId: row.lead_id ?? undefined,
    detail: row.detail ?? undefined,
    clientIp: row.client_ip ?? undefined,
  }));
}

// ---- Leads in the inbox ----

export interface InboxLead extends Lead {
  status: LeadStatus;
  statusChangedAt?: string;
  /** Set by markRepeats (lead-relations.ts) for the list: the same person sent another lead. */
  repeat?: boolean;
  /** What the completed job was worth, in cents, and who paid (job-value.ts). */
  jobValueCents?: number;
  insurancePaid?: boolean;
  /** When the lead became overdue and its one reminder was queued (outbox/reminders.ts). */
  overdueSince?: string;
}

function inboxLeadFromRow(row: LeadRow, lead: Lead): InboxLead {
  return {
    ...lead,
    status: isLeadStatus(row.status) ? row.status : 'new',
    statusChangedAt: row.status_changed_at ?? undefined,
    jobValueCents: row.job_value_cents ?? undefined,
    insurancePaid: row.insurance_paid === null ? undefined : row.insurance_paid === 1,
    overdueSince: row.overdue_reminded_at ?? undefined,
  };
}

/**
 * A lead is spam when marked so, or when the spam checks flagged it and nobody has worked
 * it yet: a real person caught by the checks leaves the spam tab (and enters the report)
 * as soon as someone gives the lead a working status.
 */
export const IS_SPAM = sql<boolean>`(status = 'spam' or (spam_reason is not null and status = 'new'))`;

export interface LeadListFilter {
  /** 'inbox' or 'spam': see IS_SPAM. */
  tab: 'inbox' | 'spam';
  status?: LeadStatus;
  service?: string;
  /** A UTM source, or '(none)' for leads without one. */
  source?: string;
  /** ISO times, inclusive start and exclusive end. */
  from?: string;
  to?: string;
  /** Name, phone, email or VIN. */
  search?: string;
  /** Only leads created after this ISO time (the list's polling). */
  after?: string;
}

function applyLeadFilter<Q extends { where: (...args: never[]) => unknown }>(
  query: Q,
  filter: LeadListFilter,
): Q {
  // Typed loosely on purpose: the same filter serves the page query and the count.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q = query as any;
  q = q.where(filter.tab === 'spam' ? IS_SPAM : sql<boolean>`not (${IS_SPAM})`);
  // The finished request stands for its unfinished copy and links to it.
  q = q.where(sql<boolean>`not ${IS_MERGED_UNFINISHED_COPY}`);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.service) q = q.where('service', '=', filter.service);
  if (filter.source === '(none)') q = q.where('utm_source', 'is', null);
  else if (filter.source) q = q.where('utm_source', '=', filter.source);
  if (filter.from) q = q.where('created_at', '>=', filter.from);
  if (filter.to) q = q.where('created_at', '<', filter.to);
  if (filter.after) q = q.where('created_at', '>', filter.after);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = search.replace(/\D/g, '');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    q = q.where((eb: any) => {
      const lower = (column: string) => sql`lower(${sql.ref(column)})`;
      const terms = [
        eb(lower('first_name'), 'like', sql`${like} escape '\\'`),
        eb(lower('last_name'), 'like', sql`${like} escape '\\'`),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${like} escape '\\'`),
        eb(lower('email'), 'like', sql`${like} escape '\\'`),
        eb(lower('vin_number'), 'like', sql`${like} escape '\\'`),
        // The reference the thank-you page gives the customer is the end of the lead's id.
        eb(lower('id'), 'like', sql`${like} escape '\\'`),
      ];
      // Phones are stored as +1XXXXXXXXXX: match the digits typed, however formatted.
      if (digits.length >= 3) terms.push(eb('phone', 'like', `%${digits}%`));
      return eb.or(terms);
    });
  }
  return q as Q;
}

export async function listInboxLeads(
  db: Db,
  filter: LeadListFilter,
  page: { limit: number; offset: number },
): Promise<{ leads: InboxLead[]; total: number }> {
  const rows = await applyLeadFilter(db.selectFrom('leads').selectAll(), filter)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await applyLeadFilter(
    db.selectFrom('leads').select((eb) => eb.fn.countAll<string | number>().as('count')),
    filter,
  ).executeTakeFirstOrThrow();
  const leads: InboxLead[] = [];
  for (const row of rows) {
    const lead = await findLeadById(db, row.id);
    if (lead) leads.push(inboxLeadFromRow(row, lead));
  }
  return { leads, total: Number(count.count) };
}

export async function findInboxLead(db: Db, id: string): Promise<InboxLead | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const lead = await findLeadById(db, id);
  return lead && inboxLeadFromRow(row, lead);
}

/** Distinct UTM sources, for the source filter. */
export async function listUtmSources(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select('utm_source')
    .distinct()
    .where('utm_source', 'is not', null)
    .orderBy('utm_source')
    .execute();
  return rows.map((row) => row.utm_source!);
}

export async function updateLeadStatus(
  db: Db,
  leadId: string,
  status: LeadStatus,
  now: string,
): Promise<void> {
  await db
    .updateTable('leads')
    .set({ status, status_changed_at: now })
    .where('id', '=', leadId)
    .execute();
}

export interface LeadNote {
  id: string;
  leadId: string;
  authorEmail: string;
  body: string;
  createdAt: string;
}

export async function insertLeadNote(db: Db, note: LeadNote): Promise<void> {
  await db
    .insertInto('lead_notes')
    .values({
      id: note.id,
      lead_id: note.leadId,
      author_email: note.authorEmail,
      body: note.body,
      created_at: note.createdAt,
    })
    .execute();
}

export async function listLeadNotes(db: Db, leadId: string): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom('lead_notes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    authorEmail: row.author_email,
    body: row.body,
    createdAt: row.created_at,
  }));
}

// ---- Report ----

/** The columns of a lead the report groups by, for leads (not flagged, not spam) in a range. */
export async function listReportRows(
  db: Db,
  range: { from?: string; to?: string },
): Promise<
  Array<{
    createdAt: string;
    pageUrl?: string;
    utmSource?: string;
    utmCampaign?: string;
    heroVariant?: string;
    status: string;
    jobValueCents?: number;
  }>
> {
  const rows = await db
    .selectFrom('leads')
    .select([
      'created_at',
      'page_url',
      'utm_source',
      'utm_campaign',
      'hero_variant',
      'status',
      'job_value_cents',
    ])
    .where(sql<boolean>`not (${IS_SPAM})`)
    .where(sql<boolean>`not ${IS_MERGED_UNFINISHED_COPY}`)
    .$if(range.from !== undefined, (query) => query.where('created_at', '>=', range.from!))
    .$if(range.to !== undefined, (query) => query.where('created_at', '<', range.to!))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    createdAt: row.created_at,
    pageUrl: row.page_url ?? undefined,
    utmSource: row.utm_source ?? undefined,
    utmCampaign: row.utm_campaign ?? undefined,
    heroVariant: row.hero_variant ?? undefined,
    status: row.status,
    jobValueCents: row.job_value_cents ?? undefined,
  }));
}

// ---- Privacy ----

/** Ids of leads with this email (any case) or this phone (+1XXXXXXXXXX). */
export async function findLeadIdsOfPerson(
  db: Db,
  person: { email?: string; phone?: string },
): Promise<string[]> {
  if (!person.email && !person.phone) return [];
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where((eb) => {
      const terms = [];
      if (person.email) terms.push(eb(sql`lower(email)`, '=', person.email.toLowerCase()));
      if (person.phone) terms.push(eb('phone', '=', person.phone));
      return eb.or(terms);
    })
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the leads with everything that copies them: notifications, notes, bookings. */
export async function deleteLeads(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db.deleteFrom('notification_attempts').where('lead_id', 'in', ids).execute();
  await db.deleteFrom('outbox').where('lead_id', 'in', ids).execute();
  await db.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute();
  // The damage photos are the customer's data too (docs/decisions/quote-flow.md).
  await db.deleteFrom('quote_photos').where('lead_id', 'in', ids).execute();
  await deleteBookingsOfLeads(db, ids);
  const result = await db.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteNewsletterSignup(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_signups')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findNewsletterSignupRow(db: Db, email: string) {
  return db
    .selectFrom('newsletter_signups')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

// ---- Retention ----

/**
 * Replaces the lead copy in notifications delivered before `sentBefore` with a stub that
 * names only the lead id. The lead itself stays in `leads`. Returns how many.
 */
export async function redactDeliveredNotifications(
  db: Db,
  sentBefore: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      payload: sql<string>`${'{"redactedAt":"' + now + '","id":"'} || lead_id || ${'"}'}`,
    })
    .where('status', '=', 'sent')
    .where('sent_at', '<', sentBefore)
    .where('payload', 'not like', '{"redactedAt"%')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
