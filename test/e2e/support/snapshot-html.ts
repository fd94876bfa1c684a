/**
 * Reading a snapshot's HTML as text. The part inside `#root` is React's server markup
 * (docs/architecture.md#react-writes-the-snapshots-markup), which escapes an apostrophe as
 * `&#x27;` and a double quote as `&quot;` in text; the head is the browser's serialisation,
 * which leaves both as they are. A check that some words are in the page must accept either.
 */

/** `text` escaped as React's server renderer escapes text and attribute values. */
export function escapedAsReact(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Whether the snapshot's HTML holds `text`, as written or as React escapes it. */
export function htmlHasText(html: string, text: string): boolean {
  return html.includes(text) || html.includes(escapedAsReact(text));
}
