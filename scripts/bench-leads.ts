/**
 * Lead service benchmark: `npm run bench:leads` (SQLite), and
 * `bash scripts/with-postgres.sh npm run bench:leads` (SQLite, then PostgreSQL).
 *
 * 1. Throughput: the service runs as a child process on 127.0.0.1 and autocannon posts
 *    valid leads with unique idempotency keys for 10 s, once with notifications off (the
 *    lead path alone) and once with webhook notifications on (to a local receiver, so the
 *    outbox worker delivers in the same process). Prints leads/s and p50/p99 latency.
 * 2. Durability: leads are posted concurrently, the child is killed with SIGKILL in the
 *    middle, restarted, and every lead that got a 201 is looked up in the database.
 *    Prints sent, acknowledged, found; exits 1 if an acknowledged lead is missing.
 *
 * Targets (ARCHITECTURE): at least 1,000 leads/s on SQLite with p99 under 50 ms, and no
 * acknowledged lead ever missing. Timings are printed, not asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { parseServerEnv } from '../server/config/server-env';
import { openDatabase, type DatabaseConfig } from '../server/db/database';
import { createApiService } from '../server/api-service';

const THROUGHPUT_SECONDS = 10;
const CONNECTIONS = 16;
const DURABILITY_WORKERS = 32;
const KILL_AFTER_MS = 3_000;

const LEAD = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '(510) 555-0100',
  zipCode: '94545',
  service: 'windshield-replacement',
  message: 'Benchmark lead: a crack across the windshield, passenger side.',
  consentPrivacyPolicy: true,
  consentText: 'I agree to the privacy policy.',
  pageUrl: 'https://www.mobileautoglass.example/',
};

/** The child: the lead API alone on a fastify app, its port printed once it listens. */
async function serve(): Promise<void> {
  const env = parseServerEnv();
  const app = Fastify({ logger: { level: 'warn' } });
  const service = await createApiService(env, app.log);
  await service.registerRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`READY ${(app.server.address() as AddressInfo).port}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => service.close())
      .then(() => process.exit(0));
  });
}

interface RunningService {
  child: ChildProcess;
  url: string;
}

async function startService(env: NodeJS.ProcessEnv): Promise<RunningService> {
  // The same tsx loader this process runs under, so the child can load TypeScript.
  const child = spawn(process.execPath, [...process.execArgv, __filename, '--serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The service exited with code ${code}`)));
    lines.on('line', (line) => {
      const match = /^READY (\d+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stopService(service: RunningService, signal: NodeJS.Signals): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill(signal);
  await exited;
}

/** Answers every notification at once, like a healthy CRM. */
async function startWebhookSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function leadBody(idempotencyKey: string): string {
  // Shown 10 s before sending: well past the minimum fill time.
  return JSON.stringify({ ...LEAD, idempotencyKey, formStartedAt: Date.now() - 10_000 });
}

async function measureThroughput(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const label = `${name}, ${env.LEAD_WEBHOOK_URL ? 'webhook on' : 'notifications off'}`;
  const service = await startService(env);
  try {
    let counter = 0;
    const run = `${name}-${Date.now()}`;
    const result = await autocannon({
      url: `${service.url}/api/leads`,
      connections: CONNECTIONS,
      duration: THROUGHPUT_SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: leadBody(`bench-${run}-${(counter += 1)}`),
          }),
        },
      ],
    });
    const perSecond = result['2xx'] / result.duration;
    console.log(
      `${label}: ${perSecond.toFixed(0)} leads/s stored (${result['2xx']} in ${result.duration.toFixed(1)} s, ` +
        `${CONNECTIONS} connections), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `max ${result.latency.max} ms; non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  } finally {
    await stopService(service, 'SIGTERM');
  }
}

async function checkDurability(
  name: string,
  env: NodeJS.ProcessEnv,
  config: DatabaseConfig,
): Promise<boolean> {
  let service = await startService(env);
  const run = `${name}-kill-${Date.now()}`;
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;

  async function worker(workerId: number): Promise<void> {
    for (let index = 0; !killed; index += 1) {
      sent += 1;
      try {
        const response = await fetch(`${service.url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: leadBody(`${run}-${workerId}-${index}`),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // Killed mid-request: never acknowledged, so the client would send it again.
        return;
      }
    }
  }

  const workers = Array.from({ length: DURABILITY_WORKERS }, (_, workerId) => worker(workerId));
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  killed = true;
  await stopService(service, 'SIGKILL');
  await Promise.all(workers);

  // Restart on the same database, as a supervisor would, then look every lead up.
  service = await startService(env);
  await stopService(service, 'SIGTERM');
  const database = await openDatabase(config);
  let found = 0;
  try {
    for (let start = 0; start < acknowledged.length; start += 500) {
      const ids = acknowledged.slice(start, start + 500);
      const rows = await database.db
        .selectFrom('leads')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      found += rows.length;
    }
  } finally {
    await database.close();
  }
  const missing = acknowledged.length - found;
  console.log(
    `${name} durability (SIGKILL after ${KILL_AFTER_MS} ms): sent ${sent}, acknowledged ${acknowledged.length}, ` +
      `found ${found}, missing ${missing}`,
  );
  return missing === 0;
}

async function main(): Promise<void> {
  const sink = await startWebhookSink();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const quiet = { LEAD_RATE_LIMIT_PER_MINUTE: String(1e9), SMTP_URL: '', LEAD_WEBHOOK_URL: '' };
  const notifying = { ...quiet, LEAD_WEBHOOK_URL: sink.url, LEAD_WEBHOOK_SECRET: 'bench' };
  const targets: Array<{ name: string; config: DatabaseConfig }> = [
    {
      name: 'SQLite',
      config: { SQLITE_PATH: path.join(tempDir, 'leads.sqlite'), DATABASE_URL: '' },
    },
  ];
  if (process.env.DATABASE_URL) {
    targets.push({
      name: 'PostgreSQL',
      config: { DATABASE_URL: process.env.DATABASE_URL, SQLITE_PATH: '' },
    });
  } else {
    console.log(
      '(PostgreSQL skipped: run `bash scripts/with-postgres.sh npm run bench:leads` for it.)',
    );
  }
  console.log(`Lead service benchmark on ${os.cpus().length} CPUs, Node ${process.version}.`);
  let durable = true;
  try {
    for (const { name, config } of targets) {
      await measureThroughput(name, { ...quiet, ...config });
      await measureThroughput(name, { ...notifying, ...config });
      durable = (await checkDurability(name, { ...notifying, ...config }, config)) && durable;
    }
  } finally {
    await sink.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  if (!durable) {
    console.error('FAILED: an acknowledged lead is missing.');
    process.exitCode = 1;
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
