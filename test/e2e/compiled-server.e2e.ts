/**
 * The server as `npm run serve` runs it: the bundle `npm run build` compiled
 * (dist-server/main.cjs, scripts/build-server.ts) under plain `node`, without the
 * TypeScript loader the other e2e files start the app with. It serves a page, takes a
 * lead, answers its health check, and never serves its own bundle.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { SERVER_BUNDLE } from '../../scripts/build-server';

describe('the compiled server under plain node', () => {
  let child: ChildProcess;
  let origin: string;
  let dataDir: string;
  let sqlitePath: string;

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'));
    sqlitePath = path.join(dataDir, 'leads.sqlite');
    child = spawn(process.execPath, [SERVER_BUNDLE], {
      // No loader options of this test process (tsx): the bundle must run on its own.
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: '0',
        HOST: '127.0.0.1',
        SQLITE_PATH: sqlitePath,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        LEAD_MIN_FILL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = readline.createInterface({ input: child.stdout! });
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The server did not start')), 30_000);
      child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
      lines.on('line', (line) => {
        const match = /ready at http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    origin = `http://127.0.0.1:${port}`;
  });

  after(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the home page and answers its health check', async () => {
    const home = await fetch(`${origin}/`);
    assert.equal(home.status, 200);
    assert.ok((await home.text()).includes('Get Your Free Quote'));
    const health = await fetch(`${origin}/healthz`);
    assert.deepEqual(await health.json(), { status: 'ok' });
  });

  it('takes a lead with a form token and stores it', async () => {
    const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as {
      token: string;
    };
    const email = `compiled-${Date.now()}@example.com`;
    const response = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        firstName: 'Compiled',
        lastName: 'Server',
        email,
        phone: '(510) 555-0100',
        zipCode: '94545',
        service: 'windshield-replacement',
        message: 'A crack across the windshield, passenger side.',
        consentPrivacyPolicy: true,
        consentText: 'I agree to the privacy policy.',
        pageUrl: `${origin}/`,
        formToken: token,
      }),
    });
    assert.equal(response.status, 201);
    const { id } = (await response.json()) as { id: string };
    const reader = new Database(sqlitePath, { readonly: true });
    const stored = reader.prepare('SELECT email, spam_reason FROM leads WHERE id = ?').get(id);
    reader.close();
    assert.deepEqual(stored, { email, spam_reason: null });
  });

  it('never serves the server bundle or its source map', async () => {
    for (const target of [
      '/dist-server/main.cjs',
      '/main.cjs',
      '/main.cjs.map',
      '/../dist-server/main.cjs',
      '/%2E%2E/dist-server/main.cjs',
    ]) {
      const response = await fetch(`${origin}${target}`);
      assert.ok([400, 404].includes(response.status), `${target} answered ${response.status}`);
      assert.ok(!(await response.text()).includes('sourceMappingURL'), target);
    }
  });
});
