/** The server reads the build's settings back from the manifest the build wrote. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});
