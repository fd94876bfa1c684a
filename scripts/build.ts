/**
 * `npm run build`: validate content, bundle with webpack, compile the server
 * (dist-server/main.cjs, scripts/build-server.ts), write brotli copies of the assets
 * (scripts/precompress-assets.ts), copy static files, prerender every route, write sitemap
 * and robots. Prints the time of each step.
 *
 * `--for-checks` (`npm run build:real`) builds only what the snapshot checks read, into
 * DIST_DIR: no server bundle (dist-server/ is shared by every build folder and holds no
 * profile, so the demo build's serves), no brotli copies of the assets and no social images
 * (files no check reads) (docs/testing.md#two-builds).
 */
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { isKnownSitePath } from '@/config/route-list';
import { draftingProblems } from '@/content/validate/drafting-markers';
import { launchCheckReport } from '@/content/validate/launch-check';
import { publishedCopy } from '@/content/validate/published-copy';
import { loadProfileFile } from '@/content/load/profile-file';
import { assertValidContent } from '@/content/validate/validate-content';
import { writeBrandLogos } from './brand-logos';
import { buildServerBundle } from './build-server';
import { precompressAssets } from './precompress-assets';
import { prerender } from './prerender';
import { writeSocialImages } from './social-images';
import { writeSitemapAndRobots } from './sitemap';
import { writeBuildManifest } from '../server/config/build-manifest';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR || 'dist');
const FOR_CHECKS = process.argv.includes('--for-checks');

async function timed<T>(label: string, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`build: ${label} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main() {
  const started = performance.now();
  // The business profile first: a real site (SITE_URL not on an example domain) never
  // builds with the demo's sample claims or a drafting note in its copy
  // (docs/decisions/launch-truth.md#launch-check).
  const profile = await timed('business profile and launch check', () => {
    const report = launchCheckReport(
      loadProfileFile(),
      process.env,
      draftingProblems(publishedCopy()),
    );
    if (report) throw new Error(report);
    return loadProfileFile();
  });
  await timed('content validation', () => assertValidContent(isKnownSitePath));
  await timed('webpack', () =>
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  // What `npm run serve` runs with plain node: compiled now, so it is what the tests ran.
  if (!FOR_CHECKS) await timed('server bundle', buildServerBundle);
  // Brotli copies for the server to send (no server reads the checks' build).
  if (!FOR_CHECKS) await timed('brotli copies of the assets', () => precompressAssets(DIST));
  cpSync(path.join(ROOT, 'static/public'), DIST, { recursive: true });
  writeBrandLogos(DIST);
  await timed('prerender', prerender);
  if (!FOR_CHECKS) await timed('social images', () => writeSocialImages(DIST));
  writeSitemapAndRobots();
  // The settings and profile baked into the pages, for the server to read back (server/main.ts).
  writeBuildManifest(DIST, process.env, profile);
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
