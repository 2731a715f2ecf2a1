// ESLint 9 flat config. Besides typescript-eslint and the hooks rules, it enforces the dependency
// rules of architecture.md, so `npm test` fails when a package reaches where it must not.
// Proven by scripts/lint/lintRules.test.ts.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { okrPlugin } from './scripts/lint/okrBoundaries.js';

const ourPackages = ['contract', 'core', 'auth', 'settings', 'goals', 'assistant', 'admin', 'landing', 'mocks', 'client'];

/** Which of our packages each package may import (architecture.md, "Dependency rules"). */
const allowedOkr = {
  contract: [],
  core: ['contract'],
  auth: ['contract', 'core'],
  settings: ['contract', 'core', 'auth'],
  goals: ['contract', 'core', 'auth'],
  assistant: ['contract', 'core', 'auth'],
  admin: ['contract', 'core', 'auth'],
  landing: ['core'],
  mocks: ['contract'],
  client: ['contract'],
};

const testAndStoryFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**'];

const deepImport = {
  regex: '^@okr/[^/]+/(src|dist)(/|$)',
  message: "Import a package through its public entry point ('@okr/x' or a declared sub-entry), never its files.",
};
const appImport = {
  regex: '^@okr/(api|host|e2e|bench)(/|$)',
  message: 'No package imports from apps/* (or the e2e and bench harnesses).',
};

function onlyOkr(name, allowed) {
  const forbidden = ourPackages.filter((other) => other !== name && !allowed.includes(other));
  const list = allowed.length > 0 ? allowed.map((other) => `@okr/${other}`).join(', ') : 'no other @okr package';
  return { regex: `^@okr/(${forbidden.join('|')})(/|$)`, message: `@okr/${name} may import only ${list}.` };
}

// Partners pay for every byte of a UI entry: the zod schemas stay with the server and the mocks.
const noSchemaRuntime = {
  regex: '^(zod|@okr/contract/schemas)(/|$)',
  message: 'UI packages import types, constants and paths from @okr/contract, never zod or its schemas.',
};

// `apiPaths` is one object no bundler can shake: a UI entry that reads `apiPaths.auth.me` ships every
// path of the API (issue 34/36). The per-resource constants (`authPaths`, `organizationsPaths`, …)
// cost only what is called. Stories and tests (MSW handlers) may still use it.
const uiEntryPackages = ['core', 'auth', 'settings', 'goals', 'assistant', 'admin', 'landing'];
const noWholeApiPaths = {
  name: '@okr/contract',
  importNames: ['apiPaths'],
  message: 'Import the per-resource constant (`authPaths`, `organizationsPaths`, …): `apiPaths` cannot be tree-shaken.',
};

// The root of @okr/auth reaches panels that load parts on demand; a bundler that splits code keeps
// every `import()` it meets, so a sibling package importing the root paid for the second-factor
// panel and the whole auth catalog. Siblings import the session hooks from `@okr/auth/session`.
const noAuthRoot = {
  name: '@okr/auth',
  message: 'Import session hooks from `@okr/auth/session` (or a component from its own entry), never the root.',
};

/** Extra restrictions of single packages. */
const extraPatterns = {
  core: [noSchemaRuntime],
  auth: [noSchemaRuntime],
  settings: [noSchemaRuntime],
  goals: [noSchemaRuntime],
  assistant: [noSchemaRuntime],
  admin: [noSchemaRuntime],
  // A partner's script pays for every byte too: types and paths only.
  client: [noSchemaRuntime],
  // zod is its only dependency; relative imports stay inside (okr/boundaries).
  contract: [{ regex: '^(?!zod(/|$)|\\.)', message: '@okr/contract depends on zod only.' }],
  // Its tests use vitest, nothing else.
  'contract:test': [{ regex: '^(?!zod(/|$)|vitest(/|$)|\\.)', message: '@okr/contract depends on zod only.' }],
  landing: [
    noSchemaRuntime,
    {
      regex: '^@tanstack/',
      message: '@okr/landing shows i18n and shared UI only: no queries (no @tanstack/react-query).',
    },
  ],
};

/** One `no-restricted-imports` per package: a later flat-config entry would replace, not merge, it. */
function packageImportRules(name) {
  const dir = `packages/okr-${name}`;
  const rule = (allowed, extra = extraPatterns[name], paths = []) => [
    'error',
    { paths, patterns: [deepImport, appImport, onlyOkr(name, allowed), ...(extra ?? [])] },
  ];
  const allowed = allowedOkr[name];
  // Stories and tests of a UI package run on the shared MSW fixtures of @okr/mocks (style.md §14).
  const withMocks = name === 'contract' || name === 'mocks' ? allowed : [...allowed, 'mocks'];
  return [
    {
      files: [`${dir}/src/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': rule(allowed, extraPatterns[name], uiEntryPackages.includes(name) ? [noWholeApiPaths, ...(name === 'auth' || name === 'core' ? [] : [noAuthRoot])] : []) },
    },
    {
      files: testAndStoryFiles.map((glob) => `${dir}/src/${glob}`),
      rules: { 'no-restricted-imports': rule(withMocks, extraPatterns[`${name}:test`] ?? extraPatterns[name]) },
    },
  ];
}

const reactPackages = {
  regex: '^(react|react-dom|react-router|react-router-dom|@radix-ui/.*|@tanstack/react-.*|@testing-library/react|zustand)(/|$)',
  message: 'apps/api never depends on a React package.',
};
const uiPackages = {
  regex: '^@okr/(core|auth|settings|goals|assistant|admin|landing|mocks)(/|$)',
  message: 'apps/api depends on @okr/contract only among our packages.',
};

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/storybook-static/**',
    '**/.data/**',
    '**/coverage/**',
    '**/test-results/**',
    // Generated by `msw init`.
    '.storybook/public/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['apps/api/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Import cycles through value imports, as you type. It skips type-only imports: `npm run lint`
    // also runs scripts/lint/importCycles.mjs (madge), which sees those too. Measured: the whole repo
    // lints in about 9 s with it (7 s without).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // `source` first, like Vite and vitest: workspace packages resolve to their sources.
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['source', 'import', 'module', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Node programs: the API, scripts, harnesses and tool configs.
    files: [
      'apps/api/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      'conformance/**',
      '*.{js,mjs,ts}',
      '**/*.config.{js,mjs,ts}',
      '.ci/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  // Dependency rules of architecture.md.
  ...ourPackages.flatMap(packageImportRules),
  {
    files: ['apps/api/**/*.{ts,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, reactPackages, uiPackages] }] },
  },
  {
    files: ['apps/host/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport] }] },
  },
  // The conformance suite: the table speaks only the contract, so both runners can run it; each
  // runner reaches its own implementation and never the other's.
  {
    files: ['conformance/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@okr/contract(/schemas)?$|vitest$|\\.)',
              message: 'Conformance cases import @okr/contract, its schemas and vitest only: they describe the wire.',
            },
            {
              regex: '^\\..*/(apps|packages|server|mocks)(/|$)',
              message: 'Conformance cases reach no implementation: only the runners do.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['conformance/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, appImport, uiPackages] }] },
  },
  {
    files: ['conformance/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImport,
            appImport,
            { regex: '(^|/)apps/', message: 'The mocks runner reaches the MSW handlers, never the API app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { okr: okrPlugin },
    rules: { 'okr/boundaries': 'error' },
  },
  {
    // @okr/core is the infrastructure layer: its slices (http, session, i18n, query, toast, ui)
    // are layers that build on each other and the provider composes them all, so only the
    // package and barrel boundaries apply. The API app is sliced the same way.
    files: ['packages/okr-core/src/**', 'apps/*/src/**'],
    rules: { 'okr/boundaries': ['error', { features: false }] },
  },
  {
    // The mocks' in-memory model is shared by every resource's handlers.
    files: ['packages/okr-mocks/src/**'],
    rules: { 'okr/boundaries': ['error', { shared: ['db'] }] },
  },
]);
