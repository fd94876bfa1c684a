/**
 * The request target of a page request, read strictly, and the only way a redirect's
 * Location is built (docs/decisions/server-reliability.md, 'Redirects stay on the site').
 *
 * A Location the server sends must be a path on this site whatever the client sent: an
 * encoded slash or backslash, double encoding, a decimal host or text outside Latin-1
 * must never come back as `//host`, `/\host` or a header Node refuses to write.
 */

export type RequestPath =
  /** `pathname` is decoded; `search` is '' or '?…' in printable ASCII, ready for a header. */
  | { ok: true; pathname: string; search: string }
  /** 400: not a path at all (malformed encoding, not UTF-8); 404: a path no page can have. */
  | { ok: false; status: 400 | 404 };

/** Longer paths are no page of this site (the longest route is under 120 characters). */
const MAX_PATH_LENGTH = 1024;
const MAX_QUERY_LENGTH = 4096;

/** Reads a raw request target (`request.url`): origin-form only, strictly decoded. */
export function parseRequestPath(rawUrl: string): RequestPath {
  // Only origin-form (`/path?query`). `//host/…` parsed against a base URL would name a
  // host; absolute-form and `*` are no page either.
  if (!rawUrl.startsWith('/')) return { ok: false, status: 400 };
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  if (rawPath.length > MAX_PATH_LENGTH || rawQuery.length > MAX_QUERY_LENGTH) {
    return { ok: false, status: 404 };
  }
  // Node reads the request line as Latin-1: a raw byte above 0x7E is no encoded URL.
  if (!/^[\x21-\x7e]*$/.test(rawPath)) return { ok: false, status: 400 };
  let pathname: string;
  try {
    // Throws on a stray '%' and on bytes that are not UTF-8 (%C0%AF, %FF, encoded surrogates).
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  // Control characters and backslashes are in no page's path; browsers read '\' as '/'.
  if (/[\p{Cc}\\]/u.test(pathname)) return { ok: false, status: 404 };
  const segments = pathname.split('/').slice(1);
  // Trailing empty segments are a trailing slash (redirected); any other empty, '.' or
  // '..' segment is a path no page has, and an empty first one would read as a host.
  const inner = segments.slice(0, lastNonEmpty(segments) + 1);
  if (inner.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { ok: false, status: 404 };
  }
  return { ok: true, pathname, search: rawQuery ? `?${asciiOnly(rawQuery)}` : '' };
}

function lastNonEmpty(segments: readonly string[]): number {
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    if (segments[index] !== '') return index;
  }
  return -1;
}

/** Percent-encodes everything outside printable ASCII (Node gave us Latin-1 characters). */
function asciiOnly(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : '';
  });
}

/**
 * A decoded site path as a Location value: each segment percent-encoded, so the result
 * is printable ASCII, starts with exactly one '/', and names a path on this site.
 * Undefined when the path cannot be one (an empty segment, not starting with '/').
 */
export function sitePathLocation(pathname: string, search: string): string | undefined {
  if (pathname === '/') return `/${search}`;
  if (!pathname.startsWith('/')) return undefined;
  const segments = pathname.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined;
  }
  let encoded: string;
  try {
    encoded = `/${segments.map(encodeURIComponent).join('/')}`;
  } catch {
    // A lone surrogate cannot be encoded.
    return undefined;
  }
  const location = `${encoded}${search}`;
  // Belt and braces: one leading slash, then neither '/' nor '\', printable ASCII only.
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) ? location : undefined;
}
