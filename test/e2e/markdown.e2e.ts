/**
 * The markdown scheme filter in Chromium: the pipeline the blog and legal pages use
 * (`markdownToSafeHtml`: markdown-to-jsx, then DOMPurify working on the browser's own DOM)
 * renders a fixture post with hostile links and images. Addresses with any scheme other
 * than http, https, irc, ircs, mailto and xmpp come out blanked, and nothing in the result
 * can run script, even when clicked.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type Plugin } from 'esbuild';
import type { Browser } from 'puppeteer-core';
import { launchChromium } from '../../scripts/support/chromium';

const ROOT = path.resolve(__dirname, '../..');

/** The swap rule of scripts/support/profile-reader-swap.cjs (CommonJS, for webpack.config.js). */
type ProfileReaderSwap = {
  PROFILE_READER_REQUEST: RegExp;
  browserStandInRequest(readerRequest: string): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the swap rule is CommonJS, for webpack.config.js
const swap = require('../../scripts/support/profile-reader-swap.cjs') as ProfileReaderSwap;
const { PROFILE_READER_REQUEST, browserStandInRequest } = swap;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { businessProfileParts } = require('../../webpack.config.js') as {
  businessProfileParts(): Record<string, string>;
};

/** The swap webpack.config.js makes: the browser never reads the profile file from disk. */
const browserProfileFile: Plugin = {
  name: 'browser-profile-file',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: PROFILE_READER_REQUEST }, (args) => ({
      path: path.join(args.resolveDir, `${browserStandInRequest(args.path)}.ts`),
    }));
  },
};

const FIXTURE_POST = `
## A post with every kind of link

[script link](javascript:window.__pwned=true) and [shouting script](JavaScript:window.__pwned=true)
and [hidden script](java\tscript:window.__pwned=true) and [data page](data:text/html,<script>window.__pwned=true</script>)
and [vb](vbscript:msgbox) and [file](file:///etc/passwd).

[services](/services/windshield-repairs) [web](https://example.com/a) [mail](mailto:service@example.com)
[chat](xmpp:team@example.com) [irc](ircs://irc.example.com/glass) [anchor](#top)

![data image](data:image/png;base64,iVBORw0KGgo=)
![script image](javascript:window.__pwned=true)
![site image](/social/logo.png)

<img src="x" onerror="window.__pwned=true">
<script>window.__pwned = true</script>
<a href="javascript:window.__pwned=true" onclick="window.__pwned=true">raw html link</a>
`;

/** The real module, bundled for the browser the way webpack does for the site. */
async function markdownPipelineBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { markdownToSafeHtml } from '@/ui/markdown/markdown-content';\n" +
        'Object.assign(window, { markdownToSafeHtml });',
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: {
      'process.env.NODE_ENV': '"production"',
      __PUBLIC_ENV__: '{}',
      ...businessProfileParts(),
      __BUILD_YEAR__: '2026',
      __BUILD_DATE__: '"2026-01-01"',
    },
    plugins: [browserProfileFile],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('markdown in Chromium', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(() => browser.close());

  it('blanks javascript:, data: and other schemes in a fixture post, keeps the allowed ones', async () => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>fixture</title><main id="post"></main>');
    await page.addScriptTag({ content: await markdownPipelineBundle() });
    const rendered = await page.evaluate((markdown) => {
      const post = document.getElementById('post')!;
      const render = (window as unknown as { markdownToSafeHtml(text: string): string })
        .markdownToSafeHtml;
      post.innerHTML = render(markdown);
      return {
        links: Array.from(post.querySelectorAll('a'), (link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
        images: Array.from(post.querySelectorAll('img'), (image) => [
          image.getAttribute('alt'),
          image.getAttribute('src'),
        ]),
        scripts: post.querySelectorAll('script').length,
        handlers: Array.from(post.querySelectorAll('*')).flatMap((element) =>
          Array.from(element.attributes)
            .map((attribute) => attribute.name)
            .filter((name) => name.startsWith('on')),
        ),
      };
    }, FIXTURE_POST);

    const hrefOf = (text: string) => rendered.links.find(([label]) => label === text)?.[1];
    for (const blanked of [
      'script link',
      'shouting script',
      'hidden script',
      'data page',
      'vb',
      'file',
      'raw html link',
    ]) {
      assert.ok(!hrefOf(blanked), `"${blanked}" has no address (found ${hrefOf(blanked)})`);
    }
    assert.equal(hrefOf('services'), '/services/windshield-repairs');
    assert.equal(hrefOf('web'), 'https://example.com/a');
    assert.equal(hrefOf('mail'), 'mailto:service@example.com');
    assert.equal(hrefOf('chat'), 'xmpp:team@example.com');
    assert.equal(hrefOf('irc'), 'ircs://irc.example.com/glass');
    assert.equal(hrefOf('anchor'), '#top');

    const srcOf = (alt: string) => rendered.images.find(([label]) => label === alt)?.[1];
    assert.ok(!srcOf('data image'), 'the data: image has no source');
    assert.ok(!srcOf('script image'), 'the javascript: image has no source');
    assert.equal(srcOf('site image'), '/social/logo.png');
    assert.equal(rendered.scripts, 0, 'no script element');
    assert.deepEqual(rendered.handlers, [], 'no event handler attribute');

    // Clicking every link runs nothing.
    await page.evaluate(() => {
      document.querySelectorAll<HTMLAnchorElement>('#post a').forEach((link) => {
        link.addEventListener('click', (event) => {
          if (!link.getAttribute('href')?.startsWith('javascript')) event.preventDefault();
        });
        link.click();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await page.evaluate(() => 'pwned' in window || '__pwned' in window), false);
    await page.close();
  });
});
