import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startE2e, type E2eContext } from './support/e2e-server';
import { htmlHasText } from './support/snapshot-html';

describe('the server, without JavaScript', () => {
  let context: E2eContext;
  before(async () => {
    context = await startE2e();
  });
  after(() => context.stop());

  it('serves the full home page text in its HTML', async () => {
    const response = await fetch(`${context.origin}/`);
    assert.equal(response.status, 200);
    const html = await response.text();
    for (const text of [
      'We Fix Your Windshield Wherever You Are',
      'Auto Glass Services',
      'Get Your Free Quote',
      'We Work With Your Insurance',
    ]) {
      assert.ok(htmlHasText(html, text), `home HTML lacks "${text}"`);
    }
    assert.match(html, /<link rel="canonical" href="[^"]+\/"/);
    assert.match(html, /"@type":"AutoRepair"/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const response = await fetch(`${context.origin}/no-such-page`);
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.ok(htmlHasText(html, 'Page Not Found'));
    assert.ok(htmlHasText(html, "The page you're looking for doesn't exist or has been moved."));
  });

  it('sends security headers with a hash-based script policy', async () => {
    const response = await fetch(`${context.origin}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' 'sha256-/);
    assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(response.headers.get('strict-transport-security'));
    assert.ok(response.headers.get('permissions-policy'));
  });

  it('caches hashed assets for a year', async () => {
    const asset = readdirSync(
      path.resolve(__dirname, '../..', process.env.DIST_DIR || 'dist', 'assets'),
    ).find((file) => file.startsWith('main.'));
    const response = await fetch(`${context.origin}/assets/${asset}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('redirects a trailing slash to the canonical URL', async () => {
    const response = await fetch(`${context.origin}/no-such-page/`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/no-such-page');
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const sitemap = await (await fetch(`${context.origin}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>https?:\/\/[^<]+\/<\/loc>/);
    const robots = await (await fetch(`${context.origin}/robots.txt`)).text();
    assert.match(robots, /Sitemap: https?:\/\/\S+\/sitemap.xml/);
  });

  it('reports health with the database reachable', async () => {
    const response = await fetch(`${context.origin}/healthz`);
    assert.equal(response.status, 200);
  });
});
