/**
 * The production server compiled ahead of time (docs/decisions/server-reliability.md,
 * 'The server is compiled'): esbuild bundles server/main.ts and everything it imports into
 * one CommonJS file, `dist-server/main.cjs`, that `npm run serve` runs with plain `node`.
 *
 * - Packages stay in node_modules (`packages: 'external'`): native ones (better-sqlite3,
 *   sharp, pg) cannot be bundled, and the others are loaded as they were tested.
 * - A module's `__dirname` is its source folder, not the bundle's: the files the server
 *   reads beside its code (the SQLite worker, the inbox's assets, the business profile,
 *   the default dist/ and data/ folders) are read where they are in the checkout.
 * - Markdown imports become their text, as scripts/support/register-markdown.cjs does under
 *   tsx.
 * - The bundle is written outside dist/, so the static site can never serve it.
 */
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(__dirname, '..');
const SERVER_BUNDLE_DIR = path.join(ROOT, 'dist-server');
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.cjs');

/** Rewrites `__dirname` in our TypeScript to the module's source folder, seen from the bundle. */
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const relative = path.relative(SERVER_BUNDLE_DIR, path.dirname(args.path));
      const folder = `require('node:path').join(__dirname, ${JSON.stringify(relative.split(path.sep).join('/'))})`;
      return {
        contents: source.replace(/\b__dirname\b/g, `(${folder})`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

export async function buildServerBundle(): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    loader: { '.md': 'text' },
    sourcemap: true,
    logLevel: 'warning',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [sourceDirname],
  });
}

if (require.main === module) {
  buildServerBundle().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
