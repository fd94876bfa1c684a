/**
 * Serves the prerendered site from `dist/`:
 * - hashed assets under /assets/ with a year of immutable caching;
 * - each page's snapshot (`dist/<path>/index.html`), revalidated on every visit, and an ad
 *   landing page's snapshot for its `?service=` (docs/decisions/first-paint.md#service-variants);
 * - the not-found snapshot with status 404 for any path without a snapshot, so search
 *   engines never index a 'soft 404';
 * - 301 redirects to a page's canonical URL (trailing slashes, accepted alternative forms);
 * - an offer whose end date has passed hidden in every page sent, without a rebuild and
 *   without JavaScript (docs/decisions/launch-truth.md#offers);
 * - the thank-you page after a post without JavaScript (`/thank-you?ref=K3X9QA`) with its
 *   reference filled in (docs/decisions/quote-flow.md, 'A real finish').
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalRedirectFor } from '@/config/canonical-paths';
import { paths } from '@/config/paths';
import { twinPaths } from '@/config/routes';
import { LEAD_REFERENCE_PATTERN } from '@/domain/lead-fields';
import { snapshotFile } from '@/config/route-list';
import { localeOfPath } from '@/i18n/locales';
import { endedOffersStyleRule, todayInBayArea } from '@/domain/offer-expiry';
import { brotliCopyOf } from './precompressed';
import { parseRequestPath, sitePathLocation } from './request-path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

interface CachedFile {
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first request and kept (files never change while serving). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** A page's offers and their end dates; the page as sent once one of them has ended. */
  offerEnds?: Record<string, string>;
  withEndedOffersHidden?: { rule: string; file: CachedFile };
}

/** The offers a snapshot shows, by `data-offer-id`, with their `data-offer-ends` dates. */
export function snapshotOfferEnds(html: string): Record<string, string> {
  const ends: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<[a-z][^>]*\sdata-offer-id="[^"]*"[^>]*>/g)) {
    const id = /\sdata-offer-id="([^"]*)"/.exec(tag)![1]!;
    const end = /\sdata-offer-ends="(\d{4}-\d{2}-\d{2})"/.exec(tag)?.[1];
    if (end) ends[id] = end;
  }
  return ends;
}

function fileFromBody(body: Buffer): CachedFile {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

/**
 * The page as it should be sent today: when an offer on it has ended, a copy with a style
 * rule hiding it (the rule the head script adds, for visitors and crawlers without
 * JavaScript too), kept until the set of ended offers changes.
 */
function pageForToday(page: CachedFile, today: string): CachedFile {
  page.offerEnds ??= snapshotOfferEnds(page.body.toString('utf8'));
  const rule = endedOffersStyleRule(page.offerEnds, today);
  if (!rule) return page;
  if (page.withEndedOffersHidden?.rule !== rule) {
    const html = page.body
      .toString('utf8')
      .replace('</head>', `<style data-ended-offers>${rule}</style></head>`);
    page.withEndedOffersHidden = { rule, file: fileFromBody(Buffer.from(html)) };
  }
  return page.withEndedOffersHidden.file;
}

/**
 * The thank-you page in each language: a plain post from a Spanish form lands on the Spanish
 * twin (server/intake/lead.routes.ts), whose slot is filled the same way.
 */
const THANK_YOU_PATHS: ReadonlySet<string> = new Set(
  Object.values(twinPaths(paths.thankYou()) ?? { en: paths.thankYou() }),
);

/** The thank-you page's empty reference slot, as the page renders it (src/pages/thank-you/thank-you-view.tsx). */
export const LEAD_REFERENCE_SLOT = '<strong data-lead-reference=""></strong>';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The thank-you snapshot with the reference of the `?ref=` in its URL, when that is a
 * well-formed reference; anything else leaves the page as built. The page only echoes the
 * URL: nothing is looked up, so a guessed reference shows a stranger nothing
 * (docs/decisions/quote-flow.md, 'A real finish').
 */
export function withLeadReference(html: string, search: string): string | undefined {
  const reference = new URLSearchParams(search).get('ref');
  if (reference === null || !LEAD_REFERENCE_PATTERN.test(reference)) return undefined;
  if (!html.includes(LEAD_REFERENCE_SLOT)) return undefined;
  return html.replace(
    LEAD_REFERENCE_SLOT,
    // Escaped although the pattern allows only letters and digits: the slot is HTML.
    `<strong data-lead-reference="">${escapeHtml(reference)}</strong>`,
  );
}

const COMPRESSIBLE = /^(text\/|application\/(xml|json)|image\/svg)/;

/** The best encoding the client accepts: brotli, then gzip, else none. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Brotli's quality for a file compressed on its first request: 6, not 9, since quality 9
 * held the event loop over 30 times as long for a page barely smaller (measured in
 * docs/decisions/server-reliability.md#compression-on-first-request).
 */
export const BROTLI_QUALITY = 6;

function encode(file: CachedFile, encoding: 'br' | 'gzip'): Buffer {
  file.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(file.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : gzipSync(file.body, { level: 9 });
  return file.encoded[encoding]!;
}

export interface StaticSiteOptions {
  distDir: string;
  headers: Record<string, string>;
}

export function readDistHtml(distDir: string): string[] {
  return ['index.html', '404.html', 'es/404.html']
    .map((file) => path.join(distDir, file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const distDir = path.resolve(options.distDir);
  // Files that exist, keyed by their path under dist: bounded by what the build wrote.
  // Misses are not cached, so unknown paths cost a stat and never memory
  // (docs/decisions/server-reliability.md, 'Redirects stay on the site').
  const cache = new Map<string, CachedFile>();

  /** Reads a file under dist once; later requests are served from memory. */
  const load = (relative: string): CachedFile | null => {
    const absolute = path.join(distDir, relative);
    if (!absolute.startsWith(distDir + path.sep)) return null;
    const cached = cache.get(absolute);
    if (cached) return cached;
    if (!existsSync(absolute) || !statSync(absolute).isFile()) return null;
    const file = fileFromBody(readFileSync(absolute));
    // The build's brotli copy, when it wrote one, is sent instead of compressing here.
    const brotliCopy = brotliCopyOf(absolute);
    if (existsSync(brotliCopy)) file.encoded.br = readFileSync(brotliCopy);
    cache.set(absolute, file);
    return file;
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: CachedFile,
    contentType: string,
    cacheControl: string,
    status = 200,
  ) => {
    reply.headers(options.headers);
    reply
      .header('content-type', contentType)
      .header('cache-control', cacheControl)
      .header('etag', file.etag);
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      return reply.code(304).send();
    }
    if (!COMPRESSIBLE.test(contentType)) return reply.code(status).send(file.body);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.code(status).send(file.body);
    return reply.code(status).header('content-encoding', encoding).send(encode(file, encoding));
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    // A missing page under /es gets the Spanish not-found page (src/config/route-list.ts).
    const spanish = localeOfPath(request.url.split(/[?#]/)[0]!) === 'es';
    const page = (spanish && load('es/404.html')) || load('404.html');
    if (!page) return reply.code(404).type('text/plain').send('Not found');
    const today = todayInBayArea();
    return send(
      request,
      reply,
      pageForToday(page, today),
      CONTENT_TYPES['.html']!,
      REVALIDATE,
      404,
    );
  };

  app.get('/*', async (request, reply) => {
    const target = parseRequestPath(request.url);
    if (!target.ok) {
      if (target.status === 404) return notFound(request, reply);
      return reply
        .headers(options.headers)
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Bad request');
    }
    const { pathname, search } = target;

    const extension = path.extname(pathname).toLowerCase();
    if (extension && extension !== '.html') {
      const file = load(pathname.slice(1));
      if (!file) return notFound(request, reply);
      const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      return send(
        request,
        reply,
        file,
        CONTENT_TYPES[extension] ?? 'application/octet-stream',
        cacheControl,
      );
    }

    const canonical = canonicalRedirectFor(pathname);
    if (canonical && canonical !== pathname) {
      // Built from the decoded canonical path, segment by segment: never another host.
      const location = sitePathLocation(canonical, search);
      if (!location) return notFound(request, reply);
      return reply.headers(options.headers).redirect(location, 301);
    }

    // A landing page's `?service=` has its own snapshot (snapshotFile); any other query, or
    // a service value without one, gets the page's own.
    const snapshot = load(snapshotFile(`${pathname}${search}`)) ?? load(snapshotFile(pathname));
    if (!snapshot) return notFound(request, reply);
    const page = pageForToday(snapshot, todayInBayArea());
    if (THANK_YOU_PATHS.has(pathname) && search) {
      const filled = withLeadReference(page.body.toString('utf8'), search);
      // One visitor's page: never kept in a shared cache, nor in this server's memory.
      if (filled) {
        return send(
          request,
          reply,
          fileFromBody(Buffer.from(filled)),
          CONTENT_TYPES['.html']!,
          'private, no-store',
        );
      }
    }
    return send(request, reply, page, CONTENT_TYPES['.html']!, REVALIDATE);
  });
}
