/**
 * The build that a snapshot-reading end-to-end file checks: the folder DIST_DIR (dist/ by
 * default), with the business profile and the public settings (SITE_URL, BUSINESS_*) that
 * this build recorded in its manifest (server/config/build-manifest.ts) made this process's
 * own. So the same checks run over the demo build (dist/) and the real-profile build
 * (dist-real/, `npm run build:real`) and always compare pages with the profile they were
 * built from (docs/testing.md#two-builds).
 *
 * Import it before anything that reads the profile or the settings: modules such as
 * src/config/site-config.ts read SITE_URL when they load.
 */
import path from 'node:path';
import { applyBuildManifest } from '../../../server/config/build-manifest';
import { isReservedExampleHost } from '../../../src/content/validate/launch-check';
import type { ProfileFile } from '../../../src/content/load/profile-schema';

export const DIST = path.resolve(__dirname, '../../..', process.env.DIST_DIR || 'dist');

const manifest = applyBuildManifest(DIST);
if (!manifest?.profile) {
  throw new Error(`${DIST} has no build manifest with its profile: build it first (npm run build)`);
}

/** The profile the pages in DIST were built from. */
export const BUILT_PROFILE: ProfileFile = manifest.profile;

/** The SITE_URL the pages were built with, if any (the demo default otherwise). */
export const BUILT_SITE_URL: string | undefined = manifest.publicEnv.SITE_URL;

/**
 * A real site's build: its SITE_URL is not on an example domain, so the launch check let it
 * through only without any sample value (docs/decisions/launch-truth.md#launch-check). The
 * demo build shows sample values with their labels; checks about those labels apply to it
 * alone, checks that no sample is left apply to a real site's build alone.
 */
export const IS_REAL_SITE_BUILD =
  BUILT_SITE_URL !== undefined && !isReservedExampleHost(BUILT_SITE_URL);

/** "the demo build (dist)" or "the real-profile build (dist-real)", for test names. */
export const BUILD_NAME = `${IS_REAL_SITE_BUILD ? 'the real-profile build' : 'the demo build'} (${path.relative(path.resolve(__dirname, '../../..'), DIST)})`;
