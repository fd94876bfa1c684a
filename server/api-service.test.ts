/** The contract server/app.ts relies on: start-up log line, health check, close, CORS. */
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { parseServerEnv } from './config/server-env';
import { createApiService } from './api-service';
import { describeEachDatabase, type TestDatabase } from '../test/support/lead-test-databases';
import {
  postJson,
  startLeadTestService,
  validLeadBody,
  type LeadTestService,
} from '../test/support/lead-test-service';

function recordingLogger(lines: string[]): FastifyBaseLogger {
  const logger = Fastify({ logger: false }).log;
  return Object.assign(Object.create(logger), {
    info: (message: unknown) => lines.push(String(message)),
  });
}

describeEachDatabase('createApiService', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(async () => {
    await database?.drop();
  });

  test('logs the database and that notifications are off; health follows the database', async () => {
    const lines: string[] = [];
    const service = await createApiService(
      parseServerEnv({ ...database.config }),
      recordingLogger(lines),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(kind.name === 'SQLite' ? 'SQLite at ' : 'PostgreSQL at 127.0.0.1');
    expect(lines[0]).toContain('notifications are off');
    expect(lines[0]).not.toMatch(/password|postgres:\/\//);
    await expect(service.checkHealth()).resolves.toBeUndefined();
    await service.close();
    await expect(service.checkHealth()).rejects.toThrow();
  });

  test('says which notifications are on', async () => {
    const lines: string[] = [];
    const service = await createApiService(
      parseServerEnv({ ...database.config, LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }),
      recordingLogger(lines),
    );
    await service.close();
    expect(lines[0]).toContain('email notifications off, webhook notifications on (unsigned)');
  });
});

describeEachDatabase('CORS for a separately hosted site', (kind) => {
  const SITE = 'https://www.shop.example';
  let database: TestDatabase;
  let api: LeadTestService;
  beforeAll(async () => {
    database = await kind.create();
    api = await startLeadTestService(database.config, {
      CORS_ORIGINS: `${SITE}, https://other.example`,
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  test('a listed origin may post; others get no CORS headers', async () => {
    const preflight = await fetch(`${api.url}/api/leads`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');

    const created = await postJson(api, '/api/leads', validLeadBody(), {
      headers: { origin: SITE },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(SITE);
    const invalid = await postJson(api, '/api/newsletter', {}, { headers: { origin: SITE } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(SITE);

    const stranger = await postJson(api, '/api/leads', validLeadBody(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
