/**
 * The owner's inbox over real HTTP against a real database (SQLite, and PostgreSQL when
 * DATABASE_URL is set): accounts from the CLI, sign-in and sessions, CSRF, throttling,
 * roles, working a lead, the report, privacy requests and retention.
 */
import http from 'node:http';
import sharp from 'sharp';
import { offeredWindows } from '@/content/quote-settings';
import { windowDescription } from '../business-time';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  formTokenIssued,
  nextClientIp,
  postJson,
  startLeadTestService,
  validLeadBody,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { AdminClient, runCli } from '../../test/support/admin-test-client';
import { fixedClock } from '../../test/support/clocks';
import { type Clock, systemClock } from '../clock';
import { openDatabase, type Database } from '../db/database';
import { findLeadById } from '../leads/lead.repository';
import {
  insertOutboxMessages,
  listOutboxMessagesForLead,
  markOutboxAttemptFailed,
  markOutboxSent,
} from '../outbox/outbox.repository';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from './admin-config';
import { listAuditEntries } from './admin.repository';
import { authenticate, signIn } from './admin.service';
import { applyNotificationRetention } from './privacy';

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const STAFF = { email: 'staff@example.com', password: 'staff password 123' };
const INVALID = 'That email and password do not match an active account.';

/**
 * This suite hashes and checks passwords at a low scrypt cost (2^10, 1 MB, about 1 ms): it
 * adds accounts and signs in again and again, and at the production cost (2^15, 32 MB, which
 * admin-units.test.ts asserts for hashPassword and the decoy hash) scrypt was most of its
 * time (docs/testing.md#password-cost-in-tests). The stored hash names its cost, so
 * verifying works the same either way.
 */
jest.mock('./password', () => {
  const actual = jest.requireActual<typeof import('./password')>('./password');
  const testCost = 2 ** 10;
  let decoy: Promise<string> | undefined;
  return {
    ...actual,
    hashPassword: (password: string) => actual.hashPassword(password, testCost),
    decoyPasswordHash: () => (decoy ??= actual.hashPassword('no password matches', testCost)),
  };
});

/** Tests that hash or check many passwords on a shared, loaded machine. */
const SCRYPT_HEAVY_TIMEOUT_MS = 90_000;

/** The page's markup with runs of whitespace as one space and none between tags. */
const squash = (body: string) => body.replace(/\s+/g, ' ').replace(/> </g, '><');

/**
 * The service's clock (server/clock.ts): the system clock, unless a test sets another for
 * its own duration.
 */
let serviceClock: Clock = systemClock;
const testServiceClock: Clock = { now: () => serviceClock.now() };

/** Runs `run` with the service reading `clock`, then the system clock again. */
function withServiceClock(clock: Clock, run: () => Promise<void>): () => Promise<void> {
  return async () => {
    serviceClock = clock;
    try {
      await run();
    } finally {
      serviceClock = systemClock;
    }
  };
}

/**
 * Failed sign-ins are counted in fixed windows (admin-config.ts), so a test whose attempts
 * straddle a window's edge would see the count start again (CI met this at 04:45 UTC). The
 * service's clock stays in the middle of the current window while `run` signs in.
 */
function inOneThrottleWindow(run: () => Promise<void>): () => Promise<void> {
  const now = Date.now();
  const middle = now - (now % SIGN_IN_THROTTLE_WINDOW_MS) + SIGN_IN_THROTTLE_WINDOW_MS / 2;
  return withServiceClock(fixedClock(middle), run);
}

describeEachDatabase('owner inbox', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;
  let env: NodeJS.ProcessEnv;

  async function submitLead(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await postJson(api, '/api/leads', validLeadBody(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  async function signedIn(account = OWNER): Promise<AdminClient> {
    const client = new AdminClient(api);
    const response = await client.signIn(account.email, account.password);
    expect(response.statusCode).toBe(303);
    return client;
  }

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, {}, { clock: testServiceClock });
    reader = await openDatabase(database.config);
    env = { ...database.config };
    expect(
      (await runCli(['user', 'add', OWNER.email, '--role', 'owner'], env, `${OWNER.password}\n`))
        .code,
    ).toBe(0);
    expect((await runCli(['user', 'add', STAFF.email], env, `${STAFF.password}\n`)).code).toBe(0);
  }, SCRYPT_HEAVY_TIMEOUT_MS);

  afterAll(async () => {
    await reader?.close();
    await api?.close();
    await database?.drop();
  });

  describe('accounts from the command line', () => {
    it('adds users with the password from stdin, never printing it, and lists them', async () => {
      const added = await runCli(['user', 'add', 'Ann@Example.com'], env, 'a long enough pass\n');
      expect(added).toMatchObject({ code: 0 });
      expect(added.stdout).toContain('ann@example.com (staff)');
      expect(added.stdout + added.stderr).not.toContain('a long enough pass');
      const listed = await runCli(['user', 'list'], env);
      expect(listed.stdout).toMatch(/owner@example\.com\s+owner\s+active/);
      expect(listed.stdout).toMatch(/ann@example\.com\s+staff\s+active/);
      const row = await reader.db
        .selectFrom('admin_users')
        .select('password_hash')
        .where('email', '=', 'ann@example.com')
        .executeTakeFirstOrThrow();
      // Hashed by hashPassword (at this suite's cost, above), never stored as typed.
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(row.password_hash).not.toContain('a long enough pass');
    });

    it('refuses a short password, a duplicate and an unknown role', async () => {
      expect((await runCli(['user', 'add', 'bob@example.com'], env, 'short\n')).code).toBe(1);
      const duplicate = await runCli(['user', 'add', OWNER.email], env, 'another long password\n');
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain('exists already');
      expect(
        (await runCli(['user', 'add', 'c@example.com', '--role', 'admin'], env, 'x'.repeat(20)))
          .code,
      ).toBe(1);
    });

    it(
      'resets a password (ending sessions) and disables an account',
      async () => {
        await runCli(['user', 'add', 'temp@example.com'], env, 'first password 1\n');
        const client = await signedIn({ email: 'temp@example.com', password: 'first password 1' });
        expect((await client.get('/admin')).statusCode).toBe(200);
        expect(
          (await runCli(['user', 'reset-password', 'temp@example.com'], env, 'second password 2\n'))
            .code,
        ).toBe(0);
        expect((await client.get('/admin')).statusCode).toBe(303);
        const again = await signedIn({ email: 'temp@example.com', password: 'second password 2' });
        expect((await runCli(['user', 'disable', 'temp@example.com'], env)).code).toBe(0);
        expect((await again.get('/admin')).statusCode).toBe(303);
        const refused = await new AdminClient(api).signIn('temp@example.com', 'second password 2');
        expect(refused.statusCode).toBe(401);
        expect(refused.body).toContain(INVALID);
      },
      SCRYPT_HEAVY_TIMEOUT_MS,
    );
  });

  describe('disabling and enabling accounts', () => {
    async function isDisabled(email: string): Promise<boolean> {
      const row = await reader.db
        .selectFrom('admin_users')
        .select('disabled_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return row.disabled_at !== null;
    }

    it(
      'enables a disabled account again on reset-password and on user enable',
      async () => {
        const reset = { email: 'reset@example.com', password: 'reset password 1' };
        await runCli(['user', 'add', reset.email], env, `${reset.password}\n`);
        expect((await runCli(['user', 'disable', reset.email], env)).code).toBe(0);
        const refused = await new AdminClient(api).signIn(reset.email, reset.password);
        expect(refused.statusCode).toBe(401);
        expect(
          (await runCli(['user', 'reset-password', reset.email], env, 'reset password 2\n')).code,
        ).toBe(0);
        expect(await isDisabled(reset.email)).toBe(false);
        await signedIn({ email: reset.email, password: 'reset password 2' });

        const enable = { email: 'enable@example.com', password: 'enable password 1' };
        await runCli(['user', 'add', enable.email], env, `${enable.password}\n`);
        expect((await runCli(['user', 'disable', enable.email], env)).code).toBe(0);
        // Any spelling of the email names the account.
        const enabled = await runCli(['user', 'enable', ' Enable@Example.com '], env);
        expect(enabled).toMatchObject({ code: 0 });
        expect(enabled.stdout).toContain('it can sign in again');
        expect(await isDisabled(enable.email)).toBe(false);
        await signedIn(enable);
        expect((await runCli(['user', 'enable', enable.email], env)).stdout).toContain(
          'active already',
        );
        const unknown = await runCli(['user', 'enable', 'nobody@example.com'], env);
        expect(unknown.code).toBe(1);
        expect(unknown.stderr).toContain('No account for nobody@example.com');
        const actions = (await listAuditEntries(reader.db)).map((entry) => entry.action);
        expect(actions).toContain('user.enable');
      },
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it(
      'never disables the last active owner from the command line',
      async () => {
        const second = { email: 'second-owner@example.com', password: 'second owner pass' };
        await runCli(['user', 'add', second.email, '--role', 'owner'], env, `${second.password}\n`);
        expect((await runCli(['user', 'disable', second.email], env)).code).toBe(0);
        // OWNER is now the only active owner.
        const refused = await runCli(['user', 'disable', ` ${OWNER.email.toUpperCase()} `], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('last active owner');
        expect(await isDisabled(OWNER.email)).toBe(false);
        expect((await runCli(['user', 'enable', second.email], env)).code).toBe(0);
      },
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it('never lets an owner disable themselves, however the email is typed', async () => {
      const owner = await signedIn();
      const csrf = await owner.csrf('/admin/users');
      for (const typed of [` ${OWNER.email} `, OWNER.email.toUpperCase(), OWNER.email]) {
        const response = await owner.post('/admin/users/disable', { email: typed, _csrf: csrf });
        expect(response.statusCode).toBe(409);
        expect(response.body).toContain('You cannot disable your own account.');
        expect(await isDisabled(OWNER.email)).toBe(false);
        expect((await owner.get('/admin')).statusCode).toBe(200);
      }
      // Another account, typed loosely, is found and disabled.
      await runCli(['user', 'add', 'loose@example.com'], env, 'loose password 1\n');
      const disabled = await owner.post('/admin/users/disable', {
        email: ' Loose@Example.COM ',
        _csrf: csrf,
      });
      expect(disabled.statusCode).toBe(303);
      expect(await isDisabled('loose@example.com')).toBe(true);
    });
  });

  describe('signing in', () => {
    it('sets an HttpOnly, SameSite=Strict cookie for /admin only', async () => {
      const client = new AdminClient(api);
      const response = await client.signIn(OWNER.email, OWNER.password);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/admin');
      const cookie = response.headers['set-cookie']!;
      expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain('Path=/admin');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
    });

    it(
      'decides Secure from the configuration, never from the Host header',
      async () => {
        /** `{status} {set-cookie}` of a sign-in posted to `target` with this Host header. */
        function cookieVia(target: LeadTestService, host: string): Promise<string> {
          const { port } = new URL(target.url);
          return new Promise((resolve, reject) => {
            const request = http.request(
              {
                host: '127.0.0.1',
                port: Number(port),
                method: 'POST',
                path: '/admin/sign-in',
                headers: {
                  host,
                  'x-forwarded-for': nextClientIp(),
                  'content-type': 'application/x-www-form-urlencoded',
                },
              },
              (response) => {
                response.resume();
                // Checked by the caller: a failed expect here would escape the test.
                resolve(`${response.statusCode} ${response.headers['set-cookie']?.[0] ?? ''}`);
              },
            );
            request.on('error', reject);
            request.end(signInForm);
          });
        }
        const signInForm = new URLSearchParams(OWNER).toString();
        // The site's origin (SITE_URL) is https: Secure, even for a request to localhost.
        for (const host of ['localhost', '127.0.0.1', 'www.mobileautoglass.example']) {
          expect(await cookieVia(api, host)).toMatch(/^303 admin_session=[\w-]{43};.*; Secure$/);
        }
        // Served over plain http, said so in ADMIN_COOKIE_SECURE: never Secure.
        const plain = await startLeadTestService(database.config, { ADMIN_COOKIE_SECURE: 'false' });
        try {
          for (const host of ['localhost', 'www.mobileautoglass.example']) {
            const cookie = await cookieVia(plain, host);
            expect(cookie).toMatch(/^303 admin_session=[\w-]{43};/);
            expect(cookie).not.toContain('Secure');
          }
        } finally {
          await plain.close();
        }
      },
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it('redirects without a session and shows no lead data', async () => {
      await submitLead({ firstName: 'Hidden', lastName: 'Person' });
      const anonymous = new AdminClient(api);
      for (const path of ['/admin', '/admin/report', '/admin/leads/lead-1', '/admin/export.csv']) {
        const response = await anonymous.get(path);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toMatch(/^\/admin\/sign-in\?next=/);
        expect(response.body).not.toContain('Hidden');
      }
      expect((await anonymous.get('/admin/api/new-leads?after=2020-01-01')).statusCode).toBe(401);
      const forged = new AdminClient(api);
      forged.cookie = `admin_session=${'a'.repeat(43)}`;
      expect((await forged.get('/admin')).statusCode).toBe(303);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const wrong = await new AdminClient(api).signIn(OWNER.email, 'not the password');
      const unknown = await new AdminClient(api).signIn('nobody@example.com', 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toContain(INVALID);
      expect(unknown.body.replace('nobody@example.com', OWNER.email)).toBe(wrong.body);
    });

    it(
      'throttles failed sign-ins per account, even with the right password afterwards',
      inOneThrottleWindow(async () => {
        await runCli(['user', 'add', 'throttled@example.com'], env, 'throttled password\n');
        for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
          // A new address each time: the account's own count stops it.
          expect(
            (await new AdminClient(api).signIn('throttled@example.com', 'wrong')).statusCode,
          ).toBe(401);
        }
        const blocked = await new AdminClient(api).signIn(
          'throttled@example.com',
          'throttled password',
        );
        expect(blocked.statusCode).toBe(429);
        expect(blocked.body).toContain('Too many failed sign-ins');
        expect(blocked.headers['set-cookie']).toBeUndefined();
      }),
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it(
      'throttles failed sign-ins per address, whatever the account',
      inOneThrottleWindow(async () => {
        const client = new AdminClient(api);
        for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ADDRESS; attempt += 1) {
          await client.signIn(`guess${attempt}@example.com`, 'wrong');
        }
        expect((await client.signIn(OWNER.email, OWNER.password)).statusCode).toBe(429);
        expect((await new AdminClient(api).signIn(OWNER.email, OWNER.password)).statusCode).toBe(
          303,
        );
      }),
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    /** Sends every sign-in at once; answers in the order given. */
    function signInAllAtOnce(
      attempts: Array<{ client: AdminClient; password: string; email: string }>,
    ) {
      return Promise.all(
        attempts.map(({ client, email, password }) => client.signIn(email, password)),
      );
    }

    async function sessionsOf(email: string): Promise<number> {
      const row = await reader.db
        .selectFrom('admin_sessions')
        .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('admin_users.email', '=', email)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }

    it(
      'holds the per-account limit against guesses sent all at once, the right one among them',
      inOneThrottleWindow(async () => {
        const account = { email: 'parallel@example.com', password: 'parallel password' };
        await runCli(['user', 'add', account.email], env, `${account.password}\n`);
        // 60 guesses, each from its own address so that only the account's count holds
        // them; the right password in the middle.
        const attempts = Array.from({ length: 60 }, (_, index) => ({
          client: new AdminClient(api),
          email: account.email,
          password: index === 30 ? account.password : `wrong guess ${index}`,
        }));
        const answers = (await signInAllAtOnce(attempts)).map((response) => response.statusCode);
        const checked = answers.filter((status) => status !== 429);
        expect(checked.length).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
        expect(checked.every((status) => status === 401 || status === 303)).toBe(true);
        expect(answers.filter((status) => status === 429)).toHaveLength(60 - checked.length);
        // A session exists only for a right password that was among the checked ones.
        const signedIn = answers.filter((status) => status === 303).length;
        expect(signedIn).toBeLessThanOrEqual(1);
        expect(await sessionsOf(account.email)).toBe(signedIn);
        if (answers[30] === 429) expect(signedIn).toBe(0);
      }),
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it(
      'holds the per-address limit against guesses sent all at once, the right one among them',
      inOneThrottleWindow(async () => {
        const address = nextClientIp();
        const sessionsBefore = await sessionsOf(OWNER.email);
        // 60 guesses from one address at as many accounts (no account reaches its own
        // limit), the owner's right password in the middle.
        const attempts = Array.from({ length: 60 }, (_, index) => ({
          client: new AdminClient(api, address),
          email: index === 30 ? OWNER.email : `spray${index}@example.com`,
          password: index === 30 ? OWNER.password : 'wrong guess',
        }));
        const answers = (await signInAllAtOnce(attempts)).map((response) => response.statusCode);
        const checked = answers.filter((status) => status !== 429);
        expect(checked.length).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES_PER_ADDRESS);
        expect(answers.filter((status) => status === 429)).toHaveLength(60 - checked.length);
        const signedIn = answers.filter((status) => status === 303).length;
        expect(await sessionsOf(OWNER.email)).toBe(sessionsBefore + signedIn);
        if (answers[30] === 429) expect(signedIn).toBe(0);
        // Serially, the address stays throttled for the rest of the window.
        expect(
          (await new AdminClient(api, address).signIn(OWNER.email, OWNER.password)).statusCode,
        ).toBe(429);
      }),
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it(
      'gives back the attempt of a sign-in that succeeds: only failures count',
      inOneThrottleWindow(async () => {
        const address = nextClientIp();
        for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT + 2; attempt += 1) {
          expect(
            (await new AdminClient(api, address).signIn(STAFF.email, STAFF.password)).statusCode,
          ).toBe(303);
        }
        const counts = await reader.db
          .selectFrom('sign_in_failures')
          .select(['key', 'count'])
          .where('key', 'in', [`account:${STAFF.email}`, `address:${address}`])
          .execute();
        expect(counts.every((row) => row.count === 0)).toBe(true);
      }),
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it(
      "counts failed sign-ins in the service clock's window and starts again in the next",
      async () => {
        const account = { email: 'clocked@example.com', password: 'clocked password' };
        await runCli(['user', 'add', account.email], env, `${account.password}\n`);
        const now = Date.now();
        const nextWindow = now - (now % SIGN_IN_THROTTLE_WINDOW_MS) + SIGN_IN_THROTTLE_WINDOW_MS;
        await withServiceClock(fixedClock(nextWindow - 1), async () => {
          for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
            expect((await new AdminClient(api).signIn(account.email, 'wrong')).statusCode).toBe(
              401,
            );
          }
          expect(
            (await new AdminClient(api).signIn(account.email, account.password)).statusCode,
          ).toBe(429);
        })();
        // One millisecond later by the service's clock, whatever the machine's says.
        await withServiceClock(fixedClock(nextWindow), async () => {
          expect(
            (await new AdminClient(api).signIn(account.email, account.password)).statusCode,
          ).toBe(303);
        })();
      },
      SCRYPT_HEAVY_TIMEOUT_MS,
    );

    it('refuses a sign-in form posted from another site', async () => {
      for (const headers of <Array<Record<string, string>>>[
        { origin: 'https://evil.example' },
        { origin: 'not a url' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await fetch(`${api.url}/admin/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }).toString(),
          redirect: 'manual',
        });
        expect(response.status).toBe(403);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('ends a session after the idle timeout and after its absolute lifetime', async () => {
      const start = Date.now();
      const result = await signIn(reader.db, { ...OWNER, clientIp: '10.9.9.9' }, start);
      if (!result.ok) throw new Error('sign-in failed');
      // Active every 20 minutes: still signed in after 11 hours.
      let now = start;
      while (now + 20 * 60_000 < start + SESSION_ABSOLUTE_LIFETIME_MS - 60 * 60_000) {
        now += 20 * 60_000;
        expect(await authenticate(reader.db, result.sessionId, now)).toBeDefined();
      }
      expect(
        await authenticate(reader.db, result.sessionId, start + SESSION_ABSOLUTE_LIFETIME_MS),
      ).toBeUndefined();

      const idle = await signIn(reader.db, { ...OWNER, clientIp: '10.9.9.9' }, start);
      if (!idle.ok) throw new Error('sign-in failed');
      expect(
        await authenticate(reader.db, idle.sessionId, start + SESSION_IDLE_TIMEOUT_MS + 1),
      ).toBeUndefined();
      // Gone for good: the row was deleted.
      expect(await authenticate(reader.db, idle.sessionId, start)).toBeUndefined();
    });

    it('signs out: the session ends and is audited', async () => {
      const client = await signedIn();
      const csrf = await client.csrf();
      const cookie = client.cookie;
      const response = await client.post('/admin/sign-out', { _csrf: csrf });
      expect(response.statusCode).toBe(303);
      expect(response.headers['set-cookie']).toContain('Max-Age=0');
      const stale = new AdminClient(api);
      stale.cookie = cookie;
      expect((await stale.get('/admin')).statusCode).toBe(303);
      const actions = (await listAuditEntries(reader.db)).map((entry) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['sign-in', 'sign-out', 'sign-in.failed']));
    });
  });

  describe('quote requests', () => {
    it('shows the answers, the estimate, the window and the photos to a signed-in user only', async () => {
      const jpeg = await sharp({
        create: { width: 80, height: 60, channels: 3, background: '#888888' },
      })
        .jpeg()
        .toBuffer();
      const upload = await fetch(`${api.url}/api/quote/photos`, {
        method: 'POST',
        headers: {
          'content-type': 'image/jpeg',
          'x-forwarded-for': nextClientIp(),
          'x-form-token': formTokenIssued(60_000),
        },
        body: new Uint8Array(jpeg),
      });
      const { id: photoId } = (await upload.json()) as { id: string };
      const [window] = offeredWindows();
      const leadId = await submitLead({
        idempotencyKey: `inbox-quote-${Date.now()}`,
        quote: {
          year: 2020,
          make: 'Subaru',
          model: 'Outback',
          vehicleClass: 'suv',
          glass: 'windshield',
          features: { forwardCamera: 'yes' },
          payment: 'self',
          appointmentWindow: window!.id,
          photoIds: [photoId],
        },
      });

      const client = await signedIn(STAFF);
      const page = await client.get(`/admin/leads/${leadId}`);
      expect(page.body).toContain('Quote request');
      expect(page.body).toContain('2020 Subaru Outback');
      expect(page.body).toMatch(/Estimate shown.*\$[\d,]+ – \$[\d,]+ before insurance/s);
      expect(page.body).toContain(windowDescription(window!.id));
      const photoPath = `/admin/leads/${leadId}/photos/${photoId}`;
      expect(page.body).toContain(photoPath);

      const photo = await client.get(photoPath);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('no-store');
      // Signed out: the sign-in page, never the photo.
      expect((await new AdminClient(api).get(photoPath)).statusCode).toBe(303);
      // Another lead's photo path is not found.
      expect((await client.get(`/admin/leads/no-such-lead/photos/${photoId}`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('a Spanish lead (docs/decisions/spanish.md#server)', () => {
    // The wording as a Spanish page showed it, with characters HTML must escape.
    const spanishWording =
      'Acepto la política de privacidad <y> que me contacten sobre mi cotización & cita.';
    const spanishTextWording = 'Acepto recibir mensajes de texto automáticos sobre mi solicitud.';

    it('is tagged Spanish in the list and the page, in English, with the wording as shown', async () => {
      const lastName = `Hernández${Date.now()}`;
      const spanishId = await submitLead({
        lastName,
        language: 'es',
        consentText: spanishWording,
        consentTexts: true,
        consentTextsWording: spanishTextWording,
      });
      const englishId = await submitLead({ lastName: `English${Date.now()}` });
      const client = await signedIn(STAFF);

      const list = squash((await client.get(`/admin?q=${encodeURIComponent(lastName)}`)).body);
      expect(list).toContain('<span class="badge language-badge">Spanish</span>');
      const englishPage = squash((await client.get(`/admin/leads/${englishId}`)).body);
      expect(englishPage).not.toContain('language-badge');
      expect(englishPage).toContain('<dt>Language</dt><dd>English</dd>');

      const page = squash((await client.get(`/admin/leads/${spanishId}`)).body);
      expect(page).toContain('<span class="badge language-badge">Spanish</span></h1>');
      expect(page).toMatch(
        /<dt>Language<\/dt><dd>Spanish: sent from a Spanish page; e-mails and texts to the customer are written in Spanish/,
      );
      // Whole and escaped, marked as Spanish for screen readers, with the note in English.
      expect(page).toContain(
        '<dt>Wording shown</dt><dd><span class="pre" lang="es-US">Acepto la política de privacidad &lt;y&gt; que me contacten sobre mi cotización &amp; cita.</span><span class="muted wording-note">(shown in Spanish)</span>',
      );
      expect(page).toContain(`lang="es-US">${spanishTextWording}</span>`);
      expect(page).not.toContain('<y>');
      // The inbox itself stays in English.
      expect(page).toContain('As submitted');
      expect(page).toContain('Privacy policy accepted');
    });
  });

  describe('an unfinished quote and its finished copy', () => {
    it('are both kept, and each page links to the other', async () => {
      const key = `flow-${Date.now()}`;
      const partialId = await submitLead({
        idempotencyKey: `${key}-partial`,
        incomplete: true,
        quote: { year: 2019, glass: 'back' },
      });
      const finishedId = await submitLead({
        idempotencyKey: key,
        quote: {
          year: 2019,
          make: 'Kia',
          model: 'Soul',
          vehicleClass: 'car',
          glass: 'back',
          payment: 'self',
        },
      });
      const client = await signedIn(STAFF);
      const partial = await client.get(`/admin/leads/${partialId}`);
      expect(partial.body).toContain('INCOMPLETE');
      expect(partial.body).toContain(`href="/admin/leads/${finishedId}"`);
      expect(partial.body).toContain('came back and finished this request');
      const finished = await client.get(`/admin/leads/${finishedId}`);
      expect(finished.body).toContain(`href="/admin/leads/${partialId}"`);
      expect(finished.body).toContain('An unfinished copy of this request arrived first');
    });
  });

  describe('repeats and unfinished requests', () => {
    /** The list row of each lead id, from the list page. */
    const rowsOf = (body: string) =>
      new Map(
        body
          .split('<li class="lead-row')
          .slice(1)
          .map((row) => [/href="\/admin\/leads\/([^"]+)"/.exec(row)![1]!, row] as const),
      );

    it('links the same phone or email within 30 days on both leads and marks them "Repeat"', async () => {
      const lastName = `Repeat${Date.now()}`;
      const email = `${lastName.toLowerCase()}@example.com`;
      const first = await submitLead({ lastName, email, phone: '(415) 555-0111' });
      const samePhone = await submitLead({
        lastName,
        email: `other.${email}`,
        phone: '415.555.0111',
      });
      const sameEmail = await submitLead({
        lastName,
        email: email.toUpperCase(),
        phone: '(650) 555-0122',
      });
      const monthsAgo = await submitLead({ lastName, email, phone: '(415) 555-0111' });
      const stranger = await submitLead({
        lastName,
        email: `stranger.${email}`,
        phone: '(707) 555-0133',
      });
      // Sent 31 days before the others: outside the window, so nobody's repeat.
      await reader.db
        .updateTable('leads')
        .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
        .where('id', '=', monthsAgo)
        .execute();
      const client = await signedIn(STAFF);
      const page = squash((await client.get(`/admin/leads/${first}`)).body);
      expect(page).toContain(`Also sent on`);
      expect(page).toContain(`href="/admin/leads/${samePhone}">open</a>`);
      expect(page).toContain(`href="/admin/leads/${sameEmail}">open</a>`);
      expect(page).not.toContain(`href="/admin/leads/${monthsAgo}"`);
      expect(page).not.toContain(`href="/admin/leads/${stranger}"`);
      // Linked on both leads.
      expect((await client.get(`/admin/leads/${samePhone}`)).body).toContain(
        `href="/admin/leads/${first}"`,
      );
      expect((await client.get(`/admin/leads/${stranger}`)).body).not.toContain('Also sent on');
      const rows = rowsOf((await client.get(`/admin?q=${lastName}`)).body);
      expect(rows.size).toBe(5);
      for (const id of [first, samePhone, sameEmail]) expect(rows.get(id)).toContain('>Repeat<');
      for (const id of [monthsAgo, stranger]) expect(rows.get(id)).not.toContain('>Repeat<');
    });

    it('marks an unfinished request, and counts it once when the visitor finished it', async () => {
      const lastName = `Unfinished${Date.now()}`;
      const campaign = lastName.toLowerCase();
      const key = `flow-${Date.now()}`;
      const lead = {
        lastName,
        utmCampaign: campaign,
        email: `${campaign}@example.com`,
        phone: '(408) 555-0155',
      };
      const partial = await submitLead({
        ...lead,
        idempotencyKey: `${key}-partial`,
        incomplete: true,
        quote: { year: 2019, glass: 'back' },
      });
      const finished = await submitLead({
        ...lead,
        idempotencyKey: key,
        quote: {
          year: 2019,
          make: 'Kia',
          model: 'Soul',
          vehicleClass: 'car',
          glass: 'back',
          payment: 'self',
        },
      });
      const abandoned = await submitLead({
        ...lead,
        phone: '(925) 555-0144',
        email: `left.${campaign}@example.com`,
        idempotencyKey: `other-${key}-partial`,
        incomplete: true,
        quote: { year: 2021, glass: 'back' },
      });
      const owner = await signedIn();
      const rows = rowsOf((await owner.get(`/admin?q=${lastName}`)).body);
      // The finished request stands for its unfinished copy; the lone unfinished one shows.
      expect([...rows.keys()].sort()).toEqual([abandoned, finished].sort());
      expect(rows.get(abandoned)).toContain('>Unfinished<');
      expect(rows.get(finished)).not.toContain('>Unfinished<');
      // A request and its own unfinished copy are one request, not a repeat.
      expect(rows.get(finished)).not.toContain('>Repeat<');
      const finishedPage = (await owner.get(`/admin/leads/${finished}`)).body;
      expect(finishedPage).toContain(`href="/admin/leads/${partial}"`);
      expect(finishedPage).not.toContain('Also sent on');
      expect((await owner.get(`/admin/leads/${partial}`)).body).toContain(
        'Unfinished: the visitor left the quote flow',
      );
      const report = squash((await owner.get('/admin/report')).body);
      expect(report).toContain(`<tr><td>${campaign}</td><td class="num">2</td>`);
      const csv = (await owner.get('/admin/export.csv')).body;
      expect(csv).toContain(finished);
      expect(csv).toContain(abandoned);
      expect(csv).not.toContain(partial);
    });
  });

  describe('pages', () => {
    it('are noindex and never cached', async () => {
      const client = await signedIn();
      for (const path of ['/admin', '/admin/sign-in', '/admin/nope', '/admin/assets/admin.css']) {
        const response = await client.get(path);
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect((await client.get('/admin/nope')).statusCode).toBe(404);
      const script = await client.get('/admin/assets/admin.js');
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    });

    it('escape what a visitor typed', async () => {
      const id = await submitLead({
        firstName: '<script>alert(1)</script>',
        lastName: '"><img src=x onerror=alert(2)>',
        message: "</textarea><b>bold</b>'",
        pageUrl: 'javascript:alert(3)',
      });
      const client = await signedIn();
      const list = await client.get('/admin');
      const page = await client.get(`/admin/leads/${id}`);
      for (const body of [list.body, page.body]) {
        expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(body).not.toContain('<script>alert(1)');
        expect(body).not.toContain('<img src=x');
      }
      expect(page.body).toContain('&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;&#39;');
      expect(page.body).not.toContain('href="javascript:');
    });

    it('encode the Email, Call and Text links of an address stored before the strict rule', async () => {
      const id = await submitLead({ firstName: 'Odd', lastName: 'Address' });
      // Old data: the email rule used to let this address in (issue 26, item 7).
      const odd = 'customer%40gmail.com?bcc=spy%40evil.example&x=@evil.example';
      await reader.db.updateTable('leads').set({ email: odd }).where('id', '=', id).execute();
      const page = (await (await signedIn()).get(`/admin/leads/${id}`)).body;
      const hrefs = [...page.matchAll(/href="((?:mailto|tel|sms):[^"]*)"/g)].map((match) =>
        match[1]!.replaceAll('&amp;', '&'),
      );
      const mailtos = hrefs.filter((href) => href.startsWith('mailto:'));
      expect(mailtos).toEqual([
        'mailto:customer%2540gmail.com%3Fbcc%3Dspy%2540evil.example%26x%3D@evil.example?subject=Your%20windshield%20replacement%20quote',
        'mailto:customer%2540gmail.com%3Fbcc%3Dspy%2540evil.example%26x%3D@evil.example',
      ]);
      for (const href of mailtos) {
        const url = new URL(href);
        expect([...url.searchParams.keys()].filter((name) => name !== 'subject')).toEqual([]);
        expect(decodeURIComponent(url.pathname)).toBe(odd);
      }
      expect(hrefs.filter((href) => !href.startsWith('mailto:'))).toEqual([
        'tel:+15105550187',
        expect.stringMatching(/^sms:\+15105550187\?&body=[^&]*$/),
        'tel:+15105550187',
      ]);
    });
  });

  describe('working leads', () => {
    let leadId: string;
    beforeAll(async () => {
      leadId = await submitLead({
        firstName: 'Work',
        lastName: 'Lead',
        utmSource: 'facebook',
        utmCampaign: 'fall-promo',
        pageUrl: 'https://www.mobileautoglass.example/leads/facebook?utm_source=facebook',
      });
    });

    it('lists leads newest first with status, source and filters', async () => {
      const client = await signedIn(STAFF);
      const list = await client.get('/admin');
      expect(list.statusCode).toBe(200);
      const rows = [...list.body.matchAll(/data-created="([^"]+)"/g)].map((match) => match[1]!);
      expect(rows).toEqual([...rows].sort().reverse());
      expect(list.body).toContain('/leads/facebook');
      expect(list.body).toContain('facebook / fall-promo');
      const filtered = await client.get('/admin?source=facebook&q=work');
      expect(filtered.body).toContain('Work Lead');
      expect(filtered.body).toContain('1 lead match');
      const byPhone = await client.get('/admin?q=555-0187');
      expect(byPhone.body).toContain('Work Lead');
      const none = await client.get('/admin?status=booked&q=work');
      expect(none.body).not.toContain('Work Lead');
    });

    it('returns new leads as rows for polling', async () => {
      const client = await signedIn(STAFF);
      const before = new Date(Date.now() - 1000).toISOString();
      await submitLead({ firstName: 'Polled' });
      const response = await client.get(`/admin/api/new-leads?after=${encodeURIComponent(before)}`);
      expect(response.statusCode).toBe(200);
      const data = response.json();
      expect(data.count).toBeGreaterThanOrEqual(1);
      expect(data.html).toContain('Polled');
    });

    it('puts flagged leads in their own tab', async () => {
      const id = await submitLead({ firstName: 'Botty', website: 'http://spam.example' });
      const client = await signedIn(STAFF);
      expect((await client.get('/admin')).body).not.toContain('Botty');
      const spam = await client.get('/admin?tab=spam');
      expect(spam.body).toContain('Botty');
      expect(spam.body).toContain('flagged:');
      expect((await client.get(`/admin/leads/${id}`)).statusCode).toBe(200);
      // A person caught by the checks: once worked, the lead is in the inbox.
      const csrf = await client.csrf(`/admin/leads/${id}`);
      await client.post(`/admin/leads/${id}/status`, { status: 'contacted', _csrf: csrf });
      expect((await client.get('/admin')).body).toContain('Botty');
      expect((await client.get('/admin?tab=spam')).body).not.toContain('Botty');
    });

    it('refuses a change without the CSRF token', async () => {
      const client = await signedIn(STAFF);
      const missing = await client.post(`/admin/leads/${leadId}/status`, { status: 'lost' });
      expect(missing.statusCode).toBe(403);
      const wrong = await client.post(`/admin/leads/${leadId}/status`, {
        status: 'lost',
        _csrf: 'x'.repeat(43),
      });
      expect(wrong.statusCode).toBe(403);
      const row = await reader.db
        .selectFrom('leads')
        .select('status')
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('new');
    });

    it('changes the status and adds a note, both audited with who', async () => {
      const client = await signedIn(STAFF);
      const csrf = await client.csrf(`/admin/leads/${leadId}`);
      const changed = await client.post(`/admin/leads/${leadId}/status`, {
        status: 'contacted',
        _csrf: csrf,
      });
      expect(changed.statusCode).toBe(303);
      const noted = await client.post(`/admin/leads/${leadId}/notes`, {
        note: 'Called, will send photos <b>',
        _csrf: csrf,
      });
      expect(noted.statusCode).toBe(303);
      const page = await client.get(`/admin/leads/${leadId}?done=note`);
      expect(page.body).toContain('Note added.');
      expect(page.body).toContain('Called, will send photos &lt;b&gt;');
      expect(page.body).toContain(STAFF.email);
      expect(squash(page.body)).toMatch(/<option value="contacted" selected ?>/);
      // The history in words, not codes.
      expect(page.body).toContain(`Status changed from new to contacted by ${STAFF.email}`);
      expect(page.body).toContain(`Note added by ${STAFF.email}`);
      expect(page.body).not.toContain('lead.status');
      const history = await listAuditEntries(reader.db, { leadId });
      expect(history.map((entry) => [entry.action, entry.userEmail, entry.detail])).toEqual(
        expect.arrayContaining([
          ['lead.status', STAFF.email, 'new → contacted'],
          ['lead.note', STAFF.email, undefined],
        ]),
      );
      expect(
        (await client.post(`/admin/leads/${leadId}/status`, { status: 'won', _csrf: csrf }))
          .statusCode,
      ).toBe(400);
    });

    it('shows notification history and resends a failed one', async () => {
      const lead = (await findLeadById(reader.db, leadId))!;
      await insertOutboxMessages(reader.db, lead, ['email', 'webhook']);
      const [email, webhook] = await listOutboxMessagesForLead(reader.db, leadId);
      await markOutboxAttemptFailed(reader.db, email!.id, 'ECONNREFUSED 127.0.0.1:25', undefined);
      await markOutboxSent(reader.db, [webhook!.id], new Date().toISOString());
      const client = await signedIn(STAFF);
      const page = await client.get(`/admin/leads/${leadId}`);
      expect(page.body).toContain('Last error: ECONNREFUSED 127.0.0.1:25');
      // Each attempt, from notification_attempts: when, what came of it, the error.
      expect(page.body).toContain('Attempts (1)');
      expect(squash(page.body)).toMatch(
        /failed for good<br ?\/?><span class="error-text">ECONNREFUSED 127\.0\.0\.1:25/,
      );
      expect(squash(page.body)).toContain('· delivered');
      expect(page.body).toContain('Resend email');
      expect(page.body).not.toContain('Resend webhook');
      const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
      const resent = await client.post(`/admin/leads/${leadId}/resend`, {
        message: email!.id,
        _csrf: csrf,
      });
      expect(resent.headers.location).toContain('done=resent');
      const after = await listOutboxMessagesForLead(reader.db, leadId);
      expect(after.find((message) => message.id === email!.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
      });
      const again = await client.post(`/admin/leads/${leadId}/resend`, {
        message: email!.id,
        _csrf: csrf,
      });
      expect(again.headers.location).toContain('done=not-failed');
      const actions = (await listAuditEntries(reader.db, { leadId })).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'lead.resend')).toHaveLength(1);
    });
  });

  describe('roles', () => {
    it('lets staff work leads but not export or manage users', async () => {
      const staff = await signedIn(STAFF);
      expect((await staff.get('/admin/export.csv')).statusCode).toBe(403);
      expect((await staff.get('/admin/users')).statusCode).toBe(403);
      expect((await staff.get('/admin/privacy')).statusCode).toBe(403);
      const csrf = await staff.csrf();
      expect(
        (await staff.post('/admin/users/disable', { email: OWNER.email, _csrf: csrf })).statusCode,
      ).toBe(403);
      expect((await staff.get('/admin/report')).body).not.toContain('Export CSV');
    });

    it('lets owners export CSV, formula injection escaped, and audits it', async () => {
      await submitLead({ firstName: '=HYPERLINK("http://x")' });
      const owner = await signedIn();
      const response = await owner.get('/admin/export.csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-/);
      expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
      const actions = (await listAuditEntries(reader.db)).map((entry) => entry.action);
      expect(actions).toContain('export');
    });
  });

  describe('report', () => {
    it('counts leads and bookings per source, page and hero variant', async () => {
      const campaign = `report-${Date.now()}`;
      const ids: string[] = [];
      for (const [variant, count] of [
        ['speed', 3],
        ['insurance', 2],
      ] as const) {
        for (let index = 0; index < count; index += 1) {
          ids.push(
            await submitLead({
              heroVariant: variant,
              utmSource: 'reportsource',
              utmCampaign: campaign,
              pageUrl: 'https://www.mobileautoglass.example/?utm_source=reportsource',
            }),
          );
        }
      }
      const owner = await signedIn();
      const csrf = await owner.csrf();
      // Two speed leads booked (one completed), one insurance lead booked.
      for (const [id, status] of [
        [ids[0]!, 'booked'],
        [ids[1]!, 'completed'],
        [ids[3]!, 'booked'],
        [ids[4]!, 'lost'],
      ] as const) {
        await owner.post(`/admin/leads/${id}/status`, { status, _csrf: csrf });
      }
      const report = await owner.get('/admin/report');
      expect(report.statusCode).toBe(200);
      const row = (key: string) =>
        new RegExp(
          `<tr><td>${key}</td><td class="num">(\\d+)</td><td class="num">(\\d+)</td><td class="num">(\\d+)%</td><td class="num">([^<]*)</td></tr>`,
        )
          .exec(squash(report.body))
          ?.slice(1);
      expect(row('reportsource')).toEqual(['5', '3', '60', '–']);
      expect(row(campaign)).toEqual(['5', '3', '60', '–']);
      expect(report.body).toContain('Impressions are not counted here');
      expect(report.body).toContain('id="experiment-reading"');
      expect(report.body).toContain('Export CSV');
    });
  });

  describe('job value', () => {
    it('is recorded on a completed job, editable later, and added up per source in the report', async () => {
      const campaign = `money-${Date.now()}`;
      const first = await submitLead({ utmCampaign: campaign, heroVariant: 'speed' });
      const second = await submitLead({ utmCampaign: campaign, heroVariant: 'speed' });
      const owner = await signedIn();
      const csrf = await owner.csrf();
      // Not offered before the job is completed.
      expect((await owner.get(`/admin/leads/${first}`)).body).not.toContain('Save job value');
      for (const id of [first, second]) {
        await owner.post(`/admin/leads/${id}/status`, { status: 'completed', _csrf: csrf });
      }
      expect((await owner.get(`/admin/leads/${first}`)).body).toContain('Save job value');
      const saved = await owner.post(`/admin/leads/${first}/job-value`, {
        value: '$1,250.50',
        insurancePaid: 'yes',
        _csrf: csrf,
      });
      expect(saved.statusCode).toBe(303);
      const page = (await owner.get(`/admin/leads/${first}?done=job-value`)).body;
      expect(page).toContain('$1,250.50');
      expect(page).toContain('paid by insurance');
      expect(page).toContain(`Job value recorded: $1,250.50, insurance paid by ${OWNER.email}`);
      // Changed later: the new value replaces the old.
      await owner.post(`/admin/leads/${first}/job-value`, { value: '1200', _csrf: csrf });
      await owner.post(`/admin/leads/${second}/job-value`, { value: '349.99', _csrf: csrf });
      const refused = await owner.post(`/admin/leads/${second}/job-value`, {
        value: 'about 300',
        _csrf: csrf,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Enter the job value in dollars');
      const row = await reader.db
        .selectFrom('leads')
        .select(['job_value_cents', 'insurance_paid'])
        .where('id', '=', first)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ job_value_cents: 120_000, insurance_paid: 0 });
      const report = squash((await owner.get('/admin/report')).body);
      expect(report).toContain(
        `<tr><td>${campaign}</td><td class="num">2</td><td class="num">2</td><td class="num">100%</td><td class="num">$1,549.99</td></tr>`,
      );
      // Any date range: a range before the jobs leaves them out.
      const earlier = squash((await owner.get('/admin/report?from=2020-01-01&to=2020-01-31')).body);
      expect(earlier).not.toContain(campaign);
      // The export carries the status, the notes count and the job value.
      const csv = (await owner.get('/admin/export.csv')).body.split('\r\n');
      const header = csv[0]!.split(',');
      const exported = csv.find((line) => line.startsWith(`${first},`))!.split(',');
      expect(exported[header.indexOf('status')]).toBe('completed');
      expect(exported[header.indexOf('notesCount')]).toBe('0');
      expect(exported[header.indexOf('jobValue')]).toBe('1200.00');
      expect(exported[header.indexOf('insurancePaid')]).toBe('no');
    });
  });

  describe('privacy', () => {
    it('finds, exports and deletes a person by email or phone', async () => {
      const email = `privacy.${Date.now()}@example.com`;
      const id = await submitLead({ email, phone: '(415) 555-0142' });
      await postJson(api, '/api/newsletter', {
        email,
        consentMarketing: true,
        consentText: 'Send me offers',
      });
      const lead = (await findLeadById(reader.db, id))!;
      await insertOutboxMessages(reader.db, lead, ['email']);
      const owner = await signedIn();
      const csrf = await owner.csrf(`/admin/leads/${id}`);
      await owner.post(`/admin/leads/${id}/notes`, { note: 'private note', _csrf: csrf });

      const found = await owner.get(`/admin/privacy?phone=${encodeURIComponent('415 555 0142')}`);
      expect(squash(found.body)).toContain('1 lead; newsletter: subscribed');

      const exported = await owner.get(
        `/admin/privacy/export.json?email=${encodeURIComponent(email.toUpperCase())}`,
      );
      expect(exported.statusCode).toBe(200);
      const data = exported.json();
      expect(data.leads).toHaveLength(1);
      expect(data.leads[0].notes[0].text).toBe('private note');
      expect(data.newsletter.email).toBe(email);
      expect(exported.body).not.toContain('bodyHash');

      expect(
        (await owner.post('/admin/privacy/delete', { email, _csrf: csrf })).headers.location,
      ).toBe('/admin/privacy');
      const deleted = await owner.post('/admin/privacy/delete', {
        email,
        confirm: 'yes',
        _csrf: csrf,
      });
      expect(deleted.headers.location).toBe('/admin/privacy?done=deleted&count=2');
      expect(await findLeadById(reader.db, id)).toBeUndefined();
      expect(await listOutboxMessagesForLead(reader.db, id)).toEqual([]);
      const signup = await reader.db
        .selectFrom('newsletter_signups')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(signup).toBeUndefined();
      const entries = await listAuditEntries(reader.db, { leadId: id });
      expect(entries.map((entry) => entry.action)).toContain('privacy.delete');
      expect(JSON.stringify(await listAuditEntries(reader.db))).not.toContain(email);
    });

    it('strips the lead copy from notifications delivered before the retention period', async () => {
      const oldId = await submitLead({ firstName: 'Retained' });
      const newId = await submitLead({ firstName: 'Recent' });
      for (const id of [oldId, newId]) {
        await insertOutboxMessages(reader.db, (await findLeadById(reader.db, id))!, ['webhook']);
      }
      const [oldMessage] = await listOutboxMessagesForLead(reader.db, oldId);
      const [newMessage] = await listOutboxMessagesForLead(reader.db, newId);
      const now = Date.now();
      await markOutboxSent(
        reader.db,
        [oldMessage!.id],
        new Date(now - 31 * 86_400_000).toISOString(),
      );
      await markOutboxSent(
        reader.db,
        [newMessage!.id],
        new Date(now - 29 * 86_400_000).toISOString(),
      );
      expect(await applyNotificationRetention(reader.db, 30, now)).toBeGreaterThanOrEqual(1);
      const payload = async (id: string) =>
        (
          await reader.db
            .selectFrom('outbox')
            .select('payload')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).payload;
      expect(JSON.parse(await payload(oldMessage!.id))).toEqual({
        redactedAt: new Date(now).toISOString(),
        id: oldId,
      });
      expect(await payload(newMessage!.id)).toContain('Recent');
      // The lead itself stays.
      expect((await findLeadById(reader.db, oldId))?.firstName).toBe('Retained');
      expect(await applyNotificationRetention(reader.db, 30, now)).toBe(0);
    });
  });
});
