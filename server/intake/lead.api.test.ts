/** POST /api/leads over HTTP against a real database (SQLite, and PostgreSQL when available). */
import { apiPaths, paths } from '@/config/paths';
import { twinPaths } from '@/config/routes';
import { LEAD_MESSAGES, LEAD_REFERENCE_PATTERN, leadReference } from '@/domain/lead-fields';
import { openDatabase, type Database } from '../db/database';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  nextClientIp,
  post,
  postForm,
  postJson,
  formTokenIssued,
  startLeadTestService,
  TEST_FORM_TOKEN_SECRET,
  validLeadBody,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { fixedClock } from '../../test/support/clocks';
import { createFormTokens } from '../leads/form-token';
import { UNKNOWN_FIELD_MESSAGE } from '../http/api-error';
import { findLeadById } from '../leads/lead.repository';
import { IDEMPOTENCY_CONFLICT_MESSAGE } from './lead.service';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { UNREADABLE_TEXT_MESSAGE } from '../http/request-body';

const LEADS = '/api/leads';
const RATE_LIMIT = 3;
const LEAD_ID = /^lead-\d{13}-[0-9a-z]{6}$/;

describeEachDatabase('POST /api/leads', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;
  let keyCounter = 0;
  const newKey = () => `key-${Date.now()}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, {
      LEAD_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    });
    reader = await openDatabase(database.config);
  });

  afterAll(async () => {
    await api?.close();
    await reader?.close();
    await database?.drop();
  });

  async function countLeads(): Promise<number> {
    const row = await reader.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Runs `send` and checks that it stored nothing. */
  async function expectNothingStored(send: () => Promise<unknown>): Promise<void> {
    const before = await countLeads();
    await send();
    expect(await countLeads()).toBe(before);
  }

  test('stores a valid lead with every field and answers 201 with its id', async () => {
    const ip = nextClientIp();
    const idempotencyKey = newKey();
    const response = await postJson(api, LEADS, validLeadBody({ idempotencyKey }), {
      ip,
      headers: { 'user-agent': 'LeadTest/1.0' },
    });

    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json();
    expect(id).toMatch(LEAD_ID);
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    expect(await findLeadById(reader.db, id)).toEqual({
      id,
      createdAt,
      consentAt: createdAt,
      idempotencyKey,
      incomplete: false,
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      phone: '+15105550187',
      zipCode: '94545',
      vinNumber: '1HGCM82633A004352',
      message: 'Crack across the driver side, about 10 inches.',
      service: 'windshield-replacement',
      urgent: true,
      consentMarketing: true,
      consentPrivacyPolicy: true,
      // No tick for texts: no automated text to this customer (docs/decisions/text-messages.md).
      consentTexts: false,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'hero-cta',
      pageUrl: 'https://www.mobileautoglass.example/services/windshield-replacement',
      heroVariant: 'mobile',
      consentText: 'I agree to the privacy policy and to be contacted about my quote.',
      clientIp: ip,
      userAgent: 'LeadTest/1.0',
      bodyHash: expect.any(String),
      // Sent from an English page, or from a page older than the field.
      language: 'en',
    });
  });

  test("records a Spanish page's language and its Spanish consent wording as sent", async () => {
    const consentText = 'Acepto la política de privacidad y que me contacten sobre mi cotización.';
    const response = await postJson(
      api,
      LEADS,
      validLeadBody({ idempotencyKey: newKey(), language: 'es', consentText }),
    );
    expect(response.statusCode).toBe(201);
    // The answer is the same shape for every language: the page already knows its own.
    expect(Object.keys(response.json()).sort()).toEqual(['createdAt', 'id']);
    expect(await findLeadById(reader.db, response.json().id)).toMatchObject({
      language: 'es',
      consentText,
    });
  });

  test('refuses a language the site does not have', async () => {
    await expectNothingStored(async () => {
      const response = await postJson(api, LEADS, validLeadBody({ language: 'fr' }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['language']);
    });
  });

  test('fills in the defaults of a minimal lead', async () => {
    const response = await postJson(api, LEADS, {
      firstName: 'Al',
      lastName: 'Nguyen',
      email: 'al@example.com',
      phone: '+1 408 555 0101',
      zipCode: '95112',
      consentPrivacyPolicy: true,
    });
    expect(response.statusCode).toBe(201);
    expect(await findLeadById(reader.db, response.json().id)).toMatchObject({
      phone: '+14085550101',
      service: 'windshield-replacement',
      urgent: false,
      consentMarketing: false,
      vinNumber: undefined,
      // No key of its own: one derived from the body and address (no-JS double posts).
      idempotencyKey: expect.stringMatching(/^derived:/),
      // A script's post without a form token: stored, flagged, never notified.
      spamReason: 'no form token',
    });
  });

  test('NUL characters are dropped (PostgreSQL text cannot hold them)', async () => {
    const response = await postJson(
      api,
      LEADS,
      validLeadBody({ message: 'Chip\u0000 near the edge' }),
    );
    expect(response.statusCode).toBe(201);
    expect((await findLeadById(reader.db, response.json().id))?.message).toBe('Chip near the edge');

    const onlyNul = await postJson(api, LEADS, validLeadBody({ firstName: '\u0000' }));
    expect(onlyNul.json().fieldErrors).toEqual({ firstName: LEAD_MESSAGES.firstName });
  });

  test("dates the lead and its form token by the service's clock, not the machine's", async () => {
    // A minute ago: far enough from the machine's time that reading it would show.
    const clockTime = Date.now() - 60_000;
    const clocked = await startLeadTestService(
      database.config,
      {},
      { clock: fixedClock(clockTime) },
    );
    try {
      const issued = await fetch(`${clocked.url}${apiPaths.formToken}`);
      const { token } = (await issued.json()) as { token: string };
      expect(createFormTokens(TEST_FORM_TOKEN_SECRET).verify(token)).toBe(clockTime);
      const response = await postJson(
        clocked,
        LEADS,
        validLeadBody({ idempotencyKey: newKey(), formToken: formTokenIssued(120_000) }),
        { ip: nextClientIp() },
      );
      expect(response.statusCode).toBe(201);
      const { id, createdAt } = response.json();
      expect(createdAt).toBe(new Date(clockTime).toISOString());
      expect(id).toMatch(new RegExp(`^lead-${clockTime}-`));
      expect((await findLeadById(reader.db, id))?.spamReason).toBeUndefined();
    } finally {
      await clocked.close();
    }
  });

  describe('validation', () => {
    test.each([
      ['zipCode', '9454', LEAD_MESSAGES.zipCode],
      ['zipCode', '94545-1234', LEAD_MESSAGES.zipCode],
      ['zipCode', 'abcde', LEAD_MESSAGES.zipCode],
      ['zipCode', 94545, LEAD_MESSAGES.zipCode],
      ['vinNumber', '1HGCM82633A00435', LEAD_MESSAGES.vinNumber],
      ['vinNumber', '1HGCM82633A0043521', LEAD_MESSAGES.vinNumber],
      ['vinNumber', 'IHGCM82633A004352', LEAD_MESSAGES.vinNumber],
      ['vinNumber', '1HGCM82633A00435O', LEAD_MESSAGES.vinNumber],
      ['vinNumber', 'QHGCM82633A004352', LEAD_MESSAGES.vinNumber],
      ['vinNumber', '1hgcm82633a00435i', LEAD_MESSAGES.vinNumber],
      ['vinNumber', '1HGCM82633A00435!', LEAD_MESSAGES.vinNumber],
      ['consentPrivacyPolicy', false, LEAD_MESSAGES.consentPrivacyPolicy],
      ['consentPrivacyPolicy', 'true', LEAD_MESSAGES.consentPrivacyPolicy],
      ['consentPrivacyPolicy', undefined, LEAD_MESSAGES.consentPrivacyPolicy],
      ['email', 'maria.example.com', LEAD_MESSAGES.email],
      ['email', 'maria@example', LEAD_MESSAGES.email],
      ['email', '', LEAD_MESSAGES.email],
      ['email', `${'m'.repeat(250)}@example.com`, LEAD_MESSAGES.email],
      ['email', 'maria\u200b@example.com', LEAD_MESSAGES.email],
      ['email', 'maria@exa\u200dmple.com', LEAD_MESSAGES.email],
      ['email', 'maria@example.com\u202e', LEAD_MESSAGES.email],
      ['email', 'ma\u00adria@example.com', LEAD_MESSAGES.email],
      ['email', 'maria@\u0435xample.com', LEAD_MESSAGES.email],
      ['email', 'm\u0430ria@example.com', LEAD_MESSAGES.email],
      ['email', 'maria@example.com\u0007', LEAD_MESSAGES.email],
      ['email', 'maria @example.com', LEAD_MESSAGES.email],
      ['email', 'a@b', LEAD_MESSAGES.email],
      ['email', 'maria..lopez@example.com', LEAD_MESSAGES.email],
      ['firstName', 'Mar\ufffdia', UNREADABLE_TEXT_MESSAGE],
      ['message', 'lone \ud800 surrogate', UNREADABLE_TEXT_MESSAGE],
      ['phone', '555-0187', LEAD_MESSAGES.phone],
      ['phone', '(110) 555-0187', LEAD_MESSAGES.phone],
      ['phone', '510-155-0187', LEAD_MESSAGES.phone],
      ['phone', '510-555-018x', LEAD_MESSAGES.phone],
      ['phone', 5105550187, LEAD_MESSAGES.phone],
      ['firstName', '', LEAD_MESSAGES.firstName],
      ['firstName', '   ', LEAD_MESSAGES.firstName],
      ['firstName', 'M'.repeat(81), LEAD_MESSAGES.firstName],
      ['firstName', undefined, LEAD_MESSAGES.firstName],
      ['lastName', '', LEAD_MESSAGES.lastName],
      ['lastName', null, LEAD_MESSAGES.lastName],
      ['service', 'tinting', LEAD_MESSAGES.service],
    ])('%s = %j → "%s"', async (field, value, message) => {
      await expectNothingStored(async () => {
        const response = await postJson(api, LEADS, validLeadBody({ [field]: value }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'validation',
          message: LEAD_MESSAGES.formInvalid,
          fieldErrors: { [field]: message },
        });
      });
    });

    test('an empty form lists the message of every required field', async () => {
      await expectNothingStored(async () => {
        const response = await postJson(api, LEADS, {});
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors).toEqual({
          firstName: LEAD_MESSAGES.firstName,
          lastName: LEAD_MESSAGES.lastName,
          email: LEAD_MESSAGES.email,
          phone: LEAD_MESSAGES.phone,
          zipCode: LEAD_MESSAGES.zipCode,
          consentPrivacyPolicy: LEAD_MESSAGES.consentPrivacyPolicy,
        });
      });
    });
  });

  test('over-long hidden fields are cut, never a reason to refuse the lead', async () => {
    const response = await postJson(
      api,
      LEADS,
      validLeadBody({
        pageUrl: `https://www.mobileautoglass.example/?${'q'.repeat(5_000)}`,
        utmSource: 's'.repeat(300),
        utmCampaign: '\u{1f600}'.repeat(250),
        heroVariant: 'v'.repeat(50),
        consentText: 'c'.repeat(2_500),
      }),
    );
    expect(response.statusCode).toBe(201);
    const lead = await findLeadById(reader.db, response.json().id);
    expect(lead?.pageUrl).toHaveLength(2048);
    expect(lead?.utmSource).toHaveLength(200);
    expect(Array.from(lead!.utmCampaign!)).toHaveLength(200);
    expect(lead?.heroVariant).toHaveLength(20);
    expect(lead?.consentText).toHaveLength(2000);
  });

  test('text is stored NFC-normalized', async () => {
    const response = await postJson(api, LEADS, validLeadBody({ lastName: 'Lo\u0301pez' }));
    expect((await findLeadById(reader.db, response.json().id))?.lastName).toBe('L\u00f3pez');
  });

  test('invalid UTF-8 bytes are refused with a field error, not stored as U+FFFD', async () => {
    const json = JSON.stringify(validLeadBody({ firstName: 'Mar~~~ia' }));
    const [before, after] = json.split('~~~');
    const response = await fetch(`${api.url}${LEADS}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': nextClientIp(),
      },
      // 0xFF never appears in UTF-8.
      body: Buffer.concat([Buffer.from(before!), Buffer.from([0xff]), Buffer.from(after!)]),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      firstName: UNREADABLE_TEXT_MESSAGE,
    });
  });

  describe('fleet leads (docs/decisions/fleet-leads.md)', () => {
    const fleetBody = (overrides: Record<string, unknown> = {}) =>
      validLeadBody({
        service: 'fleet-services',
        company: 'Bay Freight LLC',
        fleetSize: '11-50',
        message: 'Twelve Sprinter vans at our Hayward yard.',
        ...overrides,
      });

    test('stores and reads back the company and fleet size', async () => {
      const response = await postJson(api, LEADS, fleetBody({ company: '  Bay Freight LLC ' }));
      expect(response.statusCode).toBe(201);
      expect(await findLeadById(reader.db, response.json().id)).toMatchObject({
        service: 'fleet-services',
        company: 'Bay Freight LLC',
        fleetSize: '11-50',
      });
      const row = await reader.db
        .selectFrom('leads')
        .select(['company', 'fleet_size'])
        .where('id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ company: 'Bay Freight LLC', fleet_size: '11-50' });
    });

    test('without them → 400 naming both, nothing stored', async () => {
      await expectNothingStored(async () => {
        const response = await postJson(
          api,
          LEADS,
          fleetBody({ company: undefined, fleetSize: '', zipCode: '9' }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors).toEqual({
          zipCode: LEAD_MESSAGES.zipCode,
          company: LEAD_MESSAGES.company,
          fleetSize: LEAD_MESSAGES.fleetSize,
        });
      });
    });

    test.each([
      ['fleetSize', '12 vans', LEAD_MESSAGES.fleetSize],
      ['fleetSize', 12, LEAD_MESSAGES.fleetSize],
      ['company', 'C'.repeat(121), LEAD_MESSAGES.company],
      ['company', ['A', 'B'], LEAD_MESSAGES.company],
    ])('%s = %j → "%s"', async (field, value, message) => {
      await expectNothingStored(async () => {
        const response = await postJson(api, LEADS, fleetBody({ [field]: value }));
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors).toEqual({ [field]: message });
      });
    });

    test('another service never stores them', async () => {
      const response = await postJson(
        api,
        LEADS,
        validLeadBody({ company: 'Bay Freight LLC', fleetSize: '5-10' }),
      );
      expect(response.statusCode).toBe(201);
      const lead = await findLeadById(reader.db, response.json().id);
      expect(lead).toMatchObject({ service: 'windshield-replacement' });
      expect(lead?.company).toBeUndefined();
      expect(lead?.fleetSize).toBeUndefined();
    });

    test('a plain form post (no JavaScript) carries them too', async () => {
      const idempotencyKey = newKey();
      const fields = {
        firstName: 'Lee',
        lastName: 'Wong',
        email: 'lee@bayfreight.example',
        phone: '510-555-0170',
        zipCode: '94545',
        service: 'fleet-services',
        company: 'Bay Freight LLC',
        fleetSize: '201+',
        vinNumber: '',
        message: '',
        consentPrivacyPolicy: 'on',
        website: '',
      };
      const stored = await postForm(api, LEADS, { ...fields, idempotencyKey });
      expect(stored.statusCode).toBe(303);
      const { id } = await reader.db
        .selectFrom('leads')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      expect(stored.headers.location).toBe(`/thank-you?ref=${leadReference(id)}`);
      expect(await findLeadById(reader.db, id)).toMatchObject({
        company: 'Bay Freight LLC',
        fleetSize: '201+',
      });

      // Left empty: the page says what to fill in.
      await expectNothingStored(async () => {
        const refused = await postForm(
          api,
          LEADS,
          { ...fields, company: '', fleetSize: '' },
          { headers: { referer: `${api.url}/leads/linkedin` } },
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toContain(`<li>${LEAD_MESSAGES.company}</li>`);
        expect(refused.body).toContain(`<li>${LEAD_MESSAGES.fleetSize}</li>`);
        expect(refused.body).toContain('href="/leads/linkedin"');
      });
    });
  });

  describe('requests that are not a lead: 4xx, nothing stored', () => {
    test('a body over 16 KB → 413', async () => {
      await expectNothingStored(async () => {
        const response = await postJson(api, LEADS, validLeadBody({ message: 'x'.repeat(17_000) }));
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ error: 'payload_too_large' });
      });
    });

    test('malformed JSON → 400', async () => {
      await expectNothingStored(async () => {
        const response = await post(api, LEADS, '{"firstName": "Maria",', {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad_request' });
      });
    });

    test('a multipart body that is not a real form → 400, nothing stored', async () => {
      await expectNothingStored(async () => {
        const response = await post(api, LEADS, JSON.stringify(validLeadBody()), {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad_request' });
      });
    });

    test.each(['text/plain', 'application/xml'])('content type %s → 415', async (contentType) => {
      await expectNothingStored(async () => {
        const response = await post(api, LEADS, JSON.stringify(validLeadBody()), {
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
      });
    });

    test('an unknown field → 400 naming it', async () => {
      await expectNothingStored(async () => {
        const response = await postJson(api, LEADS, validLeadBody({ isAdmin: true }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'validation',
          message: LEAD_MESSAGES.formInvalid,
          fieldErrors: { isAdmin: UNKNOWN_FIELD_MESSAGE },
        });
      });
    });

    test.each(['[]', 'null', '"lead"', '42', '{"__proto__": {"admin": true}}'])(
      'a body of %s → 400',
      async (payload) => {
        await expectNothingStored(async () => {
          const response = await post(api, LEADS, payload, {
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode).toBe(400);
        });
      },
    );
  });

  describe('plain form posts (no JavaScript)', () => {
    const formFields = {
      firstName: 'Jo',
      lastName: 'Park',
      email: 'jo@example.com',
      phone: '510.555.0123',
      zipCode: '94601',
      service: 'mobile-service',
      vinNumber: '',
      urgent: 'on',
      consentPrivacyPolicy: 'on',
      website: '',
      idempotencyKey: '',
    };

    test('success → 303 to /thank-you with the reference only, checkboxes read as booleans', async () => {
      const idempotencyKey = newKey();
      const response = await postForm(api, LEADS, { ...formFields, idempotencyKey });
      expect(response.statusCode).toBe(303);
      const stored = await reader.db
        .selectFrom('leads')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      // The reference and nothing else: no name, phone or email in a URL.
      expect(response.headers.location).toBe(`/thank-you?ref=${leadReference(stored.id)}`);
      expect(leadReference(stored.id)).toMatch(LEAD_REFERENCE_PATTERN);
      expect(await findLeadById(reader.db, stored.id)).toMatchObject({
        firstName: 'Jo',
        phone: '+15105550123',
        service: 'mobile-service',
        vinNumber: undefined,
        urgent: true,
        consentMarketing: false,
        consentPrivacyPolicy: true,
      });
    });

    test('a Spanish form → stored as Spanish, 303 to the thank-you page in Spanish when it has a twin', async () => {
      const idempotencyKey = newKey();
      const response = await postForm(api, LEADS, {
        ...formFields,
        idempotencyKey,
        language: 'es',
      });
      expect(response.statusCode).toBe(303);
      const stored = await reader.db
        .selectFrom('leads')
        .select(['id', 'language'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      expect(stored.language).toBe('es');
      const thankYou = twinPaths(paths.thankYou())?.es ?? paths.thankYou();
      expect(response.headers.location).toBe(`${thankYou}?ref=${leadReference(stored.id)}`);
    });

    test('a script posting form fields and asking for JSON gets JSON', async () => {
      const response = await postForm(api, LEADS, formFields, {
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().id).toMatch(LEAD_ID);
    });

    test('errors → a 400 page listing each message, a way back and the phone number', async () => {
      await expectNothingStored(async () => {
        const response = await postForm(
          api,
          LEADS,
          { ...formFields, zipCode: '946', consentPrivacyPolicy: '' },
          { headers: { referer: `${api.url}/locations/oakland?utm_source=x` } },
        );
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(`<li>${LEAD_MESSAGES.zipCode}</li>`);
        expect(response.body).toContain(`<li>${LEAD_MESSAGES.consentPrivacyPolicy}</li>`);
        expect(response.body).toContain('href="/locations/oakland?utm_source=x"');
        expect(response.body).toContain('href="tel:+15105550142"');
        expect(response.body).toContain('(510) 555-0142');
      });
    });

    test('the page links to /#contact unless the form was on this site, and escapes', async () => {
      const elsewhere = await postForm(
        api,
        LEADS,
        { ...formFields, zipCode: '' },
        {
          headers: { referer: 'https://evil.example/"><script>alert(1)</script>' },
        },
      );
      expect(elsewhere.body).toContain('href="/#contact"');
      expect(elsewhere.body).not.toContain('<script>');

      const unknownField = await postForm(api, LEADS, { ...formFields, '<b>x</b>': '1' });
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.body).toContain(UNKNOWN_FIELD_MESSAGE);
      expect(unknownField.body).not.toContain('<b>');

      const protocolRelative = await postForm(
        api,
        LEADS,
        { ...formFields, zipCode: '' },
        {
          headers: { referer: `${api.url}//evil.example/path` },
        },
      );
      expect(protocolRelative.body).toContain('href="/evil.example/path"');
    });
  });

  describe('idempotency', () => {
    test('a retry with the same key answers the same id and stores one lead', async () => {
      const body = validLeadBody({ idempotencyKey: newKey() });
      const first = await postJson(api, LEADS, body);
      const before = await countLeads();
      const retry = await postJson(api, LEADS, body);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await countLeads()).toBe(before);
    });

    test('the same key with a different body → 422, the first lead kept, nothing dropped silently', async () => {
      const idempotencyKey = newKey();
      const first = await postJson(api, LEADS, validLeadBody({ idempotencyKey }));
      expect(first.statusCode).toBe(201);
      const before = await countLeads();
      const reused = await postJson(
        api,
        LEADS,
        validLeadBody({ idempotencyKey, firstName: 'Someone', phone: '(408) 555-0199' }),
      );
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        error: 'idempotency_conflict',
        message: IDEMPOTENCY_CONFLICT_MESSAGE,
      });
      expect(await countLeads()).toBe(before);
      expect((await findLeadById(reader.db, first.json().id))?.firstName).toBe('Maria');
      // A retry of the first body still gets its receipt.
      expect((await postJson(api, LEADS, validLeadBody({ idempotencyKey }))).json()).toEqual(
        first.json(),
      );
    });

    test('a retry with a fresh form token is still the same request', async () => {
      const body = validLeadBody({ idempotencyKey: newKey() });
      const first = await postJson(api, LEADS, body);
      const retry = await postJson(api, LEADS, { ...body, formToken: formTokenIssued(10_000) });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
    });

    test('a form posted twice without JavaScript stores one lead', async () => {
      const ip = nextClientIp();
      const fields = {
        firstName: 'Dana',
        lastName: 'Cruz',
        email: `dana-${newKey()}@example.com`,
        phone: '510-555-0166',
        zipCode: '94601',
        consentPrivacyPolicy: 'on',
        website: '',
      };
      const before = await countLeads();
      const [first, second] = await Promise.all([
        postForm(api, LEADS, fields, { ip }),
        postForm(api, LEADS, fields, { ip }),
      ]);
      const third = await postForm(api, LEADS, fields, { ip });
      // A retried post is the same lead, so it ends on the same reference.
      for (const response of [first, second, third]) {
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toMatch(/^\/thank-you\?ref=[0-9A-Z]{6}$/);
        expect(response.headers.location).toBe(first.headers.location);
      }
      expect(await countLeads()).toBe(before + 1);
      // Another visitor (address) sending the same fields is another lead.
      await postForm(api, LEADS, fields);
      expect(await countLeads()).toBe(before + 2);
    });

    test('concurrent retries on two service instances store one lead', async () => {
      const second = await startLeadTestService(database.config);
      try {
        const before = await countLeads();
        const body = validLeadBody({ idempotencyKey: newKey() });
        const responses = await Promise.all(
          Array.from({ length: 16 }, (_, index) => postJson(index % 2 ? second : api, LEADS, body)),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(Array(16).fill(201));
        const ids = new Set(responses.map((response) => response.json().id));
        expect(ids.size).toBe(1);
        expect(await countLeads()).toBe(before + 1);
      } finally {
        await second.close();
      }
    });
  });

  describe('spam: answered like a success, stored and flagged, never lost', () => {
    async function storedLead(response: { statusCode: number; json(): { id: string } }) {
      expect(response.statusCode).toBe(201);
      expect(response.json().id).toMatch(LEAD_ID);
      return findLeadById(reader.db, response.json().id);
    }

    // Each case: the body's spam signals (made when the test runs: tokens carry the time they
    // were issued), and the spam reason the stored lead must carry.
    test.each<[string, () => Record<string, unknown>, unknown]>([
      ['the honeypot filled in', () => ({ website: 'https://seo.example' }), 'honeypot filled in'],
      [
        'sent sooner than the minimum fill time after the form token was issued',
        () => ({ formToken: formTokenIssued(300) }),
        expect.stringMatching(/^sent \d+ ms after the form was first focused$/),
      ],
      [
        'a visitor whose clock runs ahead: stored, not flagged (the server clock decides)',
        () => ({ formStartedAt: Date.now() + 5 * 60_000, formToken: formTokenIssued(8_000) }),
        undefined,
      ],
      [
        'a visitor whose clock runs ahead and who is fast: stored and flagged, not dropped',
        () => ({ formStartedAt: Date.now() + 5 * 60_000, formToken: formTokenIssued(500) }),
        expect.stringMatching(/after the form was first focused/),
      ],
    ])('%s', async (_case, spamSignals, spamReason) => {
      const lead = await storedLead(await postJson(api, LEADS, validLeadBody(spamSignals())));
      expect(lead).toBeDefined();
      expect(lead?.spamReason).toEqual(spamReason);
    });

    test('a script leaving the token out, or forging one', async () => {
      const withoutToken = validLeadBody();
      delete withoutToken.formToken;
      expect((await storedLead(await postJson(api, LEADS, withoutToken)))?.spamReason).toBe(
        'no form token',
      );
      const forged = `${Date.now().toString(36)}.AAAAAAAAAAAA.${'A'.repeat(43)}`;
      expect(
        (await storedLead(await postJson(api, LEADS, validLeadBody({ formToken: forged }))))
          ?.spamReason,
      ).toBe('invalid form token');
    });

    test('a plain form post has no token: unknown, stored unflagged', async () => {
      const response = await postForm(api, LEADS, {
        firstName: 'Noah',
        lastName: 'Kim',
        email: 'noah@example.com',
        phone: '510-555-0144',
        zipCode: '94601',
        consentPrivacyPolicy: 'on',
        website: '',
      });
      expect(response.statusCode).toBe(303);
      const row = await reader.db
        .selectFrom('leads')
        .select(['spam_reason', 'first_name'])
        .where('email', '=', 'noah@example.com')
        .executeTakeFirstOrThrow();
      expect(row.spam_reason).toBeNull();
    });

    test('GET /api/form-token answers a fresh, uncached token', async () => {
      const response = await fetch(`${api.url}/api/form-token`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { token } = (await response.json()) as { token: string };
      expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}$/);
    });
  });

  describe('rate limit per client address', () => {
    test(`more than ${RATE_LIMIT} leads a minute → 429 with Retry-After`, async () => {
      const ip = nextClientIp();
      // Twice the limit plus one: over the limit even if a minute boundary falls in between.
      const responses = [];
      for (let index = 0; index < RATE_LIMIT * 2 + 1; index += 1) {
        responses.push(await postJson(api, LEADS, validLeadBody(), { ip }));
      }
      expect(responses[0]!.statusCode).toBe(201);
      const limited = responses.find((response) => response.statusCode === 429);
      expect(limited).toBeDefined();
      expect(limited!.json()).toEqual({ error: 'rate_limited', message: RATE_LIMITED_MESSAGE });
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited!.headers['retry-after'])).toBeLessThanOrEqual(60);

      const otherClient = await postJson(api, LEADS, validLeadBody());
      expect(otherClient.statusCode).toBe(201);
    });

    test('the count is shared by every instance on the database', async () => {
      const second = await startLeadTestService(database.config, {
        LEAD_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      });
      try {
        const ip = nextClientIp();
        const statuses = [];
        for (let index = 0; index < RATE_LIMIT * 2 + 1; index += 1) {
          const app = index % 2 ? second : api;
          statuses.push((await postJson(app, LEADS, validLeadBody(), { ip })).statusCode);
        }
        expect(statuses).toContain(429);
        expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(
          RATE_LIMIT * 2,
        );
      } finally {
        await second.close();
      }
    });
  });
});
