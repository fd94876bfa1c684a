/**
 * Booking a lead's job over real HTTP against a real database (SQLite and PostgreSQL):
 * capacity counted by booked jobs and never overbooked, reschedule and cancel giving the
 * place back, the customer's confirmation email with its calendar file, the schedule and a
 * technician's jobs of the day (docs/decisions/bookings.md).
 */
import { APPOINTMENT_SETTINGS, offeredWindows } from '@/content/quote-settings';
import type { AppointmentWindow } from '@/domain/appointment-windows';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  waitFor,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { AdminClient, runCli } from '../../test/support/admin-test-client';
import {
  startSmtpReceiver,
  type SmtpReceiver,
} from '../../test/support/lead-notification-receivers';
import { calendarAttachments, calendarText, parseCalendar } from '../../test/support/calendar-mail';
import { fixedClock } from '../../test/support/clocks';
import { type Clock, systemClock } from '../clock';
import { openDatabase, type Database } from '../db/database';
import { businessInstant, windowDescription } from '../business-time';

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const STAFF = { email: 'staff@example.com', password: 'staff password 123' };
const TECH = { email: 'tech@example.com', password: 'technician pass 1' };
const CAPACITY = APPOINTMENT_SETTINGS.capacityPerWindow;
const QUOTE = {
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  vehicleClass: 'car',
  glass: 'windshield',
  features: { forwardCamera: 'no', rainSensor: 'no', heatedArea: 'no', headUpDisplay: 'no' },
  payment: 'self',
};

/** Scrypt sign-ins on a shared, loaded machine. */
const SLOW_MS = 90_000;

let serviceClock: Clock = systemClock;
const testServiceClock: Clock = { now: () => serviceClock.now() };

describeEachDatabase('bookings', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;
  let smtp: SmtpReceiver;
  let owner: AdminClient;
  let staff: AdminClient;
  /** Windows offered now, each test taking its own so their counts never mix. */
  let windows: AppointmentWindow[];
  let leadCount = 0;

  async function newLead(overrides: Record<string, unknown> = {}): Promise<string> {
    leadCount += 1;
    const response = await postJson(
      api,
      '/api/leads',
      validLeadBody({
        idempotencyKey: `booking-lead-${leadCount}-${Date.now()}`,
        email: `customer${leadCount}@example.com`,
        ...overrides,
      }),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id;
  }

  async function signedIn(account: { email: string; password: string }): Promise<AdminClient> {
    const client = new AdminClient(api);
    expect((await client.signIn(account.email, account.password)).statusCode).toBe(303);
    return client;
  }

  async function csrf(client: AdminClient, leadId: string): Promise<string> {
    const page = await client.get(`/admin/leads/${leadId}`);
    return /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
  }

  async function book(
    client: AdminClient,
    leadId: string,
    windowId: string,
    extra: Record<string, string> = {},
  ) {
    return client.post(`/admin/leads/${leadId}/booking`, {
      _csrf: await csrf(client, leadId),
      window: windowId,
      address: `${leadId.slice(-4)} Main St, Hayward, CA 94545`,
      technician: '',
      ...extra,
    });
  }

  async function bookedCount(windowId: string): Promise<number> {
    const row = await reader.db
      .selectFrom('appointment_slots')
      .select('booked')
      .where('window_id', '=', windowId)
      .executeTakeFirst();
    return Number(row?.booked ?? 0);
  }

  /** Books CAPACITY - 1 leads into the window, leaving its last place. */
  async function fillAllButOne(windowId: string): Promise<string[]> {
    const leads: string[] = [];
    for (let index = 0; index < CAPACITY - 1; index += 1) {
      const leadId = await newLead();
      expect((await book(owner, leadId, windowId)).statusCode).toBe(303);
      leads.push(leadId);
    }
    return leads;
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    database = await kind.create();
    api = await startLeadTestService(
      database.config,
      { SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: 'owner@example.com' },
      { clock: testServiceClock, retryDelaysMs: [100, 100, 100], outboxPollIntervalMs: 20 },
    );
    reader = await openDatabase(database.config);
    const env = { ...database.config };
    for (const [account, role] of [
      [OWNER, 'owner'],
      [STAFF, 'staff'],
      [TECH, 'staff'],
    ] as const) {
      expect(
        (await runCli(['user', 'add', account.email, '--role', role], env, `${account.password}\n`))
          .code,
      ).toBe(0);
    }
    owner = await signedIn(OWNER);
    staff = await signedIn(STAFF);
    // Tomorrow's and later windows: the same-day ones may close while the suite runs.
    const today = offeredWindows()[0]!.date;
    windows = offeredWindows().filter((window) => !window.label.startsWith('Today'));
    expect(windows.length).toBeGreaterThanOrEqual(6);
    expect(windows[0]!.date >= today).toBe(true);
  }, SLOW_MS);

  afterAll(async () => {
    await reader?.close();
    await api?.close();
    await database?.drop();
    await smtp?.close();
  });

  it(
    'gives the last place of a window to one of two staff booking at once and refuses the other clearly',
    async () => {
      const target = windows[0]!;
      await fillAllButOne(target.id);
      const [first, second] = [await newLead(), await newLead()];
      const [firstCsrf, secondCsrf] = [await csrf(owner, first), await csrf(staff, second)];
      const form = (token: string) => ({
        _csrf: token,
        window: target.id,
        address: '1 Last Place, Hayward, CA 94545',
        technician: '',
      });
      const responses = await Promise.all([
        owner.post(`/admin/leads/${first}/booking`, form(firstCsrf)),
        staff.post(`/admin/leads/${second}/booking`, form(secondCsrf)),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([303, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      expect(refused.body).toContain(`${target.label} is full: all ${CAPACITY} places are booked`);
      // The form comes back with the address kept and the other windows to pick; the full
      // one is shown and cannot be picked.
      expect(refused.body).toContain('value="1 Last Place, Hayward, CA 94545"');
      expect(refused.body).toMatch(new RegExp(`value="${target.id}"\\s+disabled`));
      expect(refused.body).toContain(`value="${windows[1]!.id}"`);
      expect(await bookedCount(target.id)).toBe(CAPACITY);
      const active = await reader.db
        .selectFrom('bookings')
        .select('lead_id')
        .where('window_id', '=', target.id)
        .where('cancelled_at', 'is', null)
        .execute();
      expect(active).toHaveLength(CAPACITY);
      // The quote flow shows the window full now that booked jobs fill it.
      const offered = (await (await fetch(`${api.url}/api/quote/windows`)).json()) as {
        windows: { id: string; available: boolean }[];
      };
      expect(offered.windows.find((window) => window.id === target.id)?.available).toBe(false);
      // And refuses a new request for it.
      const request = await postJson(
        api,
        '/api/leads',
        validLeadBody({
          idempotencyKey: `full-window-${Date.now()}`,
          quote: { ...QUOTE, appointmentWindow: target.id },
        }),
      );
      expect(request.statusCode).toBe(409);
    },
    SLOW_MS,
  );

  it('takes no place for a visitor request: only booked jobs count', async () => {
    const target = windows[2]!;
    for (let index = 0; index < CAPACITY + 1; index += 1) {
      await newLead({
        quote: { ...QUOTE, appointmentWindow: target.id },
      });
    }
    expect(await bookedCount(target.id)).toBe(0);
    const offered = (await (await fetch(`${api.url}/api/quote/windows`)).json()) as {
      windows: { id: string; available: boolean }[];
    };
    expect(offered.windows.find((window) => window.id === target.id)?.available).toBe(true);
  });

  it(
    'rescheduling frees the old place',
    async () => {
      const [from, to] = [windows[3]!, windows[4]!];
      await fillAllButOne(from.id);
      const moving = await newLead();
      expect((await book(staff, moving, from.id)).statusCode).toBe(303);
      expect(await bookedCount(from.id)).toBe(CAPACITY);
      const waiting = await newLead();
      expect((await book(staff, waiting, from.id)).statusCode).toBe(409);

      const moved = await book(staff, moving, to.id);
      expect(moved.statusCode).toBe(303);
      expect(moved.headers.location).toContain('done=rescheduled');
      expect(await bookedCount(from.id)).toBe(CAPACITY - 1);
      expect(await bookedCount(to.id)).toBe(1);
      expect((await book(staff, waiting, from.id)).statusCode).toBe(303);

      const page = await staff.get(`/admin/leads/${moving}`);
      expect(page.body).toContain(`Rescheduled from ${from.label} to ${to.label}`);
      expect(page.body).toContain(`Booked: ${to.label}`);
    },
    SLOW_MS,
  );

  it(
    'cancelling frees the place and puts the lead back to contacted',
    async () => {
      const target = windows[5]!;
      const [kept] = await fillAllButOne(target.id);
      const cancelling = await newLead();
      expect((await book(owner, cancelling, target.id)).statusCode).toBe(303);
      expect(await bookedCount(target.id)).toBe(CAPACITY);

      const cancelled = await owner.post(`/admin/leads/${cancelling}/booking/cancel`, {
        _csrf: await csrf(owner, cancelling),
      });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toContain('done=cancelled');
      expect(await bookedCount(target.id)).toBe(CAPACITY - 1);
      const lead = await reader.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', cancelling)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe('contacted');
      const page = await owner.get(`/admin/leads/${cancelling}`);
      expect(page.body).toContain(`Cancelled the booking for ${target.label}`);
      expect(page.body).toContain('Confirm and book');
      // Cancelling twice changes nothing.
      const again = await owner.post(`/admin/leads/${cancelling}/booking/cancel`, {
        _csrf: await csrf(owner, cancelling),
      });
      expect(again.headers.location).toContain('done=not-booked');
      expect(await bookedCount(target.id)).toBe(CAPACITY - 1);
      expect(kept).toBeDefined();
    },
    SLOW_MS,
  );

  it(
    'a status that ends the job cancels the booking and frees its place; completed keeps it',
    async () => {
      const [lostWindow, spamWindow] = [windows[10]!, windows[11]!];
      expect(spamWindow).toBeDefined();
      const setStatus = async (leadId: string, status: string) =>
        owner.post(`/admin/leads/${leadId}/status`, { _csrf: await csrf(owner, leadId), status });
      const bookingMessages = async (leadId: string) =>
        (
          await reader.db
            .selectFrom('outbox')
            .select('id')
            .where('lead_id', '=', leadId)
            .where('channel', '=', 'booking')
            .execute()
        ).length;

      // Lost: the last place of a full window is free again, and the customer is told.
      await fillAllButOne(lostWindow.id);
      const losing = await newLead();
      expect((await book(owner, losing, lostWindow.id)).statusCode).toBe(303);
      expect(await bookedCount(lostWindow.id)).toBe(CAPACITY);
      const lost = await setStatus(losing, 'lost');
      expect(lost.statusCode).toBe(303);
      expect(lost.headers.location).toContain('done=status-cancelled');
      expect(await bookedCount(lostWindow.id)).toBe(CAPACITY - 1);
      expect(await bookingMessages(losing)).toBe(2);
      const page = await owner.get(`/admin/leads/${losing}?done=status-cancelled`);
      expect(page.body).toContain('its booking is cancelled and the place is free again');
      expect(page.body).toContain(`Cancelled the booking for ${lostWindow.label}`);
      expect(page.body).toContain('Confirm and book');
      const next = await newLead();
      expect((await book(staff, next, lostWindow.id)).statusCode).toBe(303);
      expect(await bookedCount(lostWindow.id)).toBe(CAPACITY);

      // Spam: the place is freed, but nothing is sent to whoever is behind it.
      const spam = await newLead();
      expect((await book(owner, spam, spamWindow.id)).statusCode).toBe(303);
      expect(await bookedCount(spamWindow.id)).toBe(1);
      expect((await setStatus(spam, 'spam')).headers.location).toContain('done=status-cancelled');
      expect(await bookedCount(spamWindow.id)).toBe(0);
      expect(await bookingMessages(spam)).toBe(1);

      // Completed: the job was done in its window; the booking and its place stay.
      const done = await newLead();
      expect((await book(owner, done, spamWindow.id)).statusCode).toBe(303);
      const completed = await setStatus(done, 'completed');
      expect(completed.headers.location).toContain('done=status');
      expect(completed.headers.location).not.toContain('status-cancelled');
      expect(await bookedCount(spamWindow.id)).toBe(1);
      const kept = await reader.db
        .selectFrom('bookings')
        .select('cancelled_at')
        .where('lead_id', '=', done)
        .executeTakeFirstOrThrow();
      expect(kept.cancelled_at).toBeNull();
    },
    SLOW_MS,
  );

  it('refuses a booking without an address', async () => {
    const leadId = await newLead();
    const response = await book(owner, leadId, windows[6]!.id, { address: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter the service address');
    expect(await bookedCount(windows[6]!.id)).toBe(0);
  });

  it(
    "writes a Spanish lead's confirmation and calendar file in Spanish (docs/decisions/spanish.md#server)",
    async () => {
      // The window the refused booking above left empty.
      const target = windows[6]!;
      const email = `espanol-${Date.now()}@example.com`;
      const leadId = await newLead({ email, firstName: 'Lucía', language: 'es' });
      const address = '221 B St, Hayward, CA 94541';
      expect((await book(owner, leadId, target.id, { address })).statusCode).toBe(303);
      const raw = await waitFor(
        async () =>
          smtp.messages.find(
            (message) => message.includes(`To: ${email}`) && calendarAttachments(message).length,
          ),
        10_000,
      );
      // The text part, quoted-printable decoded.
      const text = Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8');
      expect(text).toContain('Hola, Lucía:');
      expect(text).toContain('Nuestro técnico irá a donde usted esté');
      expect(text).not.toContain('Our technician');
      const event = parseCalendar(calendarAttachments(raw)[0]!).events[0]!;
      expect(calendarText(event.SUMMARY!.value)).toContain('cita para los vidrios de su carro');
      expect(calendarText(event.DESCRIPTION!.value)).toMatch(/^Servicio móvil/);
    },
    SLOW_MS,
  );

  it(
    'emails the customer a confirmation with a valid calendar file, its change and its cancellation',
    async () => {
      const [first, second] = [windows[7]!, windows[8]!];
      const email = `calendar-${Date.now()}@example.com`;
      const leadId = await newLead({ email, firstName: 'Dana' });
      const address = 'Apt 4, 221 B St, Hayward, CA 94541';
      expect((await book(owner, leadId, first.id, { address })).statusCode).toBe(303);

      const calendarOf = async (method: string) => {
        const raw = await waitFor(
          async () =>
            smtp.messages.find(
              (message) =>
                message.includes(`To: ${email}`) &&
                calendarAttachments(message).some((ics) => ics.includes(`METHOD:${method}`)) &&
                !seen.has(message),
            ),
          10_000,
        );
        seen.add(raw);
        const [ics] = calendarAttachments(raw).filter((text) => text.includes(`METHOD:${method}`));
        return { raw, calendar: parseCalendar(ics!) };
      };
      const seen = new Set<string>();

      const booked = await calendarOf('REQUEST');
      // The subject is encoded (it holds an en dash); the text says it plainly.
      expect(booked.raw).toMatch(/^Subject: /m);
      expect(booked.raw).toContain('Our technician will come to you');
      expect(booked.raw).toContain('filename=appointment.ics');
      const event = booked.calendar.events[0]!;
      expect(booked.calendar.events).toHaveLength(1);
      expect(event.UID!.value).toMatch(/^booking-[\w-]+@/);
      expect(event.SEQUENCE!.value).toBe('0');
      const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(event.DTSTART!.value).toBe(stamp(businessInstant(first.date, first.startMinutes)));
      expect(event.DTEND!.value).toBe(stamp(businessInstant(first.date, first.endMinutes)));
      expect(calendarText(event.LOCATION!.value)).toBe(address);
      expect(event.SUMMARY!.value).toContain('auto glass appointment');

      expect((await book(owner, leadId, second.id, { address })).statusCode).toBe(303);
      const moved = (await calendarOf('REQUEST')).calendar.events[0]!;
      expect(moved.UID!.value).toBe(event.UID!.value);
      expect(moved.SEQUENCE!.value).toBe('1');
      expect(moved.DTSTART!.value).toBe(stamp(businessInstant(second.date, second.startMinutes)));

      await owner.post(`/admin/leads/${leadId}/booking/cancel`, {
        _csrf: await csrf(owner, leadId),
      });
      const cancelled = await calendarOf('CANCEL');
      const cancelledEvent = cancelled.calendar.events[0]!;
      expect(cancelled.calendar.properties.METHOD!.value).toBe('CANCEL');
      expect(cancelledEvent.UID!.value).toBe(event.UID!.value);
      expect(cancelledEvent.SEQUENCE!.value).toBe('2');
      expect(cancelledEvent.STATUS!.value).toBe('CANCELLED');

      // Each went out once, and the lead page lists them.
      await waitFor(async () => {
        const rows = await reader.db
          .selectFrom('outbox')
          .select(['status'])
          .where('lead_id', '=', leadId)
          .where('channel', '=', 'booking')
          .execute();
        return rows.length === 3 && rows.every((row) => row.status === 'sent') ? rows : undefined;
      }, 10_000);
      const page = await owner.get(`/admin/leads/${leadId}`);
      expect(page.body).toMatch(
        /<strong>Booking email to the customer<\/strong>\s*<span class="badge">sent<\/span>/,
      );
    },
    SLOW_MS,
  );

  it(
    'shows the day and the week with places left, and a technician their jobs today',
    async () => {
      const target = windows[9]!;
      const techId = (
        await reader.db
          .selectFrom('admin_users')
          .select('id')
          .where('email', '=', TECH.email)
          .executeTakeFirstOrThrow()
      ).id;
      const leadId = await newLead({
        firstName: 'Sam',
        lastName: 'Rivera',
        phone: '(510) 555-0133',
        quote: QUOTE,
      });
      const address = '77 Foothill Blvd, Hayward, CA 94541';
      expect(
        (await book(owner, leadId, target.id, { address, technician: techId })).statusCode,
      ).toBe(303);

      const day = await owner.get(`/admin/schedule?day=${target.date}`);
      expect(day.statusCode).toBe(200);
      expect(day.body).toContain('Sam Rivera');
      expect(day.body).toContain(`href="/admin/leads/${leadId}"`);
      expect(day.body).toContain(`1 booked · ${CAPACITY - 1} left`);
      expect(day.body).toContain('tech@example.com');
      expect(day.body).toMatch(/href="\/admin\/schedule\?day=\d{4}-\d{2}-\d{2}" rel="prev"/);
      expect(day.body).toContain('aria-current="page"\n          >Schedule');

      const week = await owner.get(`/admin/schedule/week?day=${target.date}`);
      expect(week.statusCode).toBe(200);
      expect(week.body).toContain('Sam Rivera');
      expect((week.body.match(/class="card schedule-day/g) ?? []).length).toBe(7);

      // The owner's export carries the booked window and the technician.
      const csv = (await owner.get('/admin/export.csv')).body;
      const [header, ...lines] = csv.trim().split('\r\n');
      expect(header).toContain('bookedWindow,technician');
      const row = lines.find((line) => line.includes('Rivera'))!;
      expect(row).toContain(`"${windowDescription(target.id)}",tech@example.com`);

      // On the job's day, the technician signs in and sees it.
      serviceClock = fixedClock(Date.parse(businessInstant(target.date, target.startMinutes - 60)));
      try {
        const tech = await signedIn(TECH);
        const jobs = await tech.get('/admin/my-jobs');
        expect(jobs.statusCode).toBe(200);
        expect(jobs.body).toContain('My jobs today');
        expect(jobs.body).toContain('Sam Rivera');
        expect(jobs.body).toContain(
          `https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(address)}`,
        );
        expect(jobs.body).toContain('href="tel:+15105550133"');
        expect(jobs.body).toContain('2018 Honda Civic');
        // Another account's list does not hold it.
        const other = await (await signedIn(STAFF)).get('/admin/my-jobs');
        expect(other.body).toContain('No jobs assigned to you today.');
        expect(other.body).not.toContain('Sam Rivera');
      } finally {
        serviceClock = systemClock;
      }
    },
    SLOW_MS,
  );
});
