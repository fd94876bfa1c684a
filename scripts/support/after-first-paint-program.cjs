/**
 * The inline head program that requests the app's scripts after the first paint: the source
 * is src/app/boot/after-first-paint.ts (with its tests); this bundles it with the list of
 * scripts into one self-contained ES2017 statement, minified, for
 * AfterFirstPaintScriptsPlugin in webpack.config.js (docs/decisions/first-paint.md#scripts).
 * ES2017 because the program is inlined as it is, outside webpack's own compilation.
 */
const path = require('node:path');
const esbuild = require('esbuild');

const SOURCE_DIR = path.join(__dirname, '../../src/app/boot');

function afterFirstPaintProgram(sources) {
  const { outputFiles } = esbuild.buildSync({
    stdin: {
      contents:
        "import { loadAfterFirstPaint } from './after-first-paint';\n" +
        `loadAfterFirstPaint(${JSON.stringify(sources)});\n`,
      resolveDir: SOURCE_DIR,
      sourcefile: 'after-first-paint-program.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0].text.trim();
}

module.exports = { afterFirstPaintProgram };
