/**
 * Comments explain why by pointing into docs/ (docs/decisions.md#some-heading). This test
 * keeps those pointers honest: every cited document exists, every cited heading exists in
 * it, and nothing cites the notes that live outside the repository. The documents, in turn,
 * name code by path (`src/pages/not-found-state.tsx`): each such path must exist, so a file
 * moved or renamed cannot leave the explanation pointing at nothing.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SCANNED = ['src', 'server', 'scripts', 'test', 'types', 'README.md', 'docs'];
const SOURCE = /\.(ts|tsx|js|cjs|md)$/;

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full).flatMap((name) => {
    const child = path.join(entry, name);
    return statSync(path.join(ROOT, child)).isDirectory()
      ? filesUnder(child)
      : SOURCE.test(name)
        ? [child]
        : [];
  });
}

/** GitHub's heading anchor: lowercased, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(docPath: string): Set<string> {
  const text = readFileSync(path.join(ROOT, docPath), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

const files = SCANNED.flatMap(filesUnder).filter(
  (file) =>
    !file.startsWith('src/content/blog/posts/') && file !== 'scripts/docs-references.test.ts',
);

describe('references to documentation', () => {
  it('never cite notes that are not in the repository', () => {
    // docs/ itself may speak of the original specification; code cites docs/ instead.
    const offenders = files.filter(
      (file) =>
        !file.startsWith('docs/') &&
        /\b(DECISIONS|DESIGN|ARCHITECTURE|STYLE)\.md\b|\bthe specification\b|\(specification\b|\bspecification,? sections?\b|\(sections? \d/.test(
          readFileSync(path.join(ROOT, file), 'utf8'),
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('point to documents and headings that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const base = file.startsWith('docs/') ? path.dirname(file) : '';
      const pattern = file.startsWith('docs/')
        ? /\]\(([\w./-]+\.md)(?:#([\w-]+))?\)/g
        : /\b(docs\/[\w./-]+\.md)(?:#([\w-]+))?/g;
      for (const [, target, anchor] of text.matchAll(pattern)) {
        const docPath = path.normalize(path.join(base, target!));
        if (!existsSync(path.join(ROOT, docPath))) broken.push(`${file}: ${target}`);
        else if (anchor && !anchorsOf(docPath).has(anchor))
          broken.push(`${file}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('in docs/ and the README name code files that exist', () => {
    const missing: string[] = [];
    for (const file of files.filter((name) => name.startsWith('docs/') || name === 'README.md')) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, cited] of text.matchAll(/`((?:src|server|scripts|test)\/[\w./-]+\.\w+)`/g)) {
        if (!existsSync(path.join(ROOT, cited!))) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
