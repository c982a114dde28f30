// One lint configuration for the whole workspace. The `boundaries` block enforces the
// dependency direction of DESIGN §1: front ends may use design-system and contracts, the
// API may use contracts, contracts uses valibot (and libphonenumber-js/core for phones, ADR 0013) only, and no app reaches into another. Remotes
// may also use dev-harness, which runs them alone on their dev servers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundariesPlugin from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const apps = ['shell', 'mf-public', 'mf-quote', 'mf-crm', 'mf-admin'];
const pkg = (name) => [`@motohaul/${name}`, `@motohaul/${name}/*`];
const relative = (name) => [`**/${name}/src/**`, `**/${name}/src`];

// No shared router between the shell and the remotes (ADR 0009, ADR 0043): the shell routes with react-router-dom, every
// other front end navigates through platform's navigation module (the props contract). The API and the dev harness
// match paths with react-router's matcher (the one matcher, ADR 0043).
const noRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Navigate with platform AppLink / useNavigation (ADR 0009): there is no shared router.',
};

// Test-only code lives in test folders (`test/`, `test-support/`, `*-test-support.ts`, `*.test.ts`): production
// code must not import it (issue 16). Test files and the test folders themselves may.
const testOnly = {
  group: ['**/test/**', '**/test', '**/test-support/**', '**/test-support', '**/*-test-support', '**/*.test', '**/fake-*'],
  message: 'Production code must not import test-only code (test/, test-support/, *-test-support, fakes).',
};
const testSources = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**', '**/test-support/**', '**/*-test-support.{ts,tsx}', '**/test-support.{ts,tsx}', '**/standalone/**'];

const restrict = (forbidden, message, { routerAllowed = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: forbidden.flatMap((n) => [...pkg(n), ...relative(n)]), message },
        ...(routerAllowed ? [] : [noRouter]),
      ],
    },
  ],
});

const boundaries = [
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs}`],
    rules: restrict(
      [...apps.filter((a) => a !== app), 'api', 'e2e', ...(app === 'shell' ? ['dev-harness'] : [])],
      'A front end may import only design-system, platform and contracts (DESIGN §1), and a remote dev-harness; remotes are loaded at runtime.',
      // The shell owns the data router (react-router-dom, not shared); remotes get navigation as props (ADR 0009).
      { routerAllowed: app === 'shell' },
    ),
  })),
  {
    files: ['design-system/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([...apps, 'api', 'e2e', 'dev-harness', 'platform'], 'design-system is presentational: it may import contracts only.'),
  },
  {
    files: ['platform/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([...apps, 'api', 'e2e', 'dev-harness'], 'platform may import design-system and contracts only.'),
  },
  {
    files: ['dev-harness/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([...apps, 'api', 'e2e'], 'dev-harness may import design-system, platform and contracts only.', { routerAllowed: true }),
  },
  {
    files: ['api/**/*.{ts,js,mjs}'],
    rules: restrict([...apps, 'design-system', 'platform', 'dev-harness', 'e2e'], 'The API may import contracts only.', { routerAllowed: true }),
  },
  {
    files: ['contracts/**/*.{ts,js,mjs}'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|libphonenumber-js/core$|\\.{1,2}/).*',
              message: 'contracts depends on valibot and libphonenumber-js/core only (DESIGN §1, ADR 0013).',
            },
          ],
        },
      ],
    },
  },
];

/** The same boundaries again for production files only, adding the ban on test-only imports. */
const productionBoundaries = boundaries
  .filter((config) => config.rules['no-restricted-imports'][1].patterns.length > 0 && !config.files.some((f) => f.startsWith('contracts')))
  .map((config) => ({
    ...config,
    ignores: [...(config.ignores ?? []), ...testSources],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...config.rules['no-restricted-imports'][1].patterns, testOnly] },
      ],
    },
  }));

// The API's bounded contexts (DESIGN §1a, ADR 0042): each is entered only through its public module
// (`contexts/<name>/<name>-context.ts`), and a context imports only the contexts below it. Test files may reach
// a context's internals to build their fixtures.
const contextsBelow = {
  platform: [],
  accounts: ['platform'],
  leads: ['accounts', 'platform'],
  sales: ['leads', 'accounts', 'platform'],
  admin: ['sales', 'leads', 'accounts', 'platform'],
};
const contextWalls = {
  files: ['api/src/**/*.ts'],
  plugins: { boundaries: boundariesPlugin, 'import-x': importX },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    'import-x/extensions': ['.ts', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    // Element patterns are relative to the repository, wherever ESLint runs from (npm -w runs in the package's folder).
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': [
      { type: 'context', pattern: 'api/src/contexts/*', partialMatch: false, capture: ['name'] },
      { type: 'api', pattern: 'api/src', partialMatch: false },
    ],
    'boundaries/files': [{ category: 'test', pattern: ['**/*.test.ts', 'api/src/test/**', '**/test-support/**', '**/*-test-support.ts'] }],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        message: 'A context is entered only through its public module, and only from the contexts above it (DESIGN §1a, ADR 0042).',
        policies: [
          { disallow: { to: { element: { type: 'context' } } } },
          { allow: { to: { element: { type: 'context', fileInternalPath: '*-context.ts' } } } },
          ...Object.entries(contextsBelow).map(([name, below]) => ({
            from: { element: { type: 'context', captured: { name } } },
            disallow: { to: { element: { type: 'context', captured: { name: `!(${[name, ...below].join('|')})` } } } },
          })),
          { allow: { dependency: { relationship: { to: 'internal' } } } },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'context' } } } },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/.build/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Benchmarks and command-line scripts report on standard output.
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
  ...productionBoundaries,
  contextWalls,
);
