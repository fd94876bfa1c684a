/**
 * Lead notifications end to end: the API stores a lead, the outbox worker delivers it to
 * a local SMTP server and a local webhook receiver, retries, and gives up.
 */
import { businessProfile } from '@/content/business-profile';
import { siteConfig } from '@/config/site-config';
import { openDatabase, type Database } from '../db/database';
import {
  listNotificationAttemptsForLead,
  listOutboxMessagesForLead,
  type OutboxMessage,
} from './outbox.repository';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './webhook-channel';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  findFreePort,
  startSmtpReceiver,
  startWebhookReceiver,
} from '../../test/support/lead-notification-receivers';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  waitFor,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import type { ApiServiceOptions } from '../api-service';
import { PassThrough } from 'node:stream';
import { runLeadsCli } from '../cli/leads-cli';

async function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.resume();
  const code = await runLeadsCli(args, { env, stdout, stderr });
  return { code, stdout: Buffer.concat(out).toString('utf8') };
}

const FAST: ApiServiceOptions = {
  retryDelaysMs: [100, 100, 100, 100, 100],
  outboxPollIntervalMs: 20,
};
const SECRET = 'test-webhook-secret';

describeEachDatabase('lead notifications', (kind) => {
  /** Everything a test starts, closed after it whatever happens. */
  let cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });

  async function freshDatabase(): Promise<{ database: TestDatabase; reader: Database }> {
    const database = await kind.create();
    const reader = await openDatabase(database.config);
    cleanups.push(database.drop, reader.close);
    return { database, reader };
  }

  async function start(
    database: TestDatabase,
    env: Record<string, string>,
    options: ApiServiceOptions = FAST,
  ): Promise<LeadTestService> {
    const service = await startLeadTestService(database.config, env, options);
    cleanups.push(service.close);
    return service;
  }

  async function sendLead(service: LeadTestService): Promise<string> {
    const response = await postJson(service, '/api/leads', validLeadBody());
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  function messagesOf(reader: Database, leadId: string) {
    return listOutboxMessagesForLead(reader.db, leadId);
  }

  async function waitForStatus(
    reader: Database,
    leadId: string,
    done: (messages: OutboxMessage[]) => boolean,
    what: string,
  ): Promise<OutboxMessage[]> {
    return waitFor(
      async () => {
        const messages = await messagesOf(reader, leadId);
        return done(messages) ? messages : undefined;
      },
      10_000,
      what,
    );
  }

  test('a lead is emailed and posted to the signed webhook, once each', async () => {
    const { database, reader } = await freshDatabase();
    const smtp = await startSmtpReceiver();
    const hook = await startWebhookReceiver();
    cleanups.push(smtp.close, hook.close);
    const service = await start(database, {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: 'owner@shop.example',
      LEAD_FROM_EMAIL: 'website@shop.example',
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
    });

    const leadId = await sendLead(service);
    // Queued with the lead, in its transaction: present as soon as the lead is acknowledged.
    expect((await messagesOf(reader, leadId)).map((message) => message.channel)).toEqual([
      'email',
      'webhook',
    ]);
    const sent = await waitForStatus(
      reader,
      leadId,
      (messages) => messages.every((message) => message.status === 'sent'),
      'both notifications sent',
    );
    expect(sent.map((message) => message.attempts)).toEqual([1, 1]);

    expect(smtp.messages).toHaveLength(1);
    const email = smtp.messages[0]!;
    expect(email).toMatch(/^To: owner@shop\.example/m);
    expect(email).toMatch(/^From: .*<website@shop\.example>/m);
    expect(email).toMatch(/^Reply-To: .*<maria\.lopez@example\.com>/m);
    expect(email).toMatch(
      /^Subject: URGENT: New quote request from Maria Lopez \(Hayward 94545\)/m,
    );
    expect(email).toContain('Phone: +15105550187');
    expect(email).toContain('Zip code: 94545 (Hayward)');
    expect(email).toContain(`Lead id: ${leadId}`);

    expect(hook.requests).toHaveLength(1);
    const { headers, body } = hook.requests[0]!;
    expect(headers['content-type']).toBe('application/json');
    expect(headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(signWebhookBody(body, SECRET));
    expect(JSON.parse(body)).toMatchObject({
      type: 'lead.created',
      lead: { id: leadId, email: 'maria.lopez@example.com', phone: '+15105550187', urgent: true },
    });
  });

  test('a finished quote request also emails the customer a receipt, once', async () => {
    const { database, reader } = await freshDatabase();
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const service = await start(database, {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: 'owner@shop.example',
      LEAD_FROM_EMAIL: 'website@shop.example',
    });
    const response = await postJson(
      service,
      '/api/leads',
      validLeadBody({
        quote: {
          year: 2018,
          make: 'Ford',
          model: 'Escape',
          vehicleClass: 'suv',
          glass: 'back',
          payment: 'self',
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const leadId = response.json().id as string;
    expect((await messagesOf(reader, leadId)).map((message) => message.channel).sort()).toEqual([
      'email',
      'receipt',
    ]);
    await waitForStatus(
      reader,
      leadId,
      (messages) => messages.every((message) => message.status === 'sent'),
      'notification and receipt sent',
    );
    expect(smtp.messages).toHaveLength(2);
    const receipt = smtp.messages.find((message) =>
      /^To: .*maria\.lopez@example\.com/m.test(message),
    )!;
    expect(receipt).toMatch(/^Subject: We received your quote request/m);
    expect(receipt).toMatch(/^Reply-To: .*<owner@shop\.example>/m);
    // Only values from the site's lists: the listed make, not the model typed by hand.
    expect(receipt).toContain('Vehicle: 2018 Ford (SUV');
    expect(receipt).not.toContain('Escape');
    expect(receipt).toContain('Glass: Back glass');
    expect(receipt).toContain(businessProfile.phone.display);
    // The owner's copy carries the quote too.
    const owner = smtp.messages.find((message) => /^To: owner@shop\.example/m.test(message))!;
    expect(owner).toContain('Vehicle: 2018 Ford Escape');

    // A plain form's lead gets no receipt.
    const plain = await sendLead(service);
    expect((await messagesOf(reader, plain)).map((message) => message.channel)).toEqual(['email']);
  });

  test("a fleet lead's email and webhook name the company and the fleet size", async () => {
    const { database, reader } = await freshDatabase();
    const smtp = await startSmtpReceiver();
    const hook = await startWebhookReceiver();
    cleanups.push(smtp.close, hook.close);
    const service = await start(database, {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: 'owner@shop.example',
      LEAD_WEBHOOK_URL: hook.url,
    });
    const response = await postJson(
      service,
      '/api/leads',
      validLeadBody({
        service: 'fleet-services',
        urgent: false,
        company: 'Bay Freight LLC',
        fleetSize: '51-200',
      }),
    );
    expect(response.statusCode).toBe(201);
    const leadId: string = response.json().id;
    await waitForStatus(
      reader,
      leadId,
      (messages) => messages.length === 2 && messages.every((message) => message.status === 'sent'),
      'both notifications sent',
    );

    // Long headers are folded onto a continuation line: unfold before matching.
    const email = smtp.messages[0]!.replace(/\r?\n(?=[ \t])/g, '');
    expect(email).toMatch(
      /^Subject: New fleet service request from Maria Lopez, Bay Freight LLC \(Hayward 94545\)/m,
    );
    expect(email).toContain('A new fleet service request arrived');
    expect(email).toContain('Company: Bay Freight LLC');
    expect(email).toContain('Fleet size: 51 to 200 vehicles');
    expect(JSON.parse(hook.requests[0]!.body).lead).toMatchObject({
      id: leadId,
      service: 'fleet-services',
      company: 'Bay Freight LLC',
      fleetSize: '51-200',
    });
  });

  test('a webhook that is down is retried until it is back up', async () => {
    const { database, reader } = await freshDatabase();
    const port = await findFreePort();
    const service = await start(database, {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
    });

    const leadId = await sendLead(service);
    const [failed] = await waitForStatus(
      reader,
      leadId,
      ([message]) => message?.lastError !== undefined,
      'a failed attempt',
    );
    expect(failed!.status).toBe('pending');

    const hook = await startWebhookReceiver(port);
    cleanups.push(hook.close);
    const [sent] = await waitForStatus(
      reader,
      leadId,
      ([message]) => message?.status === 'sent',
      'sent',
    );
    expect(sent!.attempts).toBeGreaterThanOrEqual(2);
    expect(hook.requests).toHaveLength(1);
    // No secret configured: no signature.
    expect(hook.requests[0]!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBeUndefined();
  });

  test("after the last retry a notification is marked 'failed' with the error", async () => {
    const { database, reader } = await freshDatabase();
    const hook = await startWebhookReceiver();
    hook.respondWith(500);
    cleanups.push(hook.close);
    const service = await start(
      database,
      { LEAD_WEBHOOK_URL: hook.url },
      { retryDelaysMs: [20, 20], outboxPollIntervalMs: 20 },
    );

    const leadId = await sendLead(service);
    const [failed] = await waitForStatus(
      reader,
      leadId,
      ([message]) => message?.status === 'failed',
      'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, lastError: 'Webhook answered HTTP 500: ok' });
    expect(hook.requests).toHaveLength(3);
  });

  test('failed for good: the real error, an alert to the owner, a report, resent by the command', async () => {
    const { database, reader } = await freshDatabase();
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const port = await findFreePort();
    const env = {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: 'owner@shop.example',
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
    };
    const service = await start(database, env, { retryDelaysMs: [20], outboxPollIntervalMs: 20 });
    const leadId = await sendLead(service);
    const messages = await waitForStatus(
      reader,
      leadId,
      (all) => all.find((message) => message.channel === 'webhook')?.status === 'failed',
      'webhook failed for good',
    );
    const webhook = messages.find((message) => message.channel === 'webhook')!;
    // Not just "fetch failed": its cause, with the code and address.
    expect(webhook.lastError).toMatch(/^fetch failed <- ECONNREFUSED .*127\.0\.0\.1/);

    const received = await waitFor(
      async () =>
        smtp.messages.find((message) => /^Subject: Lead notification failed/m.test(message)),
      10_000,
      'the alert email',
    );
    // Undo quoted-printable soft line breaks.
    const alert = received.replace(/=\r?\n/g, '');
    expect(alert).toMatch(/^To: owner@shop\.example/m);
    expect(alert).toContain('ECONNREFUSED');
    // The way in is the inbox's page of the lead, an absolute link from SITE_URL.
    expect(alert).toContain(`${siteConfig.url}/admin/leads/${leadId}`);
    expect(alert).toContain(`npm run leads -- outbox retry ${webhook.id}`);
    expect(alert).toContain('Phone: +15105550187');

    const cliEnv = { ...database.config, ...env };
    const report = await runCli(['outbox', 'report'], cliEnv);
    expect(report.stdout).toContain('Notifications: 0 pending, 1 failed.');
    expect(report.stdout).toContain(webhook.id);
    expect(report.stdout).toContain('ECONNREFUSED');

    const hook = await startWebhookReceiver(port);
    cleanups.push(hook.close);
    const retry = await runCli(['outbox', 'retry', webhook.id], cliEnv);
    expect(retry.stdout).toContain('1 failed notification(s) queued again.');
    await waitForStatus(
      reader,
      leadId,
      (all) => all.every((message) => message.status === 'sent'),
      'resent',
    );
    expect(hook.requests).toHaveLength(1);
    expect((await runCli(['outbox', 'report'], cliEnv)).stdout).toContain('0 pending, 0 failed');

    // Each attempt is kept apart from the running count: two failures, then the resend.
    const attempts = await listNotificationAttemptsForLead(reader.db, leadId);
    const webhookAttempts = attempts.filter((attempt) => attempt.outboxId === webhook.id);
    expect(webhookAttempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'failed', 'sent']);
    expect(webhookAttempts[0]!.error).toMatch(/ECONNREFUSED/);
    expect(webhookAttempts[1]!.error).toMatch(/ECONNREFUSED/);
    expect(webhookAttempts[2]!.error).toBeUndefined();
    expect(attempts.filter((attempt) => attempt.channel === 'email')).toEqual([
      expect.objectContaining({ outcome: 'sent', error: undefined }),
    ]);
  }, 30_000);

  test('leads stored before a channel was configured: sent on by outbox retry --unsent', async () => {
    const { database, reader } = await freshDatabase();
    const before = await start(database, {});
    const leadId = await sendLead(before);
    const flagged = await postJson(before, '/api/leads', validLeadBody({ website: 'seo' }));
    expect(flagged.statusCode).toBe(201);

    const hook = await startWebhookReceiver();
    cleanups.push(hook.close);
    const env = { LEAD_WEBHOOK_URL: hook.url };
    await start(database, env);
    const result = await runCli(['outbox', 'retry', '--unsent'], { ...database.config, ...env });
    expect(result.stdout).toContain('1 notification(s) queued for leads never sent on webhook.');
    await waitForStatus(reader, leadId, ([message]) => message?.status === 'sent', 'sent on');
    expect(hook.requests.map((request) => JSON.parse(request.body).lead.id)).toEqual([leadId]);
    // The flagged lead is never announced.
    expect(await messagesOf(reader, flagged.json().id)).toEqual([]);
  }, 30_000);

  test('two service instances never send the same notification twice', async () => {
    const { database, reader } = await freshDatabase();
    const hook = await startWebhookReceiver();
    cleanups.push(hook.close);
    const env = { LEAD_WEBHOOK_URL: hook.url };
    const options = { ...FAST, outboxPollIntervalMs: 5 };
    const instances = [await start(database, env, options), await start(database, env, options)];

    const leadIds = await Promise.all(
      Array.from({ length: 40 }, (_, index) => sendLead(instances[index % 2]!)),
    );
    await waitFor(
      async () => {
        const pending = await reader.db
          .selectFrom('outbox')
          .select('id')
          .where('status', '!=', 'sent')
          .execute();
        return pending.length === 0 ? true : undefined;
      },
      10_000,
      'every notification sent',
    );
    const delivered = hook.requests.map((request) => JSON.parse(request.body).lead.id);
    expect(delivered.sort()).toEqual([...leadIds].sort());
  });

  test('close() lets the delivery in flight finish', async () => {
    const { database, reader } = await freshDatabase();
    const hook = await startWebhookReceiver();
    hook.respondWith(200, 300);
    cleanups.push(hook.close);
    const service = await startLeadTestService(
      database.config,
      { LEAD_WEBHOOK_URL: hook.url },
      FAST,
    );

    const leadId = await sendLead(service);
    await waitFor(
      async () => (hook.requests.length > 0 ? true : undefined),
      5_000,
      'delivery start',
    );
    await service.close();
    const [message] = await messagesOf(reader, leadId);
    expect(message?.status).toBe('sent');
  });

  test('without SMTP_URL or LEAD_WEBHOOK_URL nothing is queued', async () => {
    const { database, reader } = await freshDatabase();
    const service = await start(database, {});
    const leadId = await sendLead(service);
    expect(await messagesOf(reader, leadId)).toEqual([]);
  });
});
