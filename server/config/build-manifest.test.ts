/** The server reads the build's settings back from the manifest the build wrote. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadProfileFile, readProfileFile } from '@/content/load/profile-file';
import { applyBuildManifest, writeBuildManifest } from './build-manifest';

describe('build manifest', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  test("the build's settings win over the start-up environment, unset ones included", () => {
    writeBuildManifest(dist, {
      BUSINESS_NAME: 'Built Name',
      PUBLIC_QUOTE_FORM_EMBED_URL: 'https://forms.example/quote',
      PATH: '/usr/bin',
      DATABASE_URL: 'postgres://secret@db/leads',
    });
    const manifestText = fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8');
    // Only build-time settings: never server secrets.
    expect(manifestText).not.toContain('secret');
    expect(manifestText).not.toContain('PATH');

    const env: NodeJS.ProcessEnv = {
      BUSINESS_NAME: 'Start-up Name',
      PUBLIC_MAP_EMBED_URL: 'https://maps.example/embed',
      PORT: '8080',
    };
    expect(applyBuildManifest(dist, env)).toBeDefined();
    expect(env).toEqual({
      BUSINESS_NAME: 'Built Name',
      PUBLIC_QUOTE_FORM_EMBED_URL: 'https://forms.example/quote',
      PORT: '8080',
    });
  });

  test('without a manifest (no built site, unit tests) the environment is left alone', () => {
    const env: NodeJS.ProcessEnv = { BUSINESS_NAME: 'Env Name' };
    expect(applyBuildManifest(dist, env)).toBeUndefined();
    expect(env).toEqual({ BUSINESS_NAME: 'Env Name' });
  });

  test('the profile the pages were built from wins over the profile file at start-up', () => {
    const built = readProfileFile();
    built.identity.name = 'Name At Build Time';
    writeBuildManifest(dist, { BUSINESS_PROFILE_PATH: '/home/owner/profile.json' }, built);
    const manifestText = fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8');
    // Where the file was on the build machine is not a public setting.
    expect(manifestText).not.toContain('/home/owner');

    applyBuildManifest(dist, {});
    expect(loadProfileFile().identity.name).toBe('Name At Build Time');
  });

  test('a manifest with an invalid profile stops the server with the problems listed', () => {
    writeBuildManifest(dist, {}, { identity: {} } as never);
    expect(() => applyBuildManifest(dist, {})).toThrow(/business profile has problems/);
  });
});
