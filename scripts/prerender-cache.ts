/**
 * The crawl's snapshot cache: a rebuild reuses a page's snapshot when nothing the page
 * depends on changed, and crawls the rest (docs/decisions/incremental-crawl.md).
 *
 * A page depends on
 * - the crawl's own inputs, the same for every page (`crawlInputs`): the crawl's code, the
 *   browser's version, the page template with its inline scripts, the business profile;
 * - the scripts and style sheets it loaded while it was crawled, by content. The site's
 *   content is bundled into them, so a page's data is the chunks it loaded.
 *
 * An asset's content counts with the content hashes of other assets blanked out: the main
 * script holds every chunk's hash, so without that one edited post would change every
 * page's key. A chunk that changed is a dependency of the pages that loaded it, and only
 * theirs. A reused snapshot gets the current hashed file names in place of the old ones.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Bumped when the cache's layout or the meaning of a key changes. */
const CACHE_FORMAT = 1;

/** `assets/main.824dc1efac.js`: webpack's `[name].[contenthash:10][ext]`. */
const HASHED_ASSET = /assets\/([\w.-]+?)\.([0-9a-f]{10})\.(\w+)/g;
const CONTENT_HASH = /(?<![0-9a-f])[0-9a-f]{10}(?![0-9a-f])/g;

function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The cache folder of a build's output folder: one per DIST_DIR (`.cache/prerender/dist`,
 * `.cache/prerender/dist-real`), so the demo and the real-profile builds never evict each
 * other's pages (docs/testing.md#two-builds). A page's key holds the profile as well, so a
 * folder built with another profile reuses nothing.
 */
export function crawlCacheDir(root: string, dist: string): string {
  return path.join(
    root,
    '.cache/prerender',
    path.relative(root, dist).replace(/[^\w.-]+/g, '_') || 'dist',
  );
}

/** The current build's hashed assets, by the name they have without their hash. */
export interface AssetIndex {
  /** `assets/main.js` -> `assets/main.824dc1efac.js` */
  files: Map<string, string>;
  /** Every asset's content hash (`824dc1efac`). */
  hashes: ReadonlySet<string>;
  /** The content of an asset with every asset hash blanked out; undefined if not built. */
  contentKey(logicalName: string): string | undefined;
  /** The current file of the chunk webpack numbers `id`, as logical names. */
  chunkFiles(id: string | number): string[] | undefined;
}

function parseAssetName(file: string): { logical: string; hash: string } | undefined {
  const match = new RegExp(HASHED_ASSET.source).exec(file);
  if (!match || match.index !== 0 || match[0] !== file) return undefined;
  return { logical: `assets/${match[1]}.${match[3]}`, hash: match[2]! };
}

function logicalAssetName(file: string): string | undefined {
  return parseAssetName(file)?.logical;
}

/** The text with every content hash of this build's assets replaced by `#`. */
function withoutAssetHashes(text: string, hashes: ReadonlySet<string>): string {
  return text.replace(CONTENT_HASH, (hash) => (hashes.has(hash) ? '#' : hash));
}

export function readAssetIndex(dist: string): AssetIndex {
  const files = new Map<string, string>();
  const hashes = new Set<string>();
  const assetsDir = path.join(dist, 'assets');
  for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    const file = `assets/${name}`;
    const parsed = parseAssetName(file);
    if (!parsed) continue;
    files.set(parsed.logical, file);
    hashes.add(parsed.hash);
  }
  const contentKeys = new Map<string, string>();
  return {
    files,
    hashes,
    contentKey(logicalName) {
      const file = files.get(logicalName);
      if (!file) return undefined;
      if (!contentKeys.has(logicalName)) {
        // latin1 keeps every byte, so binary assets (fonts, pictures) hash faithfully too.
        const text = readFileSync(path.join(dist, file), 'latin1');
        contentKeys.set(logicalName, sha256(withoutAssetHashes(text, hashes)));
      }
      return contentKeys.get(logicalName);
    },
    chunkFiles(id) {
      const found = ['js', 'css']
        .map((extension) => `assets/${id}.${extension}`)
        .filter((name) => files.has(name));
      return found.length > 0 ? found : undefined;
    },
  };
}

/** The template every page starts from, compared without its assets' hashes. */
export function shellKey(shell: string, assets: AssetIndex): string {
  return sha256(withoutAssetHashes(shell, assets.hashes));
}

/**
 * What a crawled page loaded, as the logical names of assets: the hashed files its HTML
 * names, the resources it fetched and the chunks webpack registered. Undefined when one
 * of them is not an asset of this build, so the page is not cached at all.
 */
export function pageDependencies(
  html: string,
  loaded: { resources: string[]; chunkIds: (string | number)[] },
  assets: AssetIndex,
): string[] | undefined {
  const names = new Set<string>();
  for (const match of html.matchAll(HASHED_ASSET)) {
    names.add(`assets/${match[1]}.${match[3]}`);
  }
  for (const resource of loaded.resources) {
    const pathname = new URL(resource, 'http://x').pathname.slice(1);
    if (!pathname.startsWith('assets/')) continue;
    const logical = logicalAssetName(pathname);
    if (!logical) return undefined;
    names.add(logical);
  }
  for (const id of loaded.chunkIds) {
    const files = assets.chunkFiles(id);
    if (!files) return undefined;
    files.forEach((file) => names.add(file));
  }
  if ([...names].some((name) => !assets.files.has(name))) return undefined;
  return [...names].sort();
}

function pageKey(
  crawlInputs: string,
  route: string,
  dependencies: string[],
  assets: AssetIndex,
): string | undefined {
  const contents: string[] = [];
  for (const name of dependencies) {
    const content = assets.contentKey(name);
    if (content === undefined) return undefined;
    contents.push(`${name} ${content}`);
  }
  return sha256(JSON.stringify({ format: CACHE_FORMAT, crawlInputs, route, contents }));
}

/**
 * The saved HTML with the current build's file names; undefined if it names an asset
 * this build does not have.
 */
function withCurrentAssetNames(html: string, assets: AssetIndex): string | undefined {
  let missing = false;
  const result = html.replace(HASHED_ASSET, (whole, name: string, _hash, extension: string) => {
    const current = assets.files.get(`assets/${name}.${extension}`);
    if (!current) missing = true;
    return current ?? whole;
  });
  return missing ? undefined : result;
}

interface ManifestEntry {
  key: string;
  dependencies: string[];
  file: string;
}

interface Manifest {
  format: number;
  pages: Record<string, ManifestEntry>;
}

export interface CrawledPage {
  html: string;
  /** Logical asset names (`pageDependencies`), or undefined if the page cannot be cached. */
  dependencies: string[] | undefined;
}

export interface CachedCrawlResult {
  snapshots: Map<string, string>;
  reused: string[];
  crawled: string[];
}

/**
 * Returns every route's snapshot HTML, from the cache where the page's key still holds and
 * from `crawlPages` for the rest, and records what was crawled in the cache's manifest.
 * `fresh` ignores what is cached (the cache is still refreshed).
 */
export async function crawlWithCache(options: {
  routes: string[];
  cacheDir: string;
  assets: AssetIndex;
  crawlInputs: string;
  fresh?: boolean;
  /** Prune entries of routes not in `routes` (a full crawl rather than a partial one). */
  prune?: boolean;
  crawlPages(routes: string[]): Promise<Map<string, CrawledPage>>;
}): Promise<CachedCrawlResult> {
  const { routes, cacheDir, assets, crawlInputs } = options;
  const manifestFile = path.join(cacheDir, 'manifest.json');
  const manifest = readManifest(manifestFile);
  const snapshots = new Map<string, string>();
  const reused: string[] = [];
  const toCrawl: string[] = [];
  for (const route of routes) {
    const entry = options.fresh ? undefined : manifest.pages[route];
    const key = entry && pageKey(crawlInputs, route, entry.dependencies, assets);
    const file = entry && path.join(cacheDir, entry.file);
    const html =
      entry && key === entry.key && existsSync(file!)
        ? withCurrentAssetNames(readFileSync(file!, 'utf8'), assets)
        : undefined;
    if (html === undefined) {
      toCrawl.push(route);
    } else {
      snapshots.set(route, html);
      reused.push(route);
    }
  }
  const crawled = toCrawl.length > 0 ? await options.crawlPages(toCrawl) : new Map();
  mkdirSync(path.join(cacheDir, 'pages'), { recursive: true });
  for (const route of toCrawl) {
    const page = crawled.get(route);
    if (!page) throw new Error(`Prerender of ${route}: the crawl returned no snapshot`);
    snapshots.set(route, page.html);
    const key = page.dependencies && pageKey(crawlInputs, route, page.dependencies, assets);
    if (!key) {
      delete manifest.pages[route];
      continue;
    }
    const file = `pages/${sha256(route).slice(0, 32)}.html`;
    writeFileSync(path.join(cacheDir, file), page.html);
    manifest.pages[route] = { key, dependencies: page.dependencies!, file };
  }
  if (options.prune) {
    const kept = new Set(routes);
    for (const route of Object.keys(manifest.pages)) {
      if (kept.has(route)) continue;
      rmSync(path.join(cacheDir, manifest.pages[route]!.file), { force: true });
      delete manifest.pages[route];
    }
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
  return { snapshots, reused, crawled: toCrawl };
}

function readManifest(file: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    if (manifest.format === CACHE_FORMAT && manifest.pages) return manifest;
  } catch {
    // No cache yet, or an unreadable one: crawl everything.
  }
  return { format: CACHE_FORMAT, pages: {} };
}

/** One key for what every page depends on alike. */
export function crawlInputsKey(parts: Record<string, string>): string {
  return sha256(JSON.stringify(Object.entries(parts).sort(([a], [b]) => a.localeCompare(b))));
}
