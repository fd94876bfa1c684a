/**
 * No export that nothing imports (docs/architecture.md#layers): an export is a promise that
 * another module needs the name, so a name used only in its own file stays private and a
 * name nothing uses is deleted. Types are exempt (a signature may name them), and so are the
 * few names only ever reached through `import()`, which the analysis does not follow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeTsConfig } from 'ts-unused-exports';

const ROOT = path.resolve(__dirname, '..');

/** Names reached only through a dynamic import or a build-time alias, with where. */
const DYNAMIC_ONLY: Record<string, string[]> = {
  // The page loader (src/app/page-loader.ts) imports every page module this way.
  '*': ['Component', 'handle', 'islands', 'loadFor'],
  // Loaded on the form's first focus (lead-form.tsx), to keep zod out of the first load.
  'src/features/lead-capture/lead-form-validation.ts': ['validateLeadForm'],
  // Loaded on the newsletter form's first submit (newsletter-signup.tsx), out of the first load.
  'src/features/newsletter/newsletter-validation.ts': [
    'validateNewsletter',
    'newsletterErrorTexts',
  ],
  // Evaluated in the entry's second task (src/app/entry.tsx), through an eager import().
  'src/app/start-app.tsx': ['startApp'],
  // Loaded once the first page is ready (src/app/entry.tsx), out of the first load.
  'src/app/brand-font.ts': ['loadBrandFontAfterFirstPage'],
  // The home page's JSON-LD, loaded with its head tags (home-page.tsx), out of the first load.
  'src/pages/home/home-json-ld.ts': ['homeJsonLd'],
  // webpack.config.js swaps this file in for profile-file.ts in the browser bundle.
  'src/content/load/profile-file.browser.ts': ['loadProfileFile'],
  // The home page's contact section, a deferred island with its map inside (home-page.tsx).
  'src/pages/home/contact-section.tsx': ['ContactSection', 'MapIsland'],
  // Compiled at build time by webpack.config.js and inlined into the page template's head.
  'src/ui/theme/global-styles.ts': ['globalCss'],
};

function isTypeExport(source: string, name: string): boolean {
  return new RegExp(`export\\s+(declare\\s+)?(interface|type)\\s+${name}\\b`).test(source);
}

describe('exports', () => {
  jest.setTimeout(120_000);

  it('are all imported somewhere', () => {
    const { unusedExports } = analyzeTsConfig(path.join(ROOT, 'tsconfig.json'), [
      '--excludePathsFromReport=/test/;.test.;/types/',
    ]);
    const unused: string[] = [];
    for (const [file, exports] of Object.entries(unusedExports)) {
      const relative = path.relative(ROOT, file);
      const source = readFileSync(file, 'utf8');
      const allowed = [...DYNAMIC_ONLY['*']!, ...(DYNAMIC_ONLY[relative] ?? [])];
      for (const { exportName } of exports) {
        if (allowed.includes(exportName) || isTypeExport(source, exportName)) continue;
        unused.push(`${relative}: ${exportName}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
