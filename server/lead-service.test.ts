/** The contract server/app.ts relies on: start-up log line, health check, close. */
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { parseServerEnv } from './config/server-env';
import { createLeadService } from './lead-service';
import { describeEachDatabase, type TestDatabase } from '../test/support/lead-test-databases';

function recordingLogger(lines: string[]): FastifyBaseLogger {
  const logger = Fastify({ logger: false }).log;
  return Object.assign(Object.create(logger), {
    info: (message: unknown) => lines.push(String(message)),
  });
}

describeEachDatabase('createLeadService', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(async () => {
    await database?.drop();
  });

  test('logs the database and that notifications are off; health follows the database', async () => {
    const lines: string[] = [];
    const service = await createLeadService(
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
    const service = await createLeadService(
      parseServerEnv({ ...database.config, LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }),
      recordingLogger(lines),
    );
    await service.close();
    expect(lines[0]).toContain('email notifications off, webhook notifications on (unsigned)');
  });
});
