/**
 * TRUST_PROXY: a hop count or a list of proxy addresses, never "trust all". Over HTTP
 * against a real database: a forged X-Forwarded-For neither escapes the rate limit nor
 * ends up as the stored client address (the consent evidence).
 */
import { openDatabase, type Database } from '../db/database';
import { findLeadById } from '../leads/lead.repository';
import { describeEachDatabase, type TestDatabase } from '../../test/support/lead-test-databases';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  type LeadTestService,
} from '../../test/support/lead-test-service';
import { parseServerEnv } from './server-env';

describe('TRUST_PROXY parsing', () => {
  test.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.2,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.2', '::1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('%j → %j', (value, expected) => {
    expect(parseServerEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  test.each(['true', 'TRUE', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '-1', '1.5'])(
    '%j is refused with a message saying what to write',
    (value) => {
      expect(() => parseServerEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describeEachDatabase('forged X-Forwarded-For', (kind) => {
  const LIMIT = 3;
  let database: TestDatabase;
  let reader: Database;
  const services: LeadTestService[] = [];

  beforeAll(async () => {
    database = await kind.create();
    reader = await openDatabase(database.config);
  });
  afterAll(async () => {
    for (const service of services) await service.close();
    await reader?.close();
    await database?.drop();
  });

  async function start(trustProxy: string): Promise<LeadTestService> {
    const service = await startLeadTestService(database.config, {
      TRUST_PROXY: trustProxy,
      LEAD_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    services.push(service);
    return service;
  }

  /** Sends leads with a different forged first entry each time, as a spammer would. */
  async function sendForged(service: LeadTestService, forwardedFor: (index: number) => string) {
    const responses = [];
    for (let index = 0; index < LIMIT * 2 + 1; index += 1) {
      responses.push(
        await postJson(service, '/api/leads', validLeadBody(), {
          headers: { 'x-forwarded-for': forwardedFor(index) },
        }),
      );
    }
    return responses;
  }

  test('hop count 1: only the address the load balancer saw counts', async () => {
    const service = await start('1');
    const responses = await sendForged(service, (index) => `6.6.6.${index}, 203.0.113.7`);
    expect(responses.map((response) => response.statusCode)).toContain(429);
    const stored = await findLeadById(reader.db, responses[0]!.json().id);
    expect(stored?.clientIp).toBe('203.0.113.7');
  });

  test('a list of proxy addresses: the last untrusted entry counts', async () => {
    const service = await start('127.0.0.1, 10.0.0.0/8');
    const responses = await sendForged(service, (index) => `6.6.7.${index}, 203.0.113.8, 10.1.2.3`);
    expect(responses.map((response) => response.statusCode)).toContain(429);
    const stored = await findLeadById(reader.db, responses[0]!.json().id);
    expect(stored?.clientIp).toBe('203.0.113.8');
  });

  test('no proxy trusted (the default): the header is ignored', async () => {
    const service = await start('false');
    const responses = await sendForged(service, (index) => `6.6.8.${index}`);
    expect(responses.map((response) => response.statusCode)).toContain(429);
    const stored = await findLeadById(reader.db, responses[0]!.json().id);
    expect(stored?.clientIp).toBe('127.0.0.1');
  });
});
