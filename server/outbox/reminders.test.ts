/**
 * Nothing waits unseen (docs/decisions/text-messages.md): a lead is overdue after
 * LEAD_OVERDUE_MINUTES of business hours, gets exactly one reminder however many sweeps
 * run, and the daily summary goes out once a day. Sweeps run with stepped clocks.
 */
import { parseOpeningHours } from '@/domain/appointment-windows';
import { businessProfile } from '@/content/business-profile';
import { APPOINTMENT_SETTINGS } from '@/content/quote-settings';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import { steppedClock, fixedClock } from '../../test/support/clocks';
import { openDatabase, type Database } from '../db/database';
import { insertBooking } from '../bookings/booking.repository';
import { insertLead } from '../leads/lead.repository';
import type { Lead } from '../leads/lead';
import { listInboxLeads } from '../admin/admin.repository';
import { leadRow } from '../admin/views/lead-list-view';
import { listOutboxMessagesForLead } from './outbox.repository';
import {
  buildDailySummary,
  createReminderSweep,
  overdueAt,
  remindOverdueLeads,
  sendDailySummaryIfDue,
} from './reminders';

const PROFILE_HOURS = parseOpeningHours(businessProfile.hoursText);
const PROFILE_CLOSED_ON = APPOINTMENT_SETTINGS.closedOn;
const WEEKDAYS_ONLY = parseOpeningHours('Mo-Fr 08:00-18:00');
/** Wednesday Nov 25 2026, 5:50 PM PST: the evening before Thanksgiving (Thu Nov 26). */
const THANKSGIVING_EVE_5_50_PM = Date.parse('2026-11-26T01:50:00Z');
/** Friday Nov 27 2026, 5:50 PM in Hayward (PST, UTC-8). */
const FRIDAY_5_50_PM = Date.parse('2026-11-28T01:50:00Z');
const MINUTE = 60_000;

describe('overdueAt: minutes of opening hours, in the business time zone', () => {
  test('a lead at 5:50 PM Friday with weekday hours is overdue Monday at 8:50 AM', () => {
    expect(new Date(overdueAt(FRIDAY_5_50_PM, 60, WEEKDAYS_ONLY, [])!).toISOString()).toBe(
      '2026-11-30T16:50:00.000Z',
    );
  });

  test("with the profile's hours (Sa 09:00-16:00) it is overdue Saturday at 9:50 AM", () => {
    expect(businessProfile.hoursText).toContain('Sa 09:00-16:00');
    expect(
      new Date(overdueAt(FRIDAY_5_50_PM, 60, PROFILE_HOURS, PROFILE_CLOSED_ON)!).toISOString(),
    ).toBe('2026-11-28T17:50:00.000Z');
  });

  test('inside opening hours it is plain elapsed time; before opening it starts at opening', () => {
    const tuesday10am = Date.parse('2026-12-01T18:00:00Z');
    expect(overdueAt(tuesday10am, 60, WEEKDAYS_ONLY, [])).toBe(tuesday10am + 60 * MINUTE);
    const tuesday6am = Date.parse('2026-12-01T14:00:00Z');
    expect(new Date(overdueAt(tuesday6am, 60, WEEKDAYS_ONLY, [])!).toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
  });

  test('a holiday the profile closes on does not count: the evening before Thanksgiving', () => {
    expect(PROFILE_CLOSED_ON).toContain('thanksgiving');
    // Open Thursday, it would be overdue at 8:50 AM on Thanksgiving itself.
    expect(
      new Date(overdueAt(THANKSGIVING_EVE_5_50_PM, 60, PROFILE_HOURS, [])!).toISOString(),
    ).toBe('2026-11-26T16:50:00.000Z');
    // Closed on Thanksgiving, the hour runs on Friday from 8:00 AM.
    expect(
      new Date(
        overdueAt(THANKSGIVING_EVE_5_50_PM, 60, PROFILE_HOURS, PROFILE_CLOSED_ON)!,
      ).toISOString(),
    ).toBe('2026-11-27T16:50:00.000Z');
  });

  test('summer time: opening is 8:00 PDT (UTC-7)', () => {
    const mondayJune = Date.parse('2026-06-01T14:00:00Z'); // 7:00 AM PDT
    expect(new Date(overdueAt(mondayJune, 30, WEEKDAYS_ONLY, [])!).toISOString()).toBe(
      '2026-06-01T15:30:00.000Z',
    );
  });
});

let leadCounter = 0;
function testLead(createdAt: number, overrides: Partial<Lead> = {}): Lead {
  leadCounter += 1;
  const iso = new Date(createdAt).toISOString();
  return {
    id: `lead-${createdAt}-rem${String(leadCounter).padStart(3, '0')}`,
    createdAt: iso,
    consentAt: iso,
    firstName: 'Ana',
    lastName: `Reyes${leadCounter}`,
    email: `ana${leadCounter}@example.com`,
    phone: '+15105550171',
    zipCode: '94545',
    service: 'windshield-replacement',
    urgent: false,
    consentMarketing: false,
    consentPrivacyPolicy: true,
    consentTexts: false,
    incomplete: false,
    ...overrides,
  } as Lead;
}

describeEachDatabase('overdue reminders and the daily summary', (kind) => {
  let database: TestDatabase;
  let reader: Database;

  beforeEach(async () => {
    database = await kind.create();
    reader = await openDatabase(database.config);
  });

  afterEach(async () => {
    await reader?.close();
    await database?.drop();
  });

  const channels = ['email', 'overdue_email', 'overdue_sms'] as const;

  test('overdue at the right business minute, with one reminder only, however many sweeps', async () => {
    const lead = testLead(FRIDAY_5_50_PM);
    await insertLead(reader.db, lead);
    const errors: unknown[] = [];
    // Saturday 9:48, 9:49, 9:50, 9:51 AM PST, one reading per sweep.
    const clock = steppedClock(Date.parse('2026-11-28T17:48:00Z'), MINUTE);
    const sweep = createReminderSweep({
      db: reader.db,
      clock,
      overdueMinutes: 60,
      hours: PROFILE_HOURS,
      closedOn: PROFILE_CLOSED_ON,
      channels,
      onError: (error) => errors.push(error),
    });

    // Friday night and Saturday before 9:50: not yet.
    expect(
      await remindOverdueLeads(reader.db, {
        now: Date.parse('2026-11-28T07:59:00Z'),
        minutes: 60,
        hours: PROFILE_HOURS,
        closedOn: PROFILE_CLOSED_ON,
        channels,
      }),
    ).toEqual([]);
    await sweep.runOnce(); // 9:48
    await sweep.runOnce(); // 9:49
    expect(await listOutboxMessagesForLead(reader.db, lead.id)).toEqual([]);
    await sweep.runOnce(); // 9:50
    const reminders = await listOutboxMessagesForLead(reader.db, lead.id);
    expect(reminders.map((message) => message.channel).sort()).toEqual([
      'overdue_email',
      'overdue_sms',
    ]);
    expect(reminders[0]!.createdAt).toBe('2026-11-28T17:50:00.000Z');
    await sweep.runOnce(); // 9:51
    expect(await listOutboxMessagesForLead(reader.db, lead.id)).toHaveLength(2);
    expect(errors).toEqual([]);

    // The inbox list marks it.
    const { leads } = await listInboxLeads(reader.db, { tab: 'inbox' }, { limit: 10, offset: 0 });
    const listed = leads.find((candidate) => candidate.id === lead.id)!;
    expect(listed.overdueSince).toBe('2026-11-28T17:50:00.000Z');
    expect(leadRow(listed, Date.parse('2026-11-28T17:52:00Z')).toString()).toContain(
      'overdue-badge">Overdue</span>',
    );
  });

  test('no reminder on a holiday the profile closes on: the lead waits for the next open hour', async () => {
    const lead = testLead(THANKSGIVING_EVE_5_50_PM);
    await insertLead(reader.db, lead);
    const sweepAt = (iso: string) =>
      remindOverdueLeads(reader.db, {
        now: Date.parse(iso),
        minutes: 60,
        hours: PROFILE_HOURS,
        closedOn: PROFILE_CLOSED_ON,
        channels,
      });
    expect(await sweepAt('2026-11-26T20:00:00Z')).toEqual([]); // Thanksgiving, noon
    expect(await sweepAt('2026-11-27T16:49:00Z')).toEqual([]); // Friday, 8:49 AM
    expect(await sweepAt('2026-11-27T16:50:00Z')).toEqual([lead.id]); // Friday, 8:50 AM
    const reminders = await listOutboxMessagesForLead(reader.db, lead.id);
    expect(reminders.map((message) => message.createdAt)).toEqual([
      '2026-11-27T16:50:00.000Z',
      '2026-11-27T16:50:00.000Z',
    ]);
  });

  test('two instances sweeping at once queue one reminder; a contacted lead gets none', async () => {
    const waiting = testLead(FRIDAY_5_50_PM);
    const answered = testLead(FRIDAY_5_50_PM + MINUTE);
    await insertLead(reader.db, waiting);
    await insertLead(reader.db, answered);
    await reader.db
      .updateTable('leads')
      .set({ status: 'contacted' })
      .where('id', '=', answered.id)
      .execute();
    const second = await openDatabase(database.config);
    try {
      const options = {
        now: Date.parse('2026-11-28T20:00:00Z'),
        minutes: 60,
        hours: PROFILE_HOURS,
        closedOn: PROFILE_CLOSED_ON,
        channels,
      };
      const [first, other] = await Promise.all([
        remindOverdueLeads(reader.db, options),
        remindOverdueLeads(second.db, options),
      ]);
      expect([...first, ...other]).toEqual([waiting.id]);
    } finally {
      await second.close();
    }
    expect(await listOutboxMessagesForLead(reader.db, waiting.id)).toHaveLength(2);
    expect(await listOutboxMessagesForLead(reader.db, answered.id)).toEqual([]);
  });

  test('the daily summary goes out once a day from its hour, with yesterday and today', async () => {
    // Yesterday (Friday Nov 27): two leads, one from Google, one booked for today. The
    // booked one had asked for Monday; the booking, not the request, puts it on Saturday.
    const fromGoogle = testLead(Date.parse('2026-11-27T17:00:00Z'), { utmSource: 'google' });
    const booked = testLead(Date.parse('2026-11-27T19:00:00Z'));
    const olderDay = testLead(Date.parse('2026-11-26T19:00:00Z'));
    // Asked for Saturday morning, booked for Monday: not one of Saturday's jobs.
    const movedAway = testLead(Date.parse('2026-11-26T18:00:00Z'));
    for (const lead of [fromGoogle, booked, olderDay, movedAway]) {
      await insertLead(reader.db, lead);
    }
    const bookFor = async (lead: Lead, requested: string, windowId: string) => {
      await reader.db
        .updateTable('leads')
        .set({ status: 'booked', appointment_window: requested })
        .where('id', '=', lead.id)
        .execute();
      await insertBooking(reader.db, {
        id: `booking-${lead.id}`,
        leadId: lead.id,
        windowId,
        address: '12 Main St, Hayward, CA 94541',
        bookedBy: 'owner@shop.example',
        bookedAt: '2026-11-27T20:00:00.000Z',
        updatedAt: '2026-11-27T20:00:00.000Z',
        sequence: 0,
      });
    };
    await bookFor(booked, '2026-11-30-morning', '2026-11-28-afternoon');
    await bookFor(movedAway, '2026-11-28-morning', '2026-11-30-morning');

    const sent: Array<{ to: string; subject: string; text: string }> = [];
    // Saturday 6:59, 7:00, 7:01 AM PST, then Sunday 7:00 AM.
    const readings = [
      '2026-11-28T14:59:00Z',
      '2026-11-28T15:00:00Z',
      '2026-11-28T15:01:00Z',
      '2026-11-29T15:00:00Z',
    ].map((iso) => Date.parse(iso));
    let index = 0;
    const sweep = createReminderSweep({
      db: reader.db,
      clock: { now: () => readings[index++]! },
      overdueMinutes: 0,
      hours: PROFILE_HOURS,
      closedOn: PROFILE_CLOSED_ON,
      channels: [],
      dailySummary: {
        to: 'owner@shop.example',
        hour: 7,
        sendEmail: async (mail) => void sent.push(mail),
      },
      onError: (error) => {
        throw error;
      },
    });
    await sweep.runOnce();
    expect(sent).toHaveLength(0);
    await sweep.runOnce();
    expect(sent).toHaveLength(1);
    await sweep.runOnce();
    expect(sent).toHaveLength(1);
    await sweep.runOnce();
    expect(sent).toHaveLength(2);

    const [saturday] = sent;
    expect(saturday!.to).toBe('owner@shop.example');
    expect(saturday!.subject).toBe(
      'Daily summary for 2026-11-28: 2 new leads yesterday, 1 job today',
    );
    expect(saturday!.text).toContain('Yesterday (2026-11-27): 2 leads');
    expect(saturday!.text).toContain('  google: 1');
    expect(saturday!.text).toContain('  no UTM source: 1');
    expect(saturday!.text).toContain('  booked: 1');
    expect(saturday!.text).toContain('  new: 1');
    expect(saturday!.text).toContain('Fri, Nov 27, 9:00 AM PST · Ana ');
    expect(saturday!.text).not.toContain(olderDay.lastName);
    expect(saturday!.text).toContain('Today (2026-11-28): 1 booked job');
    expect(saturday!.text).toContain(
      `afternoon · Ana ${booked.lastName} · +15105550171 · 12 Main St, Hayward, CA 94541`,
    );
    expect(saturday!.text).not.toContain(movedAway.lastName);
  });

  test('a summary that could not be sent is tried again at the next sweep', async () => {
    const now = Date.parse('2026-11-28T16:00:00Z');
    const failing = sendDailySummaryIfDue(reader.db, {
      now,
      hour: 7,
      to: 'owner@shop.example',
      sendEmail: async () => {
        throw new Error('SMTP down');
      },
    });
    await expect(failing).rejects.toThrow('SMTP down');
    const sent: string[] = [];
    expect(
      await sendDailySummaryIfDue(reader.db, {
        now: fixedClock(now + MINUTE).now(),
        hour: 7,
        to: 'owner@shop.example',
        sendEmail: async (mail) => void sent.push(mail.subject),
      }),
    ).toBe(true);
    expect(sent).toEqual(['Daily summary for 2026-11-28: 0 new leads yesterday, 0 jobs today']);
    expect((await buildDailySummary(reader.db, '2026-11-28')).text).toContain(
      'Today (2026-11-28): 0 booked jobs',
    );
  });
});
