/**
 * Plain HTML form posts (no JavaScript): form-encoded fields become the values the
 * schemas expect, and a browser that asked for a page gets a page or a redirect.
 */
import type { FastifyRequest } from 'fastify';

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const CHECKED_VALUES = new Set(['on', 'true', '1']);

/**
 * The fields of each plain form post as the browser sent them (files left out), kept with
 * the request so that a refused post can show the visitor's values again
 * (server/site/refused-form-page.ts). Gone with the request.
 */
const postedFields = new WeakMap<FastifyRequest, Record<string, string | string[]>>();

export function rememberPostedFields(
  request: FastifyRequest,
  fields: Record<string, string | string[]>,
): void {
  postedFields.set(request, fields);
}

export function postedFieldsOf(
  request: FastifyRequest,
): Record<string, string | string[]> | undefined {
  return postedFields.get(request);
}

/** A form a browser posts by itself: form-encoded, or multipart when it carries files. */
export function isFormPost(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  return FORM_CONTENT_TYPES.some((formType) => type.startsWith(formType));
}

/** A browser's own form post: form-encoded and asking for HTML rather than JSON. */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  return isFormPost(request) && prefersHtml(request.headers.accept);
}

/** True when the Accept header ranks text/html above application/json. */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = acceptQuality(accept, 'text/html');
  return html > 0 && html > acceptQuality(accept, 'application/json');
}

/** The quality the most specific matching media range gives `type` (RFC 9110, 12.5.1). */
function acceptQuality(accept: string, type: string): number {
  const anyOfMajor = `${type.split('/')[0]}/*`;
  let best = { specificity: -1, quality: 0 };
  for (const part of accept.toLowerCase().split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    const specificity = range === type ? 2 : range === anyOfMajor ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    best = { specificity, quality: Number.isFinite(quality) ? quality : 0 };
  }
  return best.quality;
}

/**
 * Form fields as the schema expects them: an empty text field counts as not filled in,
 * and a checkbox is true when the browser sent it checked, false when it sent nothing.
 */
export function fieldsFromForm(
  body: Record<string, string | string[]>,
  checkboxes: readonly string[],
): Record<string, unknown> {
  // A Map, then fromEntries: a field named '__proto__' stays an ordinary key.
  const fields = new Map<string, unknown>();
  for (const [name, value] of Object.entries(body)) {
    if (!checkboxes.includes(name) && value !== '') fields.set(name, value);
  }
  for (const name of checkboxes) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    // A hidden 'false' input before the checkbox sends both: the last one wins.
    const last = Array.isArray(value) ? value.at(-1) : value;
    fields.set(name, last !== undefined && CHECKED_VALUES.has(last.toLowerCase()));
  }
  return Object.fromEntries(fields);
}

/** A dotted name of plain words: 'quote.features.rainSensor'. Nothing else is nested. */
const DOTTED_NAME = /^[a-zA-Z]+(\.[a-zA-Z]+)+$/;

/**
 * Fields named with dots ('quote.year') become nested objects ({ quote: { year } }), as
 * the JSON the site's script sends has them. Other names stay as they are, so an unknown
 * or hostile name ('__proto__.x') is refused by the strict schema, never merged.
 */
export function nestDottedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(fields)) {
    if (!DOTTED_NAME.test(name)) {
      nested[name] = value;
      continue;
    }
    const path = name.split('.');
    let target = nested;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = (
        typeof next === 'object' && next !== null ? next : (target[key] = Object.create(null))
      ) as Record<string, unknown>;
    }
    target[path.at(-1)!] = value;
  }
  return JSON.parse(JSON.stringify(nested)) as Record<string, unknown>;
}

/**
 * The path and query of the page that posted the form, when it is on this site; else
 * undefined. Never a protocol-relative path, so a redirect to it stays on this site.
 */
export function sameOriginRefererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return undefined;
    // Parsed the same way, so a default port written or not compares equal.
    const self = new URL(`${from.protocol}//${request.host}`);
    if (from.host !== self.host) return undefined;
    return from.pathname.replace(/^\/+/, '/') + from.search;
  } catch {
    return undefined;
  }
}
