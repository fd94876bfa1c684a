/**
 * The one list of drafting markers: words that only ever appear in copy someone still has to
 * finish or check ("For the owner's lawyer: …", "TODO", "Please confirm …"). Published copy
 * never contains one: content validation fails every build on it, and the launch check lists
 * each one found (docs/decisions/launch-truth.md#drafting-notes). Notes meant for the owner or
 * their lawyer live in the owner's checklist (profile/owner-checklist.ts) instead.
 */

export interface DraftingMarker {
  /** How the launch check names it. */
  name: string;
  pattern: RegExp;
}

const DRAFTING_MARKERS: readonly DraftingMarker[] = [
  {
    name: '"For the owner\'s lawyer"',
    pattern: /\bfor the owner['’]s (?:lawyer|attorney|accountant)\b/i,
  },
  {
    name: 'a note to the owner or a lawyer',
    pattern: /\bnote (?:to|for) (?:the )?(?:owner|lawyer|editor)\s*:/i,
  },
  { name: '"Please confirm"', pattern: /\bplease confirm\b/i },
  { name: '"Please decide"', pattern: /\bplease decide\b/i },
  { name: '"TODO"', pattern: /\bTODO\b/ },
  { name: '"TBD"', pattern: /\bTBD\b/ },
  { name: '"FIXME"', pattern: /\bFIXME\b/ },
  { name: 'a bracketed placeholder', pattern: /\[(?:insert|placeholder|your|tbd)\b[^\]]*\]?/i },
  { name: '"lorem ipsum"', pattern: /\blorem\b/i },
  { name: '"coming soon"', pattern: /\bcoming soon\b/i },
];

/** The names of the markers the text contains, in list order; empty when it has none. */
export function draftingMarkersIn(text: string): string[] {
  return DRAFTING_MARKERS.filter((marker) => marker.pattern.test(text)).map(
    (marker) => marker.name,
  );
}

/** One line per piece of copy holding a marker: where it is, which markers, and its start. */
export function draftingProblems(copy: readonly { source: string; text: string }[]): string[] {
  return copy.flatMap(({ source, text }) => {
    const found = draftingMarkersIn(text);
    if (found.length === 0) return [];
    return [`${source}: drafting marker ${found.join(', ')} in "${excerpt(text, found)}"`];
  });
}

/** About 80 characters of the text around the first marker. */
function excerpt(text: string, found: string[]): string {
  const marker = DRAFTING_MARKERS.find((candidate) => candidate.name === found[0])!;
  const at = Math.max(0, text.search(marker.pattern) - 20);
  const line = text.slice(at, at + 80).replace(/\s+/g, ' ');
  return `${at > 0 ? '…' : ''}${line}${at + 80 < text.length ? '…' : ''}`;
}
