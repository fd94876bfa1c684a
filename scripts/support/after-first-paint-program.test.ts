/**
 * The program webpack.config.js inlines into every page's head: src/app/boot/after-first-paint.ts
 * (whose behaviour its own tests cover) bundled with the page's script list into one
 * self-contained statement.
 */
import { JSDOM } from 'jsdom';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { afterFirstPaintProgram } = require('./after-first-paint-program.cjs');

const SOURCES = ['/assets/runtime.1a2b.js', '/assets/main.3c4d.js'];

describe('afterFirstPaintProgram', () => {
  const program: string = afterFirstPaintProgram(SOURCES);

  it('is one self-contained minified statement, with nothing left to import', () => {
    expect(program).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
    expect(program).not.toMatch(/\bimport\b|\brequire\(|\bexport\b/);
    expect(program).not.toContain('\n');
  });

  it('requests the given scripts, in order, when it runs in a page', () => {
    // Not shown on a screen, so the page is not 'visible' and the program loads at once.
    const page = new JSDOM('<!doctype html><div id="root"><main>Snapshot</main></div>', {
      runScripts: 'outside-only',
    });
    expect(page.window.document.visibilityState).not.toBe('visible');
    page.window.eval(program);
    const scripts = [...page.window.document.head.querySelectorAll('script')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.async])).toEqual(
      SOURCES.map((src) => [src, false]),
    );
    page.window.close();
  });
});
