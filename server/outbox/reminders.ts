/**
 * Nothing waits unseen (docs/decisions/text-messages.md, 'Overdue leads' and 'The daily
 * summary'): a lead still "new" after LEAD_OVERDUE_MINUTES of business hours gets one
 * reminder to the owner, and the daily summary email goes out once a day. Both are claimed
 * in the database, so several instances sweeping at once send each one once.
 */
import {
  type HolidayId,
  isClosedHoliday,
  type OpeningHours,
  parseWindowId,
} from '@/domain/appointment-windows';
import {
  businessDate,
  businessDayStart,
  businessTimeInstant,
  formatBusinessTime,
  nextBusinessDate,
  previousBusinessDate,
} from '../business-time';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { OutboxChannel } from '../db/schema';
import { listScheduledJobs } from '../bookings/booking.repository';
import { findLeadById } from '../leads/lead.repository';
import type { Lead } from '../leads/lead';
import { zipPlaceLabel } from '../leads/zip-place';
import { insertOutboxMessages } from './outbox.repository';

/** How often an instance looks for overdue leads and a due summary. */
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;

/** The channels an overdue reminder goes out on, when configured. */
const OVERDUE_REMINDER_CHANNELS: readonly OutboxChannel[] = ['overdue_email', 'overdue_sms'];

/**
 * Leads older than this are never reminded of: turning the feature on must not send a
 * reminder for every lead left "new" in the past.
 */
const OVERDUE_LOOKBACK_MS = 7 * 86_400_000;
/** A week of closed days is the longest a search for open hours goes. */
const MAX_DAYS_AHEAD = 14;

/**
 * When a lead received at `createdAt` (ms) has waited `minutes` of opening hours: the time
 * counts only while the business is open, in its own time zone, so neither a closed weekday
 * nor a `closedOn` holiday counts. Undefined when no open hours come within two weeks.
 */
export function overdueAt(
  createdAt: number,
  minutes: number,
  hours: OpeningHours,
  closedOn: readonly HolidayId[],
): number | undefined {
  let remainingMs = minutes * 60_000;
  let date = businessDate(createdAt);
  for (let day = 0; day < MAX_DAYS_AHEAD; day += 1) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const open = isClosedHoliday(date, closedOn) ? null : hours[weekday];
    if (open) {
      const opens = businessTimeInstant(date, open.open);
      const closes = businessTimeInstant(date, open.close);
      const from = Math.max(opens, createdAt);
      if (from < closes) {
        if (remainingMs <= closes - from) return from + remainingMs;
        remainingMs -= closes - from;
      }
    }
    date = nextBusinessDate(date);
  }
  return undefined;
}

export interface OverdueSweepOptions {
  now: number;
  /** LEAD_OVERDUE_MINUTES; 0 turns reminders off. */
  minutes: number;
  hours: OpeningHours;
  /** The profile's holidays the business is closed on: they count as closed days. */
  closedOn: readonly HolidayId[];
  /** The configured outbox channels; the reminder uses those of OVERDUE_REMINDER_CHANNELS. */
  channels: readonly OutboxChannel[];
}

/**
 * Marks every lead that became overdue and queues its one reminder, each in one
 * transaction: the conditional update claims the lead, so only one instance queues it.
 * Returns the ids of the leads claimed now.
 */
export async function remindOverdueLeads(db: Db, options: OverdueSweepOptions): Promise<string[]> {
  if (options.minutes <= 0) return [];
  const channels = options.channels.filter((channel) =>
    OVERDUE_REMINDER_CHANNELS.includes(channel),
  );
  // Business minutes never outrun the clock, so a lead younger than `minutes` is not due.
  const candidates = await db
    .selectFrom('leads')
    .select(['id', 'created_at'])
    .where('status', '=', 'new')
    .where('spam_reason', 'is', null)
    .where('overdue_reminded_at', 'is', null)
    .where('created_at', '>=', new Date(options.now - OVERDUE_LOOKBACK_MS).toISOString())
    .where('created_at', '<=', new Date(options.now - options.minutes * 60_000).toISOString())
    .orderBy('created_at')
    .execute();
  const nowIso = new Date(options.now).toISOString();
  const claimed: string[] = [];
  for (const candidate of candidates) {
    const due = overdueAt(
      Date.parse(candidate.created_at),
      options.minutes,
      options.hours,
      options.closedOn,
    );
    if (due === undefined || due > options.now) continue;
    const won = await db.transaction().execute(async (transaction) => {
      const result = await transaction
        .updateTable('leads')
        .set({ overdue_reminded_at: nowIso })
        .where('id', '=', candidate.id)
        .where('status', '=', 'new')
        .where('overdue_reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const lead = await findLeadById(transaction, candidate.id);
      if (lead && channels.length > 0) {
        await insertOutboxMessages(transaction, lead, channels, nowIso);
      }
      return true;
    });
    if (won) claimed.push(candidate.id);
  }
  return claimed;
}

/** One job on a business day, as the summary lists it. */
interface SummaryJob {
  lead: Lead;
  windowId: string;
  address: string;
}

/**
 * The jobs booked for a business day: the bookings (not cancelled) in that day's windows,
 * the same ones the schedule shows (docs/decisions/bookings.md); a request alone is no job.
 */
async function listJobsForBusinessDate(db: Db, date: string): Promise<SummaryJob[]> {
  const scheduled = await listScheduledJobs(db, [`${date}-morning`, `${date}-afternoon`]);
  const jobs: SummaryJob[] = [];
  for (const job of scheduled) {
    const lead = await findLeadById(db, job.leadId);
    if (lead) jobs.push({ lead, windowId: job.booking.windowId, address: job.booking.address });
  }
  return jobs;
}

export interface DailySummary {
  subject: string;
  text: string;
}

/** The summary of `yesterday`'s leads and `today`'s jobs, as plain text. */
export async function buildDailySummary(db: Db, today: string): Promise<DailySummary> {
  const yesterday = previousBusinessDate(today);
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'status'])
    .where('spam_reason', 'is', null)
    .where('created_at', '>=', businessDayStart(yesterday)!)
    .where('created_at', '<', businessDayStart(today)!)
    .orderBy('created_at')
    .execute();
  const leads: Array<{ lead: Lead; status: string }> = [];
  for (const row of rows) {
    const lead = await findLeadById(db, row.id);
    if (lead) leads.push({ lead, status: row.status });
  }
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, n]) => `  ${name}: ${n}`);
  };
  const jobs = await listJobsForBusinessDate(db, today);
  const lines = [
    `Yesterday (${yesterday}): ${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}`,
    '',
    ...(leads.length > 0
      ? [
          'By source:',
          ...count(leads.map(({ lead }) => lead.utmSource ?? 'no UTM source')),
          '',
          'By status now:',
          ...count(leads.map(({ status }) => status)),
          '',
          'Leads:',
          ...leads.map(
            ({ lead, status }) =>
              `  ${formatBusinessTime(lead.createdAt)} · ${oneLine(`${lead.firstName} ${lead.lastName}`)} · ${lead.phone} · ${zipPlaceLabel(lead.zipCode)} · ${lead.service} · ${status}`,
          ),
          '',
        ]
      : []),
    `Today (${today}): ${jobs.length} booked ${jobs.length === 1 ? 'job' : 'jobs'}`,
    ...jobs.map(
      ({ lead, windowId, address }) =>
        `  ${parseWindowId(windowId)?.part ?? windowId} · ${oneLine(`${lead.firstName} ${lead.lastName}`)} · ${lead.phone} · ${address} · ${lead.service}`,
    ),
  ];
  return {
    subject: `Daily summary for ${today}: ${leads.length} new ${leads.length === 1 ? 'lead' : 'leads'} yesterday, ${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'} today`,
    text: `${lines.join('\n')}\n`,
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface DailySummaryOptions {
  now: number;
  /** DAILY_SUMMARY_HOUR: the business-time hour from which today's summary goes out. */
  hour: number;
  to: string;
  sendEmail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
}

/**
 * Sends today's summary once, from `hour` on: the first instance to insert the day's row
 * sends it. A failed send gives the claim back, so the next sweep tries again. Returns
 * whether this call sent it.
 */
export async function sendDailySummaryIfDue(
  db: Db,
  options: DailySummaryOptions,
): Promise<boolean> {
  const today = businessDate(options.now);
  if (options.now < businessTimeInstant(today, options.hour * 60)) return false;
  const claim = await db
    .insertInto('daily_summaries')
    .values({ business_date: today, claimed_at: new Date(options.now).toISOString() })
    .onConflict((conflict) => conflict.column('business_date').doNothing())
    .returning('business_date')
    .executeTakeFirst();
  if (!claim) return false;
  try {
    const summary = await buildDailySummary(db, today);
    await options.sendEmail({ to: options.to, ...summary });
    return true;
  } catch (error) {
    await db.deleteFrom('daily_summaries').where('business_date', '=', today).execute();
    throw error;
  }
}

export interface ReminderSweep {
  /** One pass: overdue leads, then the daily summary. */
  runOnce(): Promise<void>;
}

export interface ReminderSweepOptions {
  db: Db;
  clock: Clock;
  overdueMinutes: number;
  hours: OpeningHours;
  closedOn: readonly HolidayId[];
  channels: readonly OutboxChannel[];
  dailySummary?: Omit<DailySummaryOptions, 'now'>;
  onError: (error: unknown, what: string) => void;
}

export function createReminderSweep(options: ReminderSweepOptions): ReminderSweep {
  return {
    async runOnce() {
      const now = options.clock.now();
      try {
        await remindOverdueLeads(options.db, {
          now,
          minutes: options.overdueMinutes,
          hours: options.hours,
          closedOn: options.closedOn,
          channels: options.channels,
        });
      } catch (error) {
        options.onError(error, 'overdue lead sweep');
      }
      if (!options.dailySummary) return;
      try {
        await sendDailySummaryIfDue(options.db, { ...options.dailySummary, now });
      } catch (error) {
        options.onError(error, 'daily summary');
      }
    },
  };
}
