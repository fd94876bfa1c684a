/** Clean-up every posted body gets before its schema sees it. */

/**
 * PostgreSQL text cannot hold U+0000 (SQLite can), and no form field has a use for it: it
 * is removed from every top-level string, so both databases store the same value and a
 * bot's NUL byte is never a server error.
 */
export function withoutNulCharacters(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  // fromEntries: a key named '__proto__' stays an ordinary key for the schema to refuse.
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
    ]),
  );
}
