/**
 * The static site under hostile paths, over real HTTP on 127.0.0.1: every redirect stays
 * on the site's origin whatever the encoding, malformed paths get a 400 or 404 without
 * internal messages, and unknown paths never grow memory.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import vm from 'node:vm';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { buildServer } from '../app';
import {
  BROTLI_QUALITY,
  LEAD_REFERENCE_SLOT,
  snapshotOfferEnds,
  withLeadReference,
} from './static-site';
import { parseServerEnv } from '../config/server-env';
import { rawRequest } from '../../test/support/raw-http';
import { brotliCopyOf } from './precompressed';

const NOT_FOUND_HTML = '<!doctype html><title>Page Not Found</title><p>Page Not Found</p>';

/** A dist folder with the shapes the build writes: home, a page, 404, an asset. */
function writeDist(dir: string): void {
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), text);
  };
  write('index.html', '<!doctype html><title>Home</title><p>Home</p>');
  write('404.html', NOT_FOUND_HTML);
  write('warranty/index.html', '<!doctype html><title>Warranty</title><p>Warranty</p>');
  write('leads/facebook/index.html', '<!doctype html><title>Ad</title><p>Windshield</p>');
  write(
    'leads/facebook/index.service-repair.html',
    '<!doctype html><title>Ad</title><p>Repair</p>',
  );
  write('assets/main.abc123.js', 'console.log(1);');
  // A file outside dist a traversal would reach.
  write('../secret.txt', 'secret');
}

describe('static site: paths and redirects', () => {
  let root: string;
  let app: FastifyInstance;
  let port: number;
  let origin: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
    const dist = path.join(root, 'dist');
    writeDist(dist);
    app = await buildServer(parseServerEnv({ DIST_DIR: dist, LOG_LEVEL: 'silent' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A Location is on the site when, resolved the way a browser does, it keeps our origin. */
  function expectOnSite(location: string | undefined): void {
    expect(location).toBeDefined();
    expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(location!, origin).origin).toBe(origin);
  }

  function expectNoInternals(body: string): void {
    expect(body).not.toMatch(/Invalid character|ERR_|TypeError|URIError|stack|at \w+ \(/);
  }

  test.each([
    ['/leads/facebook?service=repair&utm_source=ad', 'Repair'],
    ['/leads/facebook?urgent=true&service=repair', 'Repair'],
    ['/leads/facebook', 'Windshield'],
    ['/leads/facebook?service=windshield', 'Windshield'],
    ['/leads/facebook?service=door', 'Windshield'],
    ['/leads/facebook?service=..%2F..%2Fsecret', 'Windshield'],
  ])('%s is served the snapshot made for its service: %s', async (url, text) => {
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<p>${text}</p>`);
  });

  test.each([
    ['/warranty/', '/warranty'],
    ['/warranty//', '/warranty'],
    ['/warranty/?utm_source=x&b=%2F%2Fevil.example', '/warranty?utm_source=x&b=%2F%2Fevil.example'],
    ['/blog/no-such-post', '/blog'],
    ['/%F0%9F%98%80/', '/%F0%9F%98%80'],
    ['/%E2%80%AE/', '/%E2%80%AE'],
    ['/%252F%252Fevil/', '/%252F%252Fevil'],
    ['/%25%32%46%25%32%46evil/', '/%252F%252Fevil'],
    ['/%255C%255Cevil/', '/%255C%255Cevil'],
    ['/%2525252F%2525252Fevil/', '/%2525252F%2525252Fevil'],
    ['/a%3Fb/', '/a%3Fb'],
    ['/a%23b/', '/a%23b'],
    ['/@evil/', '/%40evil'],
    ['/evil:80/', '/evil%3A80'],
    ['/%E4%BD%A0%E5%A5%BD/', '/%E4%BD%A0%E5%A5%BD'],
  ])('%s → 301 to %s, on the site', async (target, expected) => {
    const response = await rawRequest(port, target);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(expected);
    expectOnSite(response.headers.location);
  });

  test('a query with raw bytes above 0x7E is refused by the HTTP parser, never echoed', async () => {
    const response = await rawRequest(
      port,
      Buffer.concat([Buffer.from('/warranty/?q='), Buffer.from([0xe9, 0xff])]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  test.each([
    // Encoded slashes and backslashes that would read as a host.
    '//evil.example/',
    '///evil.example/',
    '/%2F%2Fevil.example/',
    '/%2fevil.example/',
    '/%2F/evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%5c/evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%2F%5Cevil.example/',
    // Dotted names look like files: no page, no redirect.
    '/%252F%252Fevil.example/',
    '/@evil.example/',
    '/evil.example:80/',
    '/http:%2F%2Fevil/',
    '/https:%5C%5Cevil/',
    // Decimal, hex and octal hosts.
    '/%2F%2F2130706433/',
    '/%2F%2F0x7f000001/',
    '/%2F%2F0177.0.0.1/',
    // Control characters, dot segments, traversal.
    '/%09/evil.example/',
    '/%0D%0ALocation:%20http://evil.example/',
    '/%00/',
    '/./%2F%2Fevil.example/',
    '/.%2F%2Fevil.example/',
    '/%2e%2e/%2e%2e/secret.txt',
    '/..%2Fsecret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/blog/%2F%2Fevil.example',
    '/blog/..%2F..%2Fevil.example/',
    '/warranty/./',
  ])('%s → 404 page, no redirect', async (target) => {
    const response = await rawRequest(port, target);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Page Not Found');
    expectNoInternals(response.body);
  });

  test('a path too long for any page → 404, no redirect', async () => {
    const response = await rawRequest(port, `/${'a'.repeat(5000)}/`);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  test.each([
    '/%/',
    '/%zz/',
    '/%C0%AF/',
    '/%C0%AE%C0%AE/',
    '/%FF/',
    '/%ED%A0%80/',
    '/%F4%90%80%80/',
    '/%E9t%C3/',
  ])('malformed encoding %s → 400 without internal messages', async (target) => {
    const response = await rawRequest(port, target);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeDefined();
    expectNoInternals(response.body);
  });

  test('raw bytes above 0x7E in the path → 400, never a 500', async () => {
    for (const bytes of [
      [0x2f, 0xc3, 0xbc, 0x2f],
      [0x2f, 0xe9, 0x2f],
      [0x2f, 0xf0, 0x9f, 0x98, 0x80, 0x2f],
    ]) {
      const response = await rawRequest(port, Buffer.from(bytes));
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers.location).toBeUndefined();
      expectNoInternals(response.body);
    }
  });

  test('absolute-form and asterisk request targets are no page', async () => {
    for (const target of ['http://evil.example/warranty/', 'https://evil.example//x/', '*']) {
      const response = await rawRequest(port, target);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers.location).toBeUndefined();
    }
  });

  test('pages and assets still serve', async () => {
    expect((await rawRequest(port, '/')).statusCode).toBe(200);
    expect((await rawRequest(port, '/warranty')).body).toContain('Warranty');
    expect((await rawRequest(port, '/assets/main.abc123.js')).statusCode).toBe(200);
    expect((await rawRequest(port, '/assets/./main.abc123.js')).statusCode).toBe(404);
    expect((await rawRequest(port, '/assets//main.abc123.js')).statusCode).toBe(404);
  });

  test('pages and scripts go out in the encoding the client accepts, each compressed once', async () => {
    const compress = jest.spyOn(zlib, 'brotliCompressSync');
    // The raw bytes of the answer (fetch would decode them).
    const get = async (target: string, acceptEncoding?: string) => {
      const response = await rawRequest(port, target, {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      return { ...response, bytes: Buffer.from(response.body, 'latin1') };
    };
    try {
      for (const target of ['/warranty', '/assets/main.abc123.js']) {
        const plain = await get(target);
        const brotli = await get(target, 'gzip, br');
        const gzip = await get(target, 'gzip');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
        expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
        expect(brotli.headers.vary).toBe('accept-encoding');
        expect((await get(target, 'br')).bytes.equals(brotli.bytes)).toBe(true);
      }
      // Once per file, at the quality that keeps a first request cheap.
      expect(compress).toHaveBeenCalledTimes(2);
      for (const [, options] of compress.mock.calls) {
        expect(options?.params?.[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(BROTLI_QUALITY);
      }
    } finally {
      compress.mockRestore();
    }
  });

  test("a script with the build's brotli copy beside it is sent as that copy, not compressed again", async () => {
    // A copy the server could not have made itself, so sending it proves it was read.
    const script = 'console.log("copied");';
    const copy = zlib.brotliCompressSync(script, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    fs.writeFileSync(path.join(root, 'dist/assets/copied.abc123.js'), script);
    fs.writeFileSync(path.join(root, 'dist', brotliCopyOf('assets/copied.abc123.js')), copy);
    const compress = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const response = await rawRequest(port, '/assets/copied.abc123.js', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(Buffer.from(response.body, 'latin1').equals(copy)).toBe(true);
      expect(compress).not.toHaveBeenCalled();
      // Gzip is still made from the file itself.
      const gzip = await rawRequest(port, '/assets/copied.abc123.js', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zlib.gunzipSync(Buffer.from(gzip.body, 'latin1')).toString()).toBe(script);
    } finally {
      compress.mockRestore();
    }
  });

  test('pages and misses make no Intl formatter per request (ICU memory outside the heap)', async () => {
    // A time-zone formatter per request grew the server's resident memory by ~15 kB a
    // request while the heap stayed flat (docs/decisions/server-reliability.md, 'Memory
    // under a path scan'); the heap check below cannot see that, this count can.
    const constructed = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let index = 0; index < 200; index += 1) {
        const target = index % 4 === 0 ? '/warranty' : `/scan-${index}/wp-login${index}.php`;
        const response = await rawRequest(port, target);
        expect(response.statusCode).toBe(index % 4 === 0 ? 200 : 404);
      }
      expect(constructed).not.toHaveBeenCalled();
    } finally {
      constructed.mockRestore();
    }
    // 200 requests one after another: jest's default 5 s ran out once on the shared machine
    // while two jest workers and end-to-end files ran beside it.
  }, 30_000);

  // 20,000 here; `npm run bench:scan` sends 300,000 to the compiled server and reports its
  // resident memory (docs/testing.md#soak-and-large-fuzz-are-benchmarks).
  test('20,000 distinct unknown paths leave memory within a small bound', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const total = Number(process.env.MEMORY_CHECK_REQUESTS ?? 20_000);
    // Long, distinct paths: an unbounded miss cache would keep ~200 bytes and a Map entry
    // for each, tens of megabytes for the run.
    const padding = 'x'.repeat(180);
    let next = 0;
    let notFound = 0;
    let others = 0;

    /** HTTP/1.1 pipelining on one socket, `batch` requests at a time: a cheap client. */
    const connection = (batch: number, until: number) =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let pending = 0;
        let tail = '';
        const sendBatch = () => {
          if (next >= until) return socket.end();
          const requests: string[] = [];
          for (; pending < batch && next < until; pending += 1) {
            next += 1;
            const target = `/missing-${next}-${padding}${next % 2 ? '.js' : ''}`;
            requests.push(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
          }
          socket.write(requests.join(''));
        };
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => {
          const text = tail + chunk;
          const statuses = text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
          tail = text.slice(-16);
          // A status line split across chunks is counted once, from the tail.
          const tailStatuses = tail.match(/HTTP\/1\.1 \d{3}/g) ?? [];
          tail = tailStatuses.length > 0 ? '' : tail;
          for (const status of statuses) {
            if (status.endsWith('404')) notFound += 1;
            else others += 1;
            pending -= 1;
          }
          if (pending === 0) sendBatch();
        });
        socket.on('error', reject);
        socket.on('close', () => resolve());
        socket.on('connect', sendBatch);
      });

    await connection(32, 1_000); // warm up before the baseline, on other paths
    next = 1_000;
    notFound = 0;
    gc();
    gc();
    const before = process.memoryUsage();
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => connection(200, 1_000 + total)));
    const seconds = (performance.now() - started) / 1000;
    gc();
    gc();
    const after = process.memoryUsage();
    const heapGrowthMb = (after.heapUsed - before.heapUsed) / 2 ** 20;
    const rssGrowthMb = (after.rss - before.rss) / 2 ** 20;
    const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
    console.log(
      `memory check: ${notFound} unknown paths answered 404 in ${seconds.toFixed(1)} s; ` +
        `heap ${(before.heapUsed / 2 ** 20).toFixed(1)} → ${(after.heapUsed / 2 ** 20).toFixed(1)} MB ` +
        `(${signed(heapGrowthMb)} MB), rss ${signed(rssGrowthMb)} MB`,
    );
    expect(others).toBe(0);
    expect(notFound).toBe(total);
    // An unbounded cache of misses would keep about 300 bytes a path: 6 MB for 20,000.
    expect(heapGrowthMb).toBeLessThan(Math.max(3, (total * 150) / 2 ** 20));
  }, 120_000);
});

describe('static site: ended offers', () => {
  const PAGE =
    '<!doctype html><html><head><title>Offers</title></head><body>' +
    '<div data-offer-id="spring" data-offer-ends="2020-04-30"><p>$50 off, ended</p></div>' +
    '<aside class="x" data-offer-ends="2999-12-31" data-offer-id="forever"><p>Runs</p></aside>' +
    '<div data-offer-id="open-ended"><p>No end date</p></div>' +
    '</body></html>';
  let root: string;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-offers-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'offers'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'offers/index.html'), PAGE);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><p>Home</p>');
    fs.writeFileSync(path.join(dist, '404.html'), NOT_FOUND_HTML);
    app = await buildServer(parseServerEnv({ DIST_DIR: dist, LOG_LEVEL: 'silent' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('reads each offer and its end date from a snapshot, whatever the attribute order', () => {
    expect(snapshotOfferEnds(PAGE)).toEqual({ spring: '2020-04-30', forever: '2999-12-31' });
  });

  test('hides an offer past its end date in the page sent, without JavaScript', async () => {
    const response = await fetch(`${origin}/offers`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain(
      '<style data-ended-offers>[data-offer-id="spring"]{display:none!important}</style></head>',
    );
    expect(body).not.toContain('[data-offer-id="forever"]');
    // The copy has its own validator, so a cache never pairs it with the original.
    const original = `"${createHash('sha1').update(PAGE).digest('base64url')}"`;
    expect(response.headers.get('etag')).not.toBe(original);
    const again = await fetch(`${origin}/offers`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  test('sends a page without ended offers unchanged', async () => {
    const body = await (await fetch(`${origin}/`)).text();
    expect(body).toBe('<!doctype html><head></head><p>Home</p>');
  });
});

describe('static site: the thank-you page after a post without JavaScript', () => {
  const PAGE =
    '<!doctype html><html><head><title>Thank You</title></head><body>' +
    `<p>Your reference: ${LEAD_REFERENCE_SLOT}. Mention it when you call us.</p>` +
    '</body></html>';
  const SPANISH_PAGE =
    '<!doctype html><html lang="es-US"><head><title>Gracias</title></head><body>' +
    `<p>Su número de referencia: ${LEAD_REFERENCE_SLOT}. Menciónelo cuando nos llame.</p>` +
    '</body></html>';
  let root: string;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-thanks-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'thank-you'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'thank-you/index.html'), PAGE);
    fs.mkdirSync(path.join(dist, 'es/thank-you'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'es/thank-you/index.html'), SPANISH_PAGE);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><p>Home</p>');
    fs.writeFileSync(path.join(dist, '404.html'), NOT_FOUND_HTML);
    app = await buildServer(parseServerEnv({ DIST_DIR: dist, LOG_LEVEL: 'silent' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('a well-formed ?ref= is filled into the slot, in a page no shared cache keeps', async () => {
    const response = await fetch(`${origin}/thank-you?ref=K3X9QA`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      '<p>Your reference: <strong data-lead-reference="">K3X9QA</strong>. Mention it',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The page as built is untouched for the next visitor.
    expect(await (await fetch(`${origin}/thank-you`)).text()).toBe(PAGE);
  });

  test('the Spanish twin, where a plain post from a Spanish form lands, is filled the same way', async () => {
    const response = await fetch(`${origin}/es/thank-you?ref=K3X9QA`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      '<p>Su número de referencia: <strong data-lead-reference="">K3X9QA</strong>. Menciónelo',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await fetch(`${origin}/es/thank-you?ref=k3x9qa`)).text()).toBe(SPANISH_PAGE);
  });

  test.each([
    ['markup', '?ref=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['quotes', '?ref=%22AB%27C1'],
    ['lowercase', '?ref=k3x9qa'],
    ['too long', '?ref=K3X9QAB'],
    ['too short', '?ref=K3X9Q'],
    ['empty', '?ref='],
    ['another parameter', '?reference=K3X9QA'],
  ])('a malformed reference (%s) is ignored: the page as built', async (_name, search) => {
    const response = await fetch(`${origin}/thank-you${search}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
  });

  test('the rewrite writes only a well-formed reference, and only into the slot', () => {
    expect(withLeadReference(PAGE, '?ref=AB12CD')).toContain('>AB12CD</strong>');
    expect(withLeadReference(PAGE, '?ref=AB12C<')).toBeUndefined();
    expect(withLeadReference('<p>No slot</p>', '?ref=AB12CD')).toBeUndefined();
  });

  test('another page with a ?ref= is sent as built', async () => {
    const body = await (await fetch(`${origin}/?ref=K3X9QA`)).text();
    expect(body).toBe('<!doctype html><head></head><p>Home</p>');
  });
});
