/**
 * Path scan benchmark: `npm run bench:scan` (not part of `npm test`).
 *
 * A scanner asks a public server for hundreds of thousands of paths that do not exist
 * (`/wp-admin/…`, `/.env`, random words). The compiled server (dist-server/main.cjs, as
 * `npm run serve` runs it, with its own SQLite file in a temporary folder and the built
 * dist/) runs as a child process on 127.0.0.1; autocannon sends it unknown paths over keep-alive
 * connections, first a warm-up, then the scan. The child's resident memory is read from
 * /proc before and after (this process's own memory is not counted).
 *
 * BENCH_SCAN_REQUESTS (default 300,000), BENCH_SCAN_WARMUP (default 30,000) and
 * BENCH_SCAN_MAX_SECONDS (default 300, the scan stops there whatever the count) bound it;
 * DIST_DIR picks the build (default dist/, `npm run build` first).
 *
 * Target (docs/decisions/server-reliability.md, 'Memory under a path scan'): after the
 * warm-up, the scan moves resident memory by at most 30 MB. Printed, and the exit code is
 * 1 when it is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { SERVER_BUNDLE } from './build-server';

const CONNECTIONS = 16;
const TARGET_MB = 30;

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Paths a scanner tries: a probe list's shapes, each made unique by a counter. */
const SHAPES = [
  (n: number) => `/wp-admin/setup-${n}.php`,
  (n: number) => `/.env.${n}`,
  (n: number) => `/backup-${n}.zip`,
  (n: number) => `/cgi-bin/${n}/status`,
  (n: number) => `/api/v1/${n}`,
  (n: number) => `/brands/unknown-${n}`,
  (n: number) => `/blog/post-${n}?utm_source=${n}`,
  (n: number) => `/static/js/main.${n.toString(36)}.js`,
  (n: number) => `/${n.toString(36)}/${(n * 7919).toString(36)}/index.html`,
  (n: number) => `/%E2%98%83-${n}/`,
];

/** The compiled server, as `npm run serve` runs it, on a free port of 127.0.0.1. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
    lines.on('line', (line) => {
      const match = /ready at http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The child's resident memory in MB, as the kernel counts it. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kb / 1024;
}

/** `amount` requests, or fewer when `maxSeconds` runs out first (autocannon's `amount`
 * would otherwise make it ignore its duration). */
async function scan(url: string, amount: number, maxSeconds: number, start: number) {
  let counter = start;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              counter += 1;
              return { ...request, path: SHAPES[counter % SHAPES.length]!(counter) };
            },
          },
        ],
      },
      (error, done) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(done);
      },
    );
    const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
  return { result, next: counter };
}

async function main(): Promise<void> {
  const requests = numberFromEnv('BENCH_SCAN_REQUESTS', 300_000);
  const warmup = numberFromEnv('BENCH_SCAN_WARMUP', 30_000);
  const maxSeconds = numberFromEnv('BENCH_SCAN_MAX_SECONDS', 300);
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(distDir, '404.html')) || !fs.existsSync(SERVER_BUNDLE)) {
    throw new Error(`No built site in ${distDir} or no ${SERVER_BUNDLE}: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scan-'));
  const server = await startServer({
    DIST_DIR: distDir,
    SQLITE_PATH: path.join(dataDir, 'leads.sqlite'),
    DATABASE_URL: '',
  });
  try {
    const pid = server.child.pid!;
    const atStart = residentMb(pid);
    const warm = await scan(server.url, warmup, maxSeconds, 0);
    const before = residentMb(pid);
    const started = Date.now();
    const { result } = await scan(server.url, requests, maxSeconds, warm.next);
    const after = residentMb(pid);
    const seconds = (Date.now() - started) / 1000;
    const growth = after - before;
    console.log(
      `Path scan: ${result.requests.total} requests for unknown paths in ${seconds.toFixed(0)} s ` +
        `(${(result.requests.total / seconds).toFixed(0)}/s, ${CONNECTIONS} keep-alive connections; ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
    console.log(
      `Resident memory: ${atStart.toFixed(0)} MB at start, ${before.toFixed(0)} MB after ` +
        `${warm.result.requests.total} warm-up requests, ${after.toFixed(0)} MB after the scan: ` +
        `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB (target: at most ${TARGET_MB} MB)`,
    );
    if (growth > TARGET_MB) process.exitCode = 1;
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
