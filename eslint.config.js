// ESLint flat config: typescript-eslint, React hooks rules and jsx-a11y for the app, and
// the layer boundaries of docs/architecture.md#layers (import-x, resolving the `@/` alias
// through tsconfig.json); Prettier owns formatting (`npm run lint` also runs `prettier --check`).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

/**
 * Layers, lowest first: a layer may import the layers before it, never those after it.
 * Features sit side by side: each may import the shared layers, never another feature.
 */
const SHARED_LAYERS = [
  'src/i18n',
  'src/domain',
  'src/content',
  'src/config',
  'src/lib',
  'src/hydration',
  'src/ui',
  'src/seo',
];
const UPPER_LAYERS = ['src/features', 'src/pages', 'src/app'];
// A folder of src/ in no layer would escape the order: refuse to lint, as for the server.
const unplacedLayers = fs
  .readdirSync(path.join(__dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/${entry.name}`)
  .filter((folder) => ![...SHARED_LAYERS, ...UPPER_LAYERS].includes(folder));
if (unplacedLayers.length > 0) {
  throw new Error(
    `eslint.config.js: place ${unplacedLayers.join(', ')} in the layers (docs/architecture.md#layers).`,
  );
}
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [...SHARED_LAYERS, ...UPPER_LAYERS].flatMap((layer, index, all) =>
  layer === 'src/features' || index === all.length - 1
    ? []
    : [
        {
          target: `./${layer}`,
          from: all.slice(index + 1).map((upper) => `./${upper}`),
          message: `${layer} is below these layers and must not import them (docs/architecture.md#layers).`,
        },
      ],
);
layerZones.push({
  target: './src/features',
  from: ['./src/pages', './src/app'],
  message: 'Features must not import pages or the app (docs/architecture.md#layers).',
});
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature must not import another feature: move what both need into src/domain, src/lib or src/ui, or compose them in a page or the app (docs/architecture.md#layers).',
}));
/**
 * The client-only folders of src/: React, the browser and the pages. The server and the
 * server-rendered refused-form page may use only src/domain, src/content and src/config.
 */
const CLIENT_ONLY_FOLDERS = [
  './src/ui',
  './src/lib',
  './src/hydration',
  './src/seo',
  './src/features',
  './src/pages',
  './src/app',
];
const SERVER_USES_ONLY =
  'The server uses only src/domain, src/content and src/config (docs/architecture.md#layers).';
const serverZones = [{ target: './server', from: CLIENT_ONLY_FOLDERS, message: SERVER_USES_ONLY }];
const CONTENT_CHECKS_OUT_OF_THE_SITE = {
  target: './src',
  from: './src/content/validate',
  message:
    "src/content/validate holds the build's content checks: only scripts, tests and the checks themselves import it (docs/architecture.md#content-its-loaders-and-its-checks).",
};
/**
 * The server's rooms, lowest first (docs/architecture.md#server-features): shared plumbing,
 * then the features in the order they build on each other. Each may import the rooms before
 * it, never those after it, so no two of them import each other. The composition root (the
 * command line and the files that assemble the service) may import any of them.
 */
const SERVER_PLUMBING = [
  'server/clock.ts',
  'server/business-time.ts',
  'server/config',
  'server/db',
  'server/site',
  'server/http',
];
const SERVER_FEATURES = [
  'server/leads',
  'server/bookings',
  'server/quotes',
  'server/newsletter',
  'server/outbox',
  'server/intake',
  'server/admin',
];
const SERVER_COMPOSITION = [
  'server/cli',
  'server/app.ts',
  'server/api-service.ts',
  'server/main.ts',
];
// A folder or file of server/ in none of the lists would escape the order: refuse to lint.
const serverRooms = [...SERVER_PLUMBING, ...SERVER_FEATURES, ...SERVER_COMPOSITION];
const unplacedServerRooms = fs
  .readdirSync(path.join(__dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || !/\.test\.ts$/.test(entry.name))
  .map((entry) => `server/${entry.name}`)
  .filter((room) => !serverRooms.includes(room));
if (unplacedServerRooms.length > 0) {
  throw new Error(
    `eslint.config.js: place ${unplacedServerRooms.join(', ')} in the server's order (docs/architecture.md#server-features).`,
  );
}
const serverRoomZones = [...SERVER_PLUMBING, ...SERVER_FEATURES].map((room, index, ordered) => ({
  target: `./${room}`,
  from: [...ordered.slice(index + 1), ...SERVER_COMPOSITION].map((upper) => `./${upper}`),
  message: SERVER_PLUMBING.includes(room)
    ? `${room} is shared plumbing: it must not import a server feature, nor rooms after it in the order (docs/architecture.md#server-features).`
    : `${room} may import only shared plumbing and the features before it in the order: move what both need down, or compose them higher up (docs/architecture.md#server-features).`,
}));

/**
 * The one exception: a refused plain form post is answered with the form re-rendered by its
 * own component, so the page that does it may import the module that renders it
 * (docs/decisions/quote-flow.md, 'Without JavaScript').
 */
const REFUSED_FORM_PAGE = 'server/site/refused-form-page.ts';
const refusedFormPageZones = [
  {
    target: `./${REFUSED_FORM_PAGE}`,
    from: CLIENT_ONLY_FOLDERS.filter((folder) => folder !== './src/app'),
    message: SERVER_USES_ONLY,
  },
  {
    // The page's own form component is the one file of src/app it renders.
    target: `./${REFUSED_FORM_PAGE}`,
    from: './src/app',
    except: ['./refused-lead-form.tsx'],
    message: SERVER_USES_ONLY,
  },
];
/**
 * Every package the code imports is declared in package.json, so a fresh install has it (a
 * package present only as another's dependency can vanish with any upgrade). What ships, the
 * app and the server (whose packages stay external to its bundle and are installed with
 * `npm install --omit=dev` in production), uses `dependencies` only; tests, build scripts and
 * tooling may use `devDependencies` too.
 */
const DECLARED_PACKAGES = {
  devDependencies: [
    '**/*.test.{ts,tsx}',
    '**/*.test-harness.{ts,tsx}',
    'scripts/**',
    'test/**',
    'types/**',
    '*.{js,cjs}',
  ],
};
const IMPORT_SETTINGS = {
  // Without these, import-x reads only .js files and no-cycle never sees a TypeScript edge.
  'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({ project: path.join(__dirname, 'tsconfig.json') }),
  ],
};
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '@emotion/*',
  'formik',
];

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-real/**',
      'dist-server/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Hydration-safe patterns set state from the browser after mount on purpose.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,tsx}', 'test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: __dirname, zones: [...layerZones, ...featureZones, ...serverZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-extraneous-dependencies': ['error', DECLARED_PACKAGES],
    },
  },
  {
    // The content checks run in the build, the launch check and tests, never in the site:
    // a page that imported them would ship every check and the text they scan
    // (docs/architecture.md#content-its-loaders-and-its-checks).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.test-harness.{ts,tsx}',
      'src/content/validate/**',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: [...layerZones, ...featureZones, CONTENT_CHECKS_OUT_OF_THE_SITE],
        },
      ],
    },
  },
  {
    // Tests may assemble the whole service, so the order binds the server's own code.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: __dirname, zones: [...serverZones, ...serverRoomZones] },
      ],
    },
  },
  {
    files: [REFUSED_FORM_PAGE],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: __dirname, zones: [...refusedFormPageZones, ...serverRoomZones] },
      ],
    },
  },
  {
    // Shared by the browser and the server: no React, no Node.
    files: ['src/i18n/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_PACKAGES,
              message: 'src/i18n and src/domain have no React (docs/architecture.md#layers).',
            },
            {
              group: ['node:*'],
              message: 'src/i18n and src/domain have no Node (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_PACKAGES,
              message: 'The server never imports React (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads the time only through the clock it is given, so tests can set it
    // (server/clock.ts; docs/decisions/server-reliability.md, 'A clock passed in').
    files: ['server/**/*.ts'],
    ignores: ['server/clock.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'Read the time from the Clock passed in (server/clock.ts).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'Read the time from the Clock passed in: new Date(clock.now()) (server/clock.ts).',
        },
        {
          // Date() called without `new` is the current time as text.
          selector: "CallExpression[callee.name='Date']",
          message:
            'Read the time from the Clock passed in: new Date(clock.now()).toString() (server/clock.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-extraneous-dependencies': ['error', DECLARED_PACKAGES],
    },
  },
);
