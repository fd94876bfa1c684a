/**
 * The layer rules of eslint.config.js (docs/architecture.md#layers) really fire: each
 * snippet is linted with the project's own configuration as if it were a file at the given
 * path, and the expected rule must report it. Imports use the `@/` alias, so the test also
 * proves the resolver understands it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..');
// The project's flat config, passed in directly: ESLint would otherwise load the file with
// a dynamic import, which jest's module sandbox does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const projectConfig = require('../eslint.config.js');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: projectConfig });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint-enforced layers', () => {
  jest.setTimeout(60_000);

  it('rejects shared ui code importing a feature', async () => {
    expect(
      await ruleIdsFor(
        'src/ui/boundary-fixture.tsx',
        "import { LeadForm } from '@/features/lead-capture/lead-form';\nexport const Form = LeadForm;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('rejects content importing config, and domain importing content', async () => {
    expect(
      await ruleIdsFor(
        'src/content/boundary-fixture.ts',
        "import { paths } from '@/config/paths';\nexport const home = paths.home();\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'src/domain/boundary-fixture.ts',
        "import { CITIES } from '@/content/cities';\nexport const count = CITIES.length;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('rejects a page importing the app, by relative path too', async () => {
    expect(
      await ruleIdsFor(
        'src/pages/boundary-fixture.ts',
        "import { routes } from '../app/router';\nexport const count = routes.length;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('rejects one feature importing another, and allows a feature its own files', async () => {
    expect(
      await ruleIdsFor(
        'src/features/newsletter/boundary-fixture.ts',
        "import { keepUnsentLead } from '@/features/lead-capture/unsent-leads';\nexport const add = keepUnsentLead;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'src/features/lead-capture/boundary-fixture.ts',
        "import { keepUnsentLead } from './unsent-leads';\nimport { trackEvent } from '@/lib/analytics';\nexport const both = [keepUnsentLead, trackEvent];\n",
      ),
    ).toEqual([]);
  });

  it('rejects React in the server and in src/domain', async () => {
    expect(
      await ruleIdsFor(
        'server/boundary-fixture.ts',
        "import { createElement } from 'react';\nexport const element = createElement('p');\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'server/boundary-fixture.ts',
        "import { PhoneLink } from '@/ui/phone-link';\nexport const link = PhoneLink;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'src/domain/boundary-fixture.ts',
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('rejects an import cycle', async () => {
    // route-list.ts imports routes.ts; routes.ts importing route-list back closes a cycle.
    expect(
      await ruleIdsFor(
        'src/config/routes.ts',
        "import { listSiteRoutes } from './route-list';\nexport const count = () => listSiteRoutes().length;\n",
      ),
    ).toContain('import-x/no-cycle');
  });
});

describe('the server reads the time only from its clock', () => {
  jest.setTimeout(60_000);

  it('rejects Date.now() and new Date() in server code', async () => {
    expect(
      await ruleIdsFor('server/clock-fixture.ts', 'export const now = () => Date.now();\n'),
    ).toContain('no-restricted-properties');
    expect(
      await ruleIdsFor('server/leads/clock-fixture.ts', 'export const at = () => new Date();\n'),
    ).toContain('no-restricted-syntax');
  });

  it('allows a Date of a given time, the clock module itself and tests', async () => {
    expect(
      await ruleIdsFor(
        'server/clock-fixture.ts',
        'export const at = (ms: number) => new Date(ms).toISOString();\n',
      ),
    ).toEqual([]);
    expect(await ruleIdsFor('server/clock.ts', 'export const now = () => Date.now();\n')).toEqual(
      [],
    );
    expect(
      await ruleIdsFor(
        'server/leads/clock-fixture.test.ts',
        'export const at = () => [Date.now(), new Date()];\n',
      ),
    ).toEqual([]);
  });
});
