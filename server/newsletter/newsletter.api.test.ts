/** POST /api/newsletter over HTTP against a real database (SQLite, and PostgreSQL when available). */
import { LEAD_MESSAGES } from '@/domain/lead-fields';
import { NEWSLETTER_MESSAGES } from '@/domain/newsletter.schema';
import { openDatabase, type Database } from '../db/database';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  nextClientIp,
  postForm,
  postJson,
  startLeadTestService,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { findNewsletterSignupByEmail } from './newsletter.repository';

const NEWSLETTER = '/api/newsletter';
const CONSENT = 'I agree to receive marketing emails. I can unsubscribe at any time.';

describeEachDatabase('POST /api/newsletter', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, { LEAD_RATE_LIMIT_PER_MINUTE: '3' });
    reader = await openDatabase(database.config);
  });

  afterAll(async () => {
    await api?.close();
    await reader?.close();
    await database?.drop();
  });

  test('a sign-up is stored with its consent and answered 201', async () => {
    const ip = nextClientIp();
    const response = await postJson(
      api,
      NEWSLETTER,
      {
        email: 'Kim@Example.com',
        consentMarketing: true,
        consentText: CONSENT,
        pageUrl: 'https://x.example/',
      },
      { ip, headers: { 'user-agent': 'LeadTest/1.0' } },
    );
    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json();
    expect(await findNewsletterSignupByEmail(reader.db, 'kim@example.com')).toEqual({
      id,
      email: 'kim@example.com',
      consentMarketing: true,
      consentText: CONSENT,
      consentAt: createdAt,
      pageUrl: 'https://x.example/',
      clientIp: ip,
      userAgent: 'LeadTest/1.0',
      createdAt,
      // A sign-up that names no language came from an English page.
      language: 'en',
    });
  });

  test('signing up again is fine: 201, one row, consent renewed', async () => {
    const first = await postJson(api, NEWSLETTER, {
      email: 'lee@example.com',
      consentMarketing: true,
    });
    const again = await postJson(api, NEWSLETTER, {
      email: 'LEE@example.com',
      consentMarketing: true,
      consentText: CONSENT,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const stored = await findNewsletterSignupByEmail(reader.db, 'lee@example.com');
    expect(stored?.consentText).toBe(CONSENT);
    expect(stored!.consentAt >= stored!.createdAt).toBe(true);
    const rows = await reader.db
      .selectFrom('newsletter_signups')
      .select('id')
      .where('email', '=', 'lee@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  test.each([
    [{ email: 'not-an-email', consentMarketing: true }, { email: NEWSLETTER_MESSAGES.email }],
    [{ email: '', consentMarketing: true }, { email: NEWSLETTER_MESSAGES.email }],
    // The lead form's rule: a dotted domain, no invisible characters, no look-alikes.
    [{ email: 'a@b', consentMarketing: true }, { email: NEWSLETTER_MESSAGES.email }],
    [
      { email: 'kim\u200b@example.com', consentMarketing: true },
      { email: NEWSLETTER_MESSAGES.email },
    ],
    [
      { email: 'kim@\u0435xample.com', consentMarketing: true },
      { email: NEWSLETTER_MESSAGES.email },
    ],
    [
      { email: 'kim@example.com', consentMarketing: false },
      { consentMarketing: NEWSLETTER_MESSAGES.consent },
    ],
    [{ email: 'kim@example.com' }, { consentMarketing: NEWSLETTER_MESSAGES.consent }],
    [{}, { email: NEWSLETTER_MESSAGES.email, consentMarketing: NEWSLETTER_MESSAGES.consent }],
  ])('%j → 400 %j', async (body, fieldErrors) => {
    const response = await postJson(api, NEWSLETTER, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      message: LEAD_MESSAGES.formInvalid,
      fieldErrors,
    });
  });

  test('a plain form post → 303 back to the page with ?subscribed=1', async () => {
    const fromPage = await postForm(
      api,
      NEWSLETTER,
      { email: 'form@example.com', consentMarketing: 'on' },
      { headers: { referer: `${api.url}/blog?tag=winter` } },
    );
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe('/blog?tag=winter&subscribed=1');

    const noReferer = await postForm(api, NEWSLETTER, {
      email: 'form2@example.com',
      consentMarketing: 'on',
    });
    expect(noReferer.headers.location).toBe('/?subscribed=1');
    expect(await findNewsletterSignupByEmail(reader.db, 'form2@example.com')).toBeDefined();
  });

  test('a plain form post with errors → a 400 page', async () => {
    const response = await postForm(api, NEWSLETTER, { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(NEWSLETTER_MESSAGES.email);
    expect(response.body).toContain(NEWSLETTER_MESSAGES.consent);
    expect(response.body).toContain('href="tel:');
  });

  test('sign-ups are rate limited per client address', async () => {
    const ip = nextClientIp();
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      const body = { email: `rate${index}@example.com`, consentMarketing: true };
      statuses.push((await postJson(api, NEWSLETTER, body, { ip })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
