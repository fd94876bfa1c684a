/**
 * HTML escaping for the server-rendered pages (the inbox, the unsubscribe page). Every value
 * that did not come from this code goes through `escapeHtml` (or the `html` tag, which
 * escapes each interpolation unless it is already `SafeHtml`).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Safe in element text and in quoted attribute values. */
export function escapeHtml(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value).replace(/[&<>"'`]/g, (char) => ESCAPES[char]!);
}

/** Markup this module's callers built; never visitor text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | undefined | null | Interpolation[];

function render(value: Interpolation): string {
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  if (value === false) return '';
  return escapeHtml(value);
}

/** Template tag: the literal parts are markup, every interpolated value is escaped. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** A link target from visitor data: only http(s) URLs, anything else is not linked. */
export function safeHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
