/**
 * Components colour themselves through the theme's roles (`src/ui/theme/theme.ts`), so a
 * brand change happens in one place (docs/design.md). Only the theme's tokens and art (SVG
 * pictures: `src/ui/art/`, files named `*-art.tsx`, the blog covers and avatars, which
 * import the palette by name) may write a colour value.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..', 'src');
const ALLOWED = [/^ui\/theme\//, /^ui\/art\//, /-art\.tsx$/, /\.test\.tsx?$/];
/** A hex colour written as a string value: '#abc', "#aabbcc", `#aabbccdd` (not '#main'). */
const HEX_COLOUR = /['"`]#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})['"`\s]/;
/** A colour function: rgb(…), rgba(…), hsl(…), hsla(…). */
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

it('no raw colour outside the theme tokens and art files', () => {
  const offenders = sourcesUnder(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))
    .flatMap((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          HEX_COLOUR.test(line) || COLOUR_FUNCTION.test(line)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
  expect(offenders).toEqual([]);
});
