/**
 * docs/architecture.md stays a true map of the code: it describes every top-level folder of
 * src/ and server/ (a list item that starts with the folder's path) and every deferred island
 * (a row of the table under 'Islands'), and names no folder or island that is gone. A folder
 * added, moved or deleted without the map fails here.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

function foldersOf(root: string): string[] {
  return readdirSync(path.join(ROOT, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${root}/${entry.name}`)
    .sort();
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const child = `${folder}/${name}`;
    return statSync(path.join(ROOT, child)).isDirectory() ? filesUnder(child) : [child];
  });
}

/** The text of one `## ` or `### ` section of the document, up to the next heading of its level or above. */
function section(heading: string): string {
  const start = DOC.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no heading '${heading}'`);
  const level = heading.split(' ')[0]!;
  const rest = DOC.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}

/**
 * Folders described by a list item of their own: "- `server/leads/`: the lead record …" or
 * "- `src/features/<name>`: one feature each …".
 */
const describedFolders = [...DOC.matchAll(/^- `((?:src|server)\/[\w-]+)(?:\/[^`]*)?`/gm)].map(
  (match) => match[1]!,
);

/** Every top-level folder of src/ or server/ the document names anywhere in backticks. */
const namedFolders = [...DOC.matchAll(/`((?:src|server)\/[\w-]+)(?=[/`])/g)]
  .map((match) => match[1]!)
  .filter((name) => !name.includes('.'));

/** Island name → file that declares it, from the code (tests declare throwaway islands). */
function islandsInCode(): Map<string, string> {
  const islands = new Map<string, string>();
  for (const file of filesUnder('src').filter((name) => /(?<!\.test)\.tsx?$/.test(name))) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, name] of text.matchAll(/\bdeferredIsland\(\s*'([\w-]+)'/g)) {
      islands.set(name!, file);
    }
  }
  return islands;
}

/** Island name → file named beside it, from the table under 'Islands'. */
function islandsInDoc(): Map<string, string> {
  const rows = section('## Islands').matchAll(/^\| `([\w-]+)` +\| `([^`]+)` +\|/gm);
  return new Map([...rows].map(([, name, file]) => [name!, file!]));
}

describe('docs/architecture.md', () => {
  it('describes every top-level folder of src/ and server/', () => {
    const folders = [...foldersOf('src'), ...foldersOf('server')];
    expect(folders.filter((folder) => !describedFolders.includes(folder))).toEqual([]);
  });

  it('names no top-level folder that does not exist', () => {
    const gone = [...new Set([...describedFolders, ...namedFolders])].filter(
      (folder) =>
        !existsSync(path.join(ROOT, folder)) || !statSync(path.join(ROOT, folder)).isDirectory(),
    );
    expect(gone).toEqual([]);
  });

  it('lists every deferred island where the code declares it, and no other', () => {
    const inCode = islandsInCode();
    // Guards the scan itself: the root layout's footer has been an island from the start.
    expect(inCode.get('footer')).toBe('src/app/root-layout.tsx');
    expect(Object.fromEntries(islandsInDoc())).toEqual(Object.fromEntries(inCode));
  });
});
