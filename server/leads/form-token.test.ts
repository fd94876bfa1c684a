/**
 * One lead per form token, over HTTP against a real database (SQLite, and PostgreSQL when
 * available): a second lead with a used token is stored flagged and never announced, while
 * a retry of the same lead and a quote's unfinished copy are not second uses.
 */
import { openDatabase, type Database } from '../db/database';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  formTokenIssued,
  postJson,
  startLeadTestService,
  validLeadBody,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { listOutboxMessagesForLead } from '../outbox/outbox.repository';
import { FORM_TOKEN_LIFETIME_MS, formTokenId } from './form-token';
import { deleteExpiredFormTokens, findLeadById } from './lead.repository';
import { FORM_TOKEN_REUSED } from '../intake/lead.service';

const LEADS = '/api/leads';

describeEachDatabase('one lead per form token', (kind) => {
  let database: TestDatabase;
  let api: LeadTestService;
  let reader: Database;
  let keyCounter = 0;
  const newKey = () => `token-key-${Date.now()}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    database = await kind.create();
    // A webhook channel, so that a lead announced has a notification queued; the worker
    // polls once an hour, so nothing is sent (or retried) while the test looks.
    api = await startLeadTestService(
      database.config,
      { LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook' },
      { outboxPollIntervalMs: 3_600_000 },
    );
    reader = await openDatabase(database.config);
  });

  afterAll(async () => {
    await api?.close();
    await reader?.close();
    await database?.drop();
  });

  /** Posts a lead; answers its stored spam reason and how many notifications it queued. */
  async function send(body: Record<string, unknown>) {
    const response = await postJson(api, LEADS, body);
    expect(response.statusCode).toBe(201);
    const id: string = response.json().id;
    const lead = await findLeadById(reader.db, id);
    expect(lead).toBeDefined();
    return {
      id,
      spamReason: lead!.spamReason,
      notifications: (await listOutboxMessagesForLead(reader.db, id)).length,
    };
  }

  test('a second lead with a used token is stored flagged, and not announced', async () => {
    const formToken = formTokenIssued(60_000);
    const first = await send(validLeadBody({ idempotencyKey: newKey(), formToken }));
    expect(first).toMatchObject({ spamReason: undefined, notifications: 1 });
    const second = await send(
      validLeadBody({ idempotencyKey: newKey(), formToken, firstName: 'Another' }),
    );
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ spamReason: FORM_TOKEN_REUSED, notifications: 0 });
  });

  test('leads sent at once with one token: one is announced, the others are flagged', async () => {
    const formToken = formTokenIssued(60_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        send(validLeadBody({ idempotencyKey: newKey(), formToken, firstName: `Bot${index}` })),
      ),
    );
    expect(results.filter((result) => result.spamReason === undefined)).toHaveLength(1);
    expect(results.filter((result) => result.spamReason === FORM_TOKEN_REUSED)).toHaveLength(7);
    expect(results.reduce((sum, result) => sum + result.notifications, 0)).toBe(1);
  });

  test('a retry of the same lead is the same lead, not a second use', async () => {
    const body = validLeadBody({ idempotencyKey: newKey(), formToken: formTokenIssued(60_000) });
    const first = await send(body);
    const again = await Promise.all([send(body), send(body)]);
    for (const retry of again) expect(retry).toEqual(first);
    expect(first.spamReason).toBeUndefined();
  });

  test("a quote's unfinished copy and its finished request share a token, in either order", async () => {
    for (const order of [
      ['partial', 'finished'],
      ['finished', 'partial'],
    ]) {
      const formToken = formTokenIssued(60_000);
      const leadKey = newKey();
      const bodies = {
        partial: validLeadBody({
          idempotencyKey: `${leadKey}-partial`,
          incomplete: true,
          quote: { year: 2020 },
          formToken,
        }),
        finished: validLeadBody({ idempotencyKey: leadKey, formToken }),
      };
      for (const which of order) {
        const stored = await send(bodies[which as keyof typeof bodies]);
        expect(stored.spamReason).toBeUndefined();
        expect(stored.notifications).toBe(1);
      }
    }
  });

  test('the unfinished copy is allowed once: a -partial key is one only on an incomplete lead', async () => {
    const formToken = formTokenIssued(60_000);
    const leadKey = newKey();
    expect((await send(validLeadBody({ idempotencyKey: leadKey, formToken }))).spamReason).toBe(
      undefined,
    );
    // A finished lead under the partial key, and a copy of a copy: other leads.
    const notPartial = await send(
      validLeadBody({ idempotencyKey: `${leadKey}-partial`, formToken }),
    );
    expect(notPartial.spamReason).toBe(FORM_TOKEN_REUSED);
    const copyOfCopy = await send(
      validLeadBody({
        idempotencyKey: `${leadKey}-partial-partial`,
        incomplete: true,
        formToken,
      }),
    );
    expect(copyOfCopy.spamReason).toBe(FORM_TOKEN_REUSED);
  });

  test('a token past its lifetime is flagged, and used tokens are forgotten after it', async () => {
    const expired = await send(
      validLeadBody({ formToken: formTokenIssued(FORM_TOKEN_LIFETIME_MS + 60_000) }),
    );
    expect(expired).toMatchObject({ spamReason: 'form token expired', notifications: 0 });

    const formToken = formTokenIssued(60_000);
    await send(validLeadBody({ idempotencyKey: newKey(), formToken }));
    const remembered = () =>
      reader.db
        .selectFrom('used_form_tokens')
        .select('expires_at')
        .where('token_id', '=', formTokenId(formToken))
        .executeTakeFirst();
    const row = await remembered();
    const issuedAt = parseInt(formToken.split('.')[0]!, 36);
    expect(row?.expires_at).toBe(new Date(issuedAt + FORM_TOKEN_LIFETIME_MS).toISOString());
    await deleteExpiredFormTokens(reader.db, new Date().toISOString());
    expect(await remembered()).toBeDefined();
    await deleteExpiredFormTokens(
      reader.db,
      new Date(Date.parse(row!.expires_at) + 1).toISOString(),
    );
    expect(await remembered()).toBeUndefined();
  });
});
