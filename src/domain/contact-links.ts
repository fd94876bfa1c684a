/**
 * The one way to build `mailto:`, `tel:` and `sms:` links, for the site's pages, the
 * inbox and emails (docs/decisions/server-reliability.md, 'Contact links'). Every part
 * is percent-encoded, so an address or number, even one stored before the email rule was
 * strict, can never add a parameter (`?bcc=`, `&body=`) or end the attribute it sits in.
 */

/** Optional header fields of a mailto link (RFC 6068): only the ones the site uses. */
export interface MailtoFields {
  subject?: string;
  body?: string;
}

/** `mailto:` for one address, its local part and domain encoded, with optional fields. */
export function mailtoHref(address: string, fields: MailtoFields = {}): string {
  // The last '@' splits the domain off: a local part cannot hold one unquoted.
  const at = address.lastIndexOf('@');
  const target =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${target}${query ? `?${query}` : ''}`;
}

/**
 * Only the digits of a phone number and its leading '+': what a dialer needs, and nothing
 * a link could read as a parameter or a separator.
 */
function dialableNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** `tel:` for a number (E.164 preferred: +15105550142). */
export function telHref(phone: string): string {
  return `tel:${dialableNumber(phone)}`;
}

/** `sms:` for a number, with an optional prefilled text. */
export function smsHref(phone: string, body?: string): string {
  return `sms:${dialableNumber(phone)}${body === undefined ? '' : `?&body=${encodeURIComponent(body)}`}`;
}
