/**
 * The security headers of the whole server (server/app.ts) over real HTTP on 127.0.0.1:
 * every response has them, and a route's own stricter header is kept, not overwritten.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { createApiService } from '../api-service';
import { parseServerEnv } from '../config/server-env';

describe('security headers', () => {
  let root: string;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
    const env = parseServerEnv({
      DIST_DIR: dist,
      SQLITE_PATH: path.join(root, 'leads.sqlite'),
      LOG_LEVEL: 'silent',
    });
    app = await buildServer(env, (logger) => createApiService(env, logger));
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 20_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('the unsubscribe page keeps its no-referrer, with every other header', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${origin}/newsletter/unsubscribe?token=not-a-token`, {
        method,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('the inbox keeps its own no-referrer too (docs/decisions/owner-inbox.md)', async () => {
    const response = await fetch(`${origin}/admin/sign-in`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('a page, an API answer and a missing page get the site-wide headers', async () => {
    for (const pathname of ['/', '/api/form-token', '/no-such-page']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
