/**
 * Property: whatever arrives at POST /api/leads or /api/newsletter (random JSON, wrong
 * types, huge strings, prototype-pollution keys, any Unicode, as JSON or as a form post),
 * the answer is never a 5xx, and every row that gets stored passes its schema as stored.
 */
import fc from 'fast-check';
import { LeadFieldsObject, LeadSchema } from '@/domain/lead.schema';
import { NewsletterSchema } from '@/domain/newsletter.schema';
import { openDatabase, type Database } from '../db/database';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  post,
  startLeadTestService,
  validLeadBody,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { listLeadsCreatedSince } from '../leads/lead.repository';

const LEAD_FIELDS = Object.keys(LeadFieldsObject.shape);
const NEWSLETTER_FIELDS = Object.keys(NewsletterSchema.shape);
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

const hostileValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Huge: around and beyond the 16 KB body limit, in one- to four-byte characters.
  fc
    .tuple(
      fc.integer({ min: 1_000, max: 40_000 }),
      fc.constantFrom('a', '\u00e9', '\u{1f600}', '\u0000'),
    )
    .map(([length, char]) => char.repeat(length)),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    'on',
    'true',
    '1',
    '94545',
    '+15105550142',
    '<script>',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

const key = fc.oneof(
  fc.constantFrom(...LEAD_FIELDS, ...NEWSLETTER_FIELDS, ...HOSTILE_KEYS),
  fc.string({ maxLength: 12 }),
);

/** A valid lead with a few fields replaced, removed or added: often valid, often barely not. */
const mutatedLead = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...LEAD_FIELDS), hostileValue, { maxKeys: 3 }),
    remove: fc.subarray(LEAD_FIELDS, { maxLength: 2 }),
    add: fc.dictionary(key, hostileValue, { maxKeys: 2 }),
  })
  .map(({ replace, remove, add }) => {
    const body: Record<string, unknown> = { ...validLeadBody(), ...replace };
    for (const field of remove) delete body[field];
    // defineProperty, so '__proto__' becomes an own key and reaches the wire.
    for (const [name, value] of Object.entries(add)) {
      Object.defineProperty(body, name, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return body;
  });

const jsonPayload = fc
  .oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(key, hostileValue, { maxKeys: 8 }),
    mutatedLead,
  )
  .map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) ?? '' }));

const rawPayload = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
  ),
  payload: fc.string({ unit: 'binary', maxLength: 200 }),
});

const formPayload = fc
  .dictionary(
    key,
    fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), hostileValue.map(asFormText)),
    {
      maxKeys: 12,
    },
  )
  .chain((fields) =>
    fc.boolean().map((valid) => (valid ? { ...stringFields(validLeadBody()), ...fields } : fields)),
  )
  .map((fields) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: Object.entries(fields)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('&'),
  }));

/** Form fields are text: non-strings as their JSON (String() fails on null-prototype objects). */
function asFormText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function stringFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
}

/**
 * Requests per property: a few hundred in `npm test`; `npm run bench:fuzz` runs thousands
 * (docs/testing.md#soak-and-large-fuzz-are-benchmarks).
 */
const LEAD_RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const NEWSLETTER_RUNS = Math.max(100, Math.round(LEAD_RUNS / 5));

describeEachDatabase('lead API with random and hostile input', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;

  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, { LEAD_MIN_FILL_MS: '0' });
    reader = await openDatabase(database.config);
  });

  afterAll(async () => {
    await api?.close();
    await reader?.close();
    await database?.drop();
  });

  test('/api/leads never answers 5xx; every stored lead passes LeadSchema', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { arbitrary: jsonPayload, weight: 3 },
          { arbitrary: formPayload, weight: 2 },
          rawPayload,
        ),
        fc.constantFrom('application/json', 'text/html'),
        async ({ contentType, payload }, accept) => {
          const response = await post(api, '/api/leads', payload, {
            headers: { 'content-type': contentType, accept },
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: LEAD_RUNS },
    );
    // (Sequential requests, two fsyncs each: the bound below allows a loaded machine.)

    // Flagged leads too: most generated bodies carry no form token, and are stored flagged.
    const stored = await listLeadsCreatedSince(reader.db, undefined, 'include');
    // The generators must reach the database, or this proves little.
    console.log(
      `fuzz (${kind.name}): ${LEAD_RUNS} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${stored.length} stored`,
    );
    expect(stored.length).toBeGreaterThan(LEAD_RUNS / 125);
    expect(statuses.get(400)).toBeGreaterThan(LEAD_RUNS / 25);
    for (const lead of stored) {
      const {
        id,
        createdAt,
        consentAt,
        idempotencyKey,
        clientIp,
        userAgent,
        spamReason: _spamReason,
        bodyHash: _bodyHash,
        ...fields
      } = lead;
      const parsed = LeadSchema.safeParse(fields);
      expect(parsed.error).toBeUndefined();
      // Stored values are already in their normal form: parsing changes nothing.
      expect(parsed.data).toEqual(fields);
      expect([id, createdAt, consentAt]).toEqual([
        expect.stringMatching(/^lead-/),
        createdAt,
        createdAt,
      ]);
      expect(idempotencyKey === undefined || idempotencyKey.length >= 8).toBe(true);
      expect(clientIp).toBeDefined();
      expect(userAgent === undefined || typeof userAgent === 'string').toBe(true);
    }
  }, 180_000);
  test('/api/newsletter never answers 5xx; every stored sign-up passes NewsletterSchema', async () => {
    // Mostly plausible values, so that sign-ups reach the database; sometimes hostile ones.
    const mostly = <T>(plausible: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: plausible, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
    const signup = fc
      .record(
        {
          // Addresses the site's rule accepts: without ? & = % in the local part (email.ts).
          email: mostly(fc.emailAddress().filter((address) => !/[?&=%]/.test(address))),
          consentMarketing: mostly(fc.constant(true)),
          consentText: mostly(fc.string({ unit: 'grapheme', maxLength: 200 })),
          pageUrl: mostly(fc.webUrl()),
        },
        { requiredKeys: ['email', 'consentMarketing'] },
      )
      .map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) }));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(signup, jsonPayload, formPayload),
        async ({ contentType, payload }) => {
          const response = await post(api, '/api/newsletter', payload, {
            headers: { 'content-type': contentType },
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: NEWSLETTER_RUNS },
    );

    const rows = await reader.db.selectFrom('newsletter_signups').selectAll().execute();
    expect(rows.length).toBeGreaterThan(NEWSLETTER_RUNS / 50);
    for (const row of rows) {
      const parsed = NewsletterSchema.safeParse({
        email: row.email,
        consentMarketing: row.consent_marketing === 1,
        consentText: row.consent_text ?? undefined,
        pageUrl: row.page_url ?? undefined,
      });
      expect(parsed.error).toBeUndefined();
    }
  }, 60_000);
});
