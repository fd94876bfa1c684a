/**
 * Content under another business profile, for jest tests: the content modules read the profile
 * once, when first loaded (src/content/business-profile.ts), so a test that asks what a page
 * says under other facts points BUSINESS_PROFILE_PATH at another file and loads the modules
 * afresh, in an isolated module registry, then puts the environment back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProfileFile } from '../../src/content/load/profile-schema';

/**
 * What `load` returns when the modules it `require`s are loaded afresh under `profileFile`
 * (and `env`, for settings read beside the profile). `load` must `require` the modules itself,
 * with the test file's own `require`: modules imported at the top of the test keep the
 * default profile.
 */
export function loadUnderProfile<T>(
  profileFile: string,
  load: () => T,
  env: Record<string, string> = {},
): T {
  const settings: Record<string, string> = { ...env, BUSINESS_PROFILE_PATH: profileFile };
  const previous = Object.fromEntries(
    Object.keys(settings).map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, settings);
  try {
    let result: { value: T } | undefined;
    jest.isolateModules(() => {
      result = { value: load() };
    });
    return result!.value;
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A profile file written for a test; `remove` deletes it (call it in `afterAll`). */
export interface ProfileVariant {
  file: string;
  remove: () => void;
}

/**
 * Writes a copy of the profile `baseFile` with `change` applied, in a temporary folder: a
 * profile that differs from a known one in the facts a test is about.
 */
export function writeProfileVariant(
  baseFile: string,
  change: (profile: ProfileFile) => void,
): ProfileVariant {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'profile-'));
  const profile = JSON.parse(readFileSync(baseFile, 'utf8')) as ProfileFile;
  change(profile);
  const file = path.join(dir, 'business-profile.json');
  writeFileSync(file, JSON.stringify(profile));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
