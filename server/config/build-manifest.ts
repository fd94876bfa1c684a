/**
 * The settings a build baked into the pages (`BUSINESS_*`, `SITE_*`, `PUBLIC_*`, and the
 * business profile file), read back by the server from `DIST_DIR/build-manifest.json`
 * (written by scripts/build.ts), so the server's security policy, emails and error pages
 * use the values the pages were built with, never a different environment or an edited
 * profile file at start-up (docs/decisions/server-reliability.md, 'Settings come from the
 * build').
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Clock, isoNow, systemClock } from '../clock';
import { adoptBuildProfile } from '@/content/load/profile-file';
import type { ProfileFile } from '@/content/load/profile-schema';
import { PUBLIC_ENV_PREFIXES } from '@/domain/public-env';

const BUILD_MANIFEST_FILE = 'build-manifest.json';

export interface BuildManifest {
  builtAt: string;
  publicEnv: Record<string, string>;
  /** The business profile the pages were built from (all of it is in the bundle too). */
  profile?: ProfileFile;
}

/** Build settings that are not in the bundle: where the profile file was, on the build machine. */
const NOT_PUBLIC = new Set(['BUSINESS_PROFILE_PATH']);

/** The build-time settings of `env`, as webpack bakes them into the bundle. */
function publicEnvOf(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => PUBLIC_ENV_PREFIXES.some((prefix) => name.startsWith(prefix)))
      .filter(([name]) => !NOT_PUBLIC.has(name))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

export function writeBuildManifest(
  distDir: string,
  env: NodeJS.ProcessEnv,
  profile?: ProfileFile,
  clock: Clock = systemClock,
): void {
  const manifest: BuildManifest = {
    builtAt: isoNow(clock),
    publicEnv: publicEnvOf(env),
    profile,
  };
  fs.writeFileSync(
    path.join(distDir, BUILD_MANIFEST_FILE),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}

/**
 * Replaces the build-time settings of `env` with the manifest's when `distDir` has one
 * (every prefixed variable the build did not have is removed). Returns the manifest, or
 * undefined when there is none (unit tests, a server without a built site): then `env`
 * is left as it is. Call before anything reads the settings (server/main.ts).
 */
export function applyBuildManifest(
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): BuildManifest | undefined {
  const file = path.join(distDir, BUILD_MANIFEST_FILE);
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  for (const name of Object.keys(publicEnvOf(env))) delete env[name];
  Object.assign(env, manifest.publicEnv);
  if (manifest.profile) adoptBuildProfile(manifest.profile);
  return manifest;
}
