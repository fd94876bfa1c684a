/** Clean-up every posted body gets before its schema sees it. */

/**
 * Top-level strings as the schemas should see them (docs/decisions/server-reliability.md,
 * 'Input hygiene'):
 * - U+0000 removed: PostgreSQL text cannot hold it (SQLite can) and no field has a use for
 *   it, so both databases store the same value and a bot's NUL byte is never a 5xx;
 * - normalized to NFC, so 'é' typed as one code point or as 'e' plus an accent is one
 *   value (search, de-duplication, the idempotency hash).
 */
export function cleanBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  // fromEntries: a key named '__proto__' stays an ordinary key for the schema to refuse.
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === 'string' && isWellFormed(value)
        ? value.replaceAll('\u0000', '').normalize('NFC')
        : typeof value === 'string'
          ? value.replaceAll('\u0000', '')
          : value,
    ]),
  );
}

/** No lone surrogate (String#isWellFormed, which the project's TypeScript lib lacks). */
function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Kept for the newsletter service's import. */
export const withoutNulCharacters = cleanBody;

export const UNREADABLE_TEXT_MESSAGE =
  'This text could not be read (it holds invalid characters). Please type it again.';

/**
 * Fields whose text was not valid UTF-8 when it arrived: U+FFFD, which decoding put in
 * place of invalid bytes, or a lone surrogate (an invalid \\uD800 escape in JSON). Storing
 * them would keep replacement characters instead of what the visitor typed; refusing lets
 * the visitor type them again. Undefined when every field reads.
 */
export function unreadableTextErrors(
  fields: Record<string, unknown>,
): Record<string, string> | undefined {
  const errors = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && (!isWellFormed(value) || value.includes('\uFFFD'))) {
      errors.set(name, UNREADABLE_TEXT_MESSAGE);
    }
  }
  return errors.size > 0 ? Object.fromEntries(errors) : undefined;
}
