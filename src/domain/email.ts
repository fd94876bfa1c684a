/**
 * The one email rule of every form (lead, newsletter), in the browser and on the server
 * (docs/decisions/server-reliability.md, 'Input hygiene'): trimmed, no invisible or
 * control characters, ASCII only (a look-alike letter from another script cannot pass
 * for a Latin one), a dotted domain with a top-level label, lowercased. The local part is
 * an unquoted dot-atom (RFC 5321) without `?`, `&`, `=` and `%`, the characters a mail
 * link reads as parameters or escapes; quoted local parts are refused
 * (docs/decisions/server-reliability.md, 'Contact links').
 */
import { z } from './zod';

/** Controls, format characters (zero-width, bidi), line/paragraph and space separators, fillers. */
// Invisible marks (U+034F, U+17B4, U+17B5) stand outside the class: they combine.
const INVISIBLE_OR_CONTROL =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;
/** RFC 5321's atext, less `%`, `&`, `=` and `?`. */
const EMAIL_PATTERN =
  /^[a-z0-9!#$'*+/^_`{|}~-]+(?:\.[a-z0-9!#$'*+/^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function emailSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .refine((value) => !INVISIBLE_OR_CONTROL.test(value), message)
    .transform((value) => value.toLowerCase())
    .refine((value) => EMAIL_PATTERN.test(value), message);
}
