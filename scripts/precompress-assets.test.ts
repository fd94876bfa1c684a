import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { precompressAssets } from './precompress-assets';

describe('brotli copies of the assets', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dist, 'assets'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  test('each script, style sheet and SVG gets a copy beside it that decodes to the file', async () => {
    const files = {
      'main.0123456789.js': 'console.log("the app");'.repeat(50),
      'styles.0123456789.css': 'body{margin:0}'.repeat(50),
      'logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'inter.0123456789.woff2': 'font bytes, compressed already',
      'main.0123456789.js.LICENSE.txt': 'licences',
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(dist, 'assets', name), text);
    }
    expect(await precompressAssets(dist)).toBe(3);
    const written = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.br'));
    expect(written.sort()).toEqual([
      'logo.0123456789.svg.br',
      'main.0123456789.js.br',
      'styles.0123456789.css.br',
    ]);
    for (const name of written) {
      const copy = readFileSync(path.join(dist, 'assets', name));
      const original = name.slice(0, -'.br'.length) as keyof typeof files;
      expect(brotliDecompressSync(copy).toString()).toBe(files[original]);
    }
  });
});
