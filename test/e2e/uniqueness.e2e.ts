/**
 * Every indexed page earns its place (docs/decisions/indexed-pages.md): across the pages in
 * the sitemap, each page's own words are the words of the text inside `<main>` covered by
 * a 5-word sequence that appears on no other indexed page, after the words of the page's
 * own `<title>` and `<h1>` are masked (so a page that only swaps a city or model name owns
 * nothing). Every indexed page but the blog listing and the locations index needs at least
 * `OWN_WORDS_FLOOR`. No browser: it reads `dist/sitemap.xml` and the snapshots.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { paths } from '../../src/config/paths';

const DIST = path.resolve(__dirname, '../..', process.env.DIST_DIR || 'dist');
const SHINGLE = 5;
/** Never lower this to make the check pass: fix the page or take it out of the index. */
const OWN_WORDS_FLOOR = 150;
/** Pages made of links to other pages, exempt from the floor (still part of the corpus). */
const EXEMPT = new Set([paths.blog(), paths.locations()]);
const MASK = '\u0000';

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(value);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The visible text of an HTML fragment: no scripts, styles, templates or tags. */
function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
}

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+(?:['.][a-z0-9]+)*/g) ?? []
  );
}

export function pageType(route: string): string {
  if (route === '/') return 'home';
  if (route === paths.locations()) return 'locations index';
  if (route === paths.blog()) return 'blog listing';
  if (route.startsWith('/locations/')) return 'city';
  if (route.startsWith('/blog/')) return 'post';
  if (route.startsWith('/services/auto-glass-repair/')) {
    return route.split('/').length === 5 ? 'brand-model' : 'brand';
  }
  const depth = route.split('/').filter(Boolean).length;
  if (route.startsWith('/services')) {
    return depth === 1 ? 'services index' : depth === 2 ? 'service' : 'service-in-city';
  }
  return 'other';
}

interface Page {
  route: string;
  /** Words of the main text, title words replaced by MASK. */
  tokens: string[];
}

function readPage(route: string): Page {
  const file =
    route === '/' ? path.join(DIST, 'index.html') : path.join(DIST, route.slice(1), 'index.html');
  const html = readFileSync(file, 'utf8');
  const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/i)?.[1];
  assert.ok(main, `${route}: no <main>`);
  const title = html.match(/<title>([\s\S]*?)<\/title>/i)?.[1] ?? '';
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1] ?? '';
  const masked = new Set(words(textOf(`${title} ${h1}`)));
  return {
    route,
    tokens: words(textOf(main)).map((word) => (masked.has(word) ? MASK : word)),
  };
}

function shingles(tokens: string[]): string[] {
  const list: string[] = [];
  for (let index = 0; index + SHINGLE <= tokens.length; index += 1)
    list.push(tokens.slice(index, index + SHINGLE).join(' '));
  return list;
}

/**
 * Own words of each page: unmasked words covered by a 5-word sequence no other page has
 * (its first occurrence on the page, so repeating a sentence does not add to the count).
 */
export function ownWords(pages: Page[]): Map<string, number> {
  const pagesWith = new Map<string, number>();
  const perPage = pages.map((page) => shingles(page.tokens));
  for (const list of perPage) {
    for (const shingle of new Set(list)) pagesWith.set(shingle, (pagesWith.get(shingle) ?? 0) + 1);
  }
  const result = new Map<string, number>();
  pages.forEach((page, pageIndex) => {
    // A sentence repeated on its own page counts once: only its first occurrence covers.
    const covered = new Uint8Array(page.tokens.length);
    const seen = new Set<string>();
    perPage[pageIndex]!.forEach((shingle, start) => {
      if (pagesWith.get(shingle) === 1 && !seen.has(shingle))
        covered.fill(1, start, start + SHINGLE);
      seen.add(shingle);
    });
    let own = 0;
    covered.forEach((flag, index) => {
      if (flag && page.tokens[index] !== MASK) own += 1;
    });
    result.set(page.route, own);
  });
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

describe('indexed pages have words of their own', () => {
  it(`every indexed page has at least ${OWN_WORDS_FLOOR} own words`, () => {
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(decode(match[1]!)).pathname.replace(/(.)\/$/, '$1') || '/',
    );
    assert.ok(routes.length > 0, 'the sitemap lists no pages');
    const pages = routes.map(readPage);
    const own = ownWords(pages);

    const byType = new Map<string, { route: string; own: number; total: number }[]>();
    for (const page of pages) {
      const type = pageType(page.route);
      const list = byType.get(type) ?? [];
      list.push({ route: page.route, own: own.get(page.route)!, total: page.tokens.length });
      byType.set(type, list);
    }
    const rows = [...byType].map(([type, list]) => {
      const lowest = list.reduce((a, b) => (b.own < a.own ? b : a));
      return {
        type,
        pages: list.length,
        min: lowest.own,
        median: median(list.map((entry) => entry.own)),
        'median words': median(list.map((entry) => entry.total)),
        'lowest page': lowest.route,
      };
    });
    if (process.env.UNIQUENESS_DUMP)
      writeFileSync(
        process.env.UNIQUENESS_DUMP,
        pages.map((page) => `${page.route}\t${own.get(page.route)}`).join('\n'),
      );
    console.log(`\nOwn words per indexed page (floor ${OWN_WORDS_FLOOR}; 5-word sequences):`);
    console.table(rows);

    const below = pages
      .filter((page) => !EXEMPT.has(page.route) && own.get(page.route)! < OWN_WORDS_FLOOR)
      .map((page) => `${page.route}: ${own.get(page.route)} own words`);
    assert.deepEqual(below.slice(0, 30), [], `${below.length} indexed pages below the floor`);
  });
});
