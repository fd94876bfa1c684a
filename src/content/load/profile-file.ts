/**
 * Node side of the business profile: reads and validates the JSON file named by
 * BUSINESS_PROFILE_PATH (relative to the project root), or content/business-profile.json.
 * The browser bundle never loads this module: webpack swaps it for profile-file.browser.ts
 * and passes the validated file in through DefinePlugin (webpack.config.js).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ProfileFile, profileProblems } from './profile-schema';

export const PROJECT_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_PROFILE_PATH = 'content/business-profile.json';

export function profilePath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(PROJECT_ROOT, env.BUSINESS_PROFILE_PATH?.trim() || DEFAULT_PROFILE_PATH);
}

/** Reads a profile file; throws one readable error listing every problem in it. */
export function readProfileFile(file: string = profilePath()): ProfileFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Business profile ${file} cannot be read: ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
  const problems = profileProblems(json);
  if (problems.length > 0) {
    throw new Error(
      `Business profile ${file} has ${problems.length} problem(s):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  return json as ProfileFile;
}

let cached: ProfileFile | undefined;

/** The configured profile, read once per process. */
export function loadProfileFile(): ProfileFile {
  cached ??= readProfileFile();
  return cached;
}

/**
 * Makes `profile` (the one a build recorded in its manifest) this process's profile, so
 * the server says what the pages say even if the file was edited after the build. Call
 * before any module reads the profile (server/main.ts); throws on an invalid profile.
 */
export function adoptBuildProfile(profile: unknown): void {
  const problems = profileProblems(profile);
  if (problems.length > 0) {
    throw new Error(
      `The build manifest's business profile has problems:\n  - ${problems.join('\n  - ')}`,
    );
  }
  cached = profile as ProfileFile;
}
