/**
 * Reads what a booking email carries, for the tests: the text/calendar attachments of a raw
 * message (as the test SMTP server captured it), and a strict reading of an iCalendar file
 * (RFC 5545): CRLF lines of at most 75 octets, unfolded, BEGIN/END balanced, every VEVENT
 * with its required properties.
 */

export interface CalendarProperty {
  params: Record<string, string>;
  value: string;
}

export interface ParsedCalendar {
  properties: Record<string, CalendarProperty>;
  events: Array<Record<string, CalendarProperty>>;
}

/** The decoded text/calendar parts of a raw MIME message. */
export function calendarAttachments(raw: string): string[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`));
  return parts
    .filter((part) => /^content-type:\s*text\/calendar/im.test(part))
    .map((part) => {
      const split = part.indexOf('\r\n\r\n');
      const headers = part.slice(0, split);
      const body = part.slice(split + 4).replace(/\r\n$/, '');
      const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64')
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') {
        const bytes = body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          );
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    });
}

/** Parses an iCalendar text, throwing on anything RFC 5545 does not allow that we check. */
export function parseCalendar(text: string): ParsedCalendar {
  if (!text.endsWith('\r\n')) throw new Error('An iCalendar file ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('A bare line break');
    if (Buffer.byteLength(line) > 75) throw new Error(`A line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('A continuation line first');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: ParsedCalendar = { properties: {}, events: [] };
  let event: Record<string, CalendarProperty> | undefined;
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`Not a content line: ${line}`);
    const [, name, paramText, value] = match;
    const upper = name!.toUpperCase();
    if (upper === 'BEGIN') {
      stack.push(value!);
      if (value === 'VEVENT') event = {};
      continue;
    }
    if (upper === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what is open`);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
          if (!event[required]) throw new Error(`A VEVENT without ${required}`);
        }
        calendar.events.push(event);
        event = undefined;
      }
      continue;
    }
    const params: Record<string, string> = {};
    for (const param of paramText!.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/g)) {
      params[param[1]!.toUpperCase()] = param[2]!.replace(/^"|"$/g, '');
    }
    const property = { params, value: value! };
    if (event) event[upper] = property;
    else if (stack.at(-1) === 'VCALENDAR') calendar.properties[upper] = property;
    else throw new Error(`A property outside VCALENDAR: ${line}`);
  }
  if (stack.length > 0) throw new Error(`Not closed: ${stack.join(', ')}`);
  for (const required of ['VERSION', 'PRODID']) {
    if (!calendar.properties[required]) throw new Error(`A VCALENDAR without ${required}`);
  }
  return calendar;
}

/** A TEXT value unescaped (RFC 5545 3.3.11). */
export function calendarText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, escaped: string) =>
    escaped === 'n' || escaped === 'N' ? '\n' : escaped,
  );
}
