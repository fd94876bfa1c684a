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

  it('keeps the hydration runtime below the design primitives, and out of the server', async () => {
    // Primitives ask the runtime whether this is the crawl; the runtime never needs a primitive.
    expect(
      await ruleIdsFor(
        'src/hydration/boundary-fixture.tsx',
        "import { PhoneLink } from '@/ui/phone-link';\nexport const link = PhoneLink;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'src/ui/boundary-fixture.tsx',
        "import { isPrerendering } from '@/hydration/prerender';\nexport const crawl = isPrerendering;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'server/boundary-fixture.ts',
        "import { isPrerendering } from '@/hydration/prerender';\nexport const crawl = isPrerendering;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps SEO above the primitives and below the features', async () => {
    // Page meta and breadcrumbs build on primitives; a primitive never needs a page's meta.
    expect(
      await ruleIdsFor(
        'src/ui/boundary-fixture.tsx',
        "import { PageMeta } from '@/seo/page-meta';\nexport const Meta = PageMeta;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'src/seo/boundary-fixture.ts',
        "import { LeadForm } from '@/features/lead-capture/lead-form';\nexport const Form = LeadForm;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'src/features/blog/boundary-fixture.ts',
        "import { breadcrumbJsonLd } from '@/seo/structured-data';\nimport { LazyMarkdownContent } from '@/ui/markdown/lazy-markdown-content';\nexport const both = [breadcrumbJsonLd, LazyMarkdownContent];\n",
      ),
    ).toEqual([]);
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

  it('allows the refused-form page its one form module of src/app, and nothing else of the client', async () => {
    const page = 'server/site/refused-form-page.ts';
    expect(
      await ruleIdsFor(
        page,
        "import { renderRefusedLeadForm } from '@/app/refused-lead-form';\nexport const render = renderRefusedLeadForm;\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        page,
        "import { startApp } from '@/app/start-app';\nexport const start = startApp;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        page,
        "import { PhoneLink } from '@/ui/phone-link';\nexport const link = PhoneLink;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps the content checks out of the site, and lets tests and the checks use them', async () => {
    const importChecks =
      "import { publishedCopy } from '@/content/validate/published-copy';\nexport const copy = publishedCopy;\n";
    expect(await ruleIdsFor('src/pages/boundary-fixture.tsx', importChecks)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('src/content/boundary-fixture.ts', importChecks)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('src/content/boundary-fixture.test.ts', importChecks)).toEqual([]);
    expect(await ruleIdsFor('src/content/validate/boundary-fixture.ts', importChecks)).toEqual([]);
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

  it('rejects Date() called without new, which is the current time as text', async () => {
    expect(
      await ruleIdsFor('server/outbox/clock-fixture.ts', 'export const stamp = () => Date();\n'),
    ).toContain('no-restricted-syntax');
    expect(
      await ruleIdsFor(
        'server/outbox/clock-fixture.ts',
        'export const utc = (ms: number) => [Date.UTC(2026, 0, 1), Date.parse(String(ms))];\n',
      ),
    ).toEqual([]);
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

describe("the server's rooms in order (docs/architecture.md#server-features)", () => {
  jest.setTimeout(60_000);

  it('rejects a feature importing a feature after it in the order', async () => {
    // The pairs that used to import each other both ways (issue 28): leads ↔ outbox,
    // leads ↔ quotes, outbox → the inbox's config, the newsletter → the inbox's HTML.
    for (const [filePath, code] of [
      [
        'server/leads/order-fixture.ts',
        "import { insertOutboxMessages } from '../outbox/outbox.repository';\nexport const queue = insertOutboxMessages;\n",
      ],
      [
        'server/leads/order-fixture.ts',
        "import { quoteSummaryLines } from '../quotes/quote-summary';\nexport const lines = quoteSummaryLines;\n",
      ],
      [
        'server/outbox/order-fixture.ts',
        "import { LEAD_STATUSES } from '../admin/admin-config';\nexport const count = LEAD_STATUSES.length;\n",
      ],
      [
        'server/newsletter/order-fixture.ts',
        "import { page } from '../admin/views/layout';\nexport const layout = page;\n",
      ],
      [
        'server/bookings/order-fixture.ts',
        "import { audit } from '../admin/admin.service';\nexport const write = audit;\n",
      ],
    ]) {
      expect(await ruleIdsFor(filePath!, code!)).toContain('import-x/no-restricted-paths');
    }
  });

  it('rejects shared plumbing importing a feature or the composition root', async () => {
    expect(
      await ruleIdsFor(
        'server/http/order-fixture.ts',
        "import { findLeadById } from '../leads/lead.repository';\nexport const find = findLeadById;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'server/db/order-fixture.ts',
        "import { createApiService } from '../api-service';\nexport const build = createApiService;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('allows a feature the plumbing and the features before it, and tests and the command line anything', async () => {
    expect(
      await ruleIdsFor(
        'server/intake/order-fixture.ts',
        "import { insertOutboxMessages } from '../outbox/outbox.repository';\nimport { ApiError } from '../http/api-error';\nimport { findLeadById } from '../leads/lead.repository';\nexport const all = [insertOutboxMessages, ApiError, findLeadById];\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'server/leads/order-fixture.test.ts',
        "import { audit } from '../admin/admin.service';\nexport const write = audit;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'server/cli/order-fixture.ts',
        "import { audit } from '../admin/admin.service';\nexport const write = audit;\n",
      ),
    ).toEqual([]);
  });

  it('rejects an import cycle in the server', async () => {
    // lead.routes.ts imports lead.service.ts; the service importing the routes closes a cycle.
    expect(
      await ruleIdsFor(
        'server/intake/lead.service.ts',
        "import { registerLeadRoutes } from './lead.routes';\nexport const register = registerLeadRoutes;\n",
      ),
    ).toContain('import-x/no-cycle');
  });
});

describe('every imported package is declared in package.json', () => {
  jest.setTimeout(60_000);

  it('rejects a package installed only as another package’s dependency', async () => {
    // scheduler is in node_modules because react-dom depends on it; the app does not declare it.
    expect(
      await ruleIdsFor(
        'src/ui/brand-carousel/declared-fixture.ts',
        "import { unstable_now } from 'scheduler';\nexport const now = unstable_now;\n",
      ),
    ).toContain('import-x/no-extraneous-dependencies');
    expect(
      await ruleIdsFor(
        'scripts/support/declared-fixture.cjs',
        "const { unstable_now } = require('scheduler');\nmodule.exports = { unstable_now };\n",
      ),
    ).toContain('import-x/no-extraneous-dependencies');
  });

  it('rejects a development package in what ships, and allows it in tests and scripts', async () => {
    const code = "import fc from 'fast-check';\nexport const any = fc.anything;\n";
    expect(await ruleIdsFor('server/leads/declared-fixture.ts', code)).toContain(
      'import-x/no-extraneous-dependencies',
    );
    expect(await ruleIdsFor('src/domain/declared-fixture.ts', code)).toContain(
      'import-x/no-extraneous-dependencies',
    );
    expect(await ruleIdsFor('server/leads/declared-fixture.test.ts', code)).toEqual([]);
    expect(await ruleIdsFor('scripts/declared-fixture.ts', code)).toEqual([]);
  });
});
