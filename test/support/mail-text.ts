/**
 * Reads a raw message the test SMTP server captured as a person would: the subject with its
 * RFC 2047 encoded words decoded, and the text of its text/plain and text/html parts with
 * their transfer encoding undone, so a test can look for a Spanish phrase in it.
 */

const decodeQuotedPrintable = (body: string, underscoreIsSpace = false) =>
  Buffer.from(
    (underscoreIsSpace ? body.replace(/_/g, ' ') : body)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A header's value, unfolded, with its encoded words decoded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1];
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text, true),
    );
}

/** The decoded text of every text part (the whole body of a single-part message). */
export function mailText(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.length
    ? boundaries.flatMap((boundary) => raw.split(`--${boundary}`))
    : [raw];
  return parts
    .filter((part) => part === raw || /^content-type:\s*text\/(plain|html)/im.test(part))
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      const headers = part.slice(0, split);
      const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
      return decodeBody(part.slice(split + 4), encoding);
    })
    .join('\n');
}
