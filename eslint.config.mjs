// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Workspaces the others may import, by who may import them (docs/architecture.md). */
const ours = [
  '@forge/api',
  '@forge/builtin-problems',
  '@forge/contracts',
  '@forge/domain',
  '@forge/events',
  '@forge/judge',
  '@forge/media',
  '@forge/observability',
  '@forge/projections',
  '@forge/redis-kit',
  '@forge/scale',
  '@forge/testing',
];
const only = (...allowed) => ours.filter((name) => !allowed.includes(name));
/**
 * Redis is spoken through node-redis everywhere. A later `no-restricted-imports` replaces an earlier one for
 * the files it covers, so every one of them below carries this too.
 */
const noIoredis = {
  paths: [{ name: 'ioredis', message: "Use the 'redis' package (node-redis): the platform's one Redis client." }],
  patterns: [{ group: ['ioredis/*'], message: "Use the 'redis' package (node-redis): the platform's one Redis client." }],
};
const forbid = (names, message) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [...names.map((name) => ({ name, message })), ...noIoredis.paths],
      patterns: [{ group: names.map((n) => `${n}/*`).filter((n) => n !== '@forge/domain/testing/*'), message }, ...noIoredis.patterns],
    },
  ],
});
/** A pure workspace does no I/O: no file system, network, processes or clocks of its own. */
const io = [
  'node:fs',
  'node:fs/promises',
  'node:net',
  'node:http',
  'node:https',
  'node:child_process',
  'node:worker_threads',
  'fs',
  'net',
  'http',
  'child_process',
];

/** The TypeScript sources, type-checked; `.mjs` scripts are plain JavaScript modules, linted without types. */
const ts = ['**/*.ts', '**/*.tsx'];
/**
 * Where an import leads, for `import-x/no-cycle`: TypeScript's resolution, with each workspace package read
 * from its sources rather than its built `dist/`, so a cycle through another workspace is seen too.
 */
const workspaceSources = {
  ...Object.fromEntries(ours.map((name) => [name, [`${import.meta.dirname}/${name.slice('@forge/'.length)}/src/index.ts`]])),
  // The built-in problems' reader lives beside the problems, in the API's folder.
  '@forge/builtin-problems': [`${import.meta.dirname}/api/builtin-problems/src/index.ts`],
  '@forge/domain/testing': [`${import.meta.dirname}/domain/src/testing/index.ts`],
};
/**
 * Programs whose job is to print their results (benchmarks, command-line tools, scripts run by hand): they
 * may use `console`. Servers and workers log through the `log` they are given, or write to stdout/stderr.
 */
const printers = [
  '**/src/bench/**',
  'api/src/testing/term/simulateTerm.ts',
  'projections/src/rebuild.ts',
  'scale/src/scaleUp.ts',
  'scale/src/load.ts',
  'api/builtin-problems/*.mjs',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.js', '**/*.cjs', 'ui/vite.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: ts })),
  {
    files: ts,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_name` marks a value left out on purpose (a destructured field dropped, an exhaustive `never`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Numbers and booleans in messages read as they should.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // noUncheckedIndexedAccess is on: `!` marks an index or lookup the code has just made sure of.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `() => send(...)` as a callback says what it does; the rule still catches a void used as a value.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Adapters implement async ports synchronously (SQLite is synchronous): `async` turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
      // A catch callback names the error it inspects (`NodeJS.ErrnoException` for its code) and rethrows the rest.
      '@typescript-eslint/use-unknown-in-catch-callback-variable': 'off',
      // `void` as what a promise or a callback gives back says "nothing", as XState's `fromPromise<void>` does.
      '@typescript-eslint/no-invalid-void-type': 'off',
      'no-restricted-imports': ['error', noIoredis],
    },
  },
  {
    // Scripts run by Node as they are (eslint.config.mjs, the dev runner, the problems' case writers).
    files: ['**/*.mjs'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: globals.node },
    rules: { 'no-restricted-imports': ['error', noIoredis] },
  },
  {
    // Guards for every file, TypeScript or not.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs'],
      // Our workspaces are ours, not external packages, though each lives beside the importing one's package.json.
      'import-x/internal-regex': '^@forge/',
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${import.meta.dirname}/*/tsconfig.json`,
          noWarnOnMultipleProjects: true,
          alias: workspaceSources,
        }),
      ],
    },
    rules: {
      // A cycle of imports makes the load order decide what is defined: move the shared part to its own module.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A file over 400 lines holds more than one concern: split it by concern (comments and blank lines count).
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      // Servers and workers log through the `log` they are given (or process.stdout/stderr), so it can be routed.
      'no-console': 'error',
    },
  },
  {
    // The browser's console is the UI's log; tests print what they skip; printers print (see `printers`).
    files: ['ui/**', '**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/*TestKit.ts', '**/hostile/**', ...printers],
    rules: { 'no-console': 'off' },
  },
  // Browser tests run in Node and drive a page: their `use…` helpers are fixtures, not React hooks.
  { ...reactHooks.configs.flat.recommended, files: ['ui/**/*.ts', 'ui/**/*.tsx'], ignores: ['ui/**/*.e2e.test.ts'] },
  {
    // Tests read HTTP bodies (supertest types them `any`), stub async ports and pass methods to expect.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/*TestKit.ts', '**/hostile/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A fixture set in beforeAll is typed as set; teardown still checks, in case setup failed.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  // Boundaries: the UI speaks only the wire; the domain and the kit import nothing of ours but what they build on.
  {
    files: ['ui/src/**'],
    // Browser tests run in Node, not in the bundle: they may use the media host's test video.
    ignores: ['ui/src/**/*.e2e.test.ts'],
    rules: forbid(only('@forge/contracts'), 'The UI imports only @forge/contracts.'),
  },
  {
    files: ['ui/src/**/*.e2e.test.ts'],
    rules: forbid(only('@forge/contracts', '@forge/media'), 'Browser tests import @forge/contracts and test kits only.'),
  },
  { files: ['contracts/src/**'], rules: forbid(ours, 'contracts/ is the wire: it imports nothing of ours.') },
  { files: ['events/src/**'], rules: forbid(ours, 'events/ is the kit: it holds no domain code and imports nothing of ours.') },
  { files: ['observability/src/**'], rules: forbid(ours, 'observability/ is plumbing: it imports nothing of ours.') },
  {
    files: ['redis-kit/src/**'],
    rules: forbid(only('@forge/testing'), 'redis-kit/ is plumbing: it imports nothing of ours (but test kits in tests).'),
  },
  {
    files: ['domain/src/**'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...[...only('@forge/events', '@forge/contracts'), ...io].map((name) => ({
              name,
              message: 'The domain is pure: it imports only @forge/events and @forge/contracts, and does no I/O.',
            })),
            ...noIoredis.paths,
          ],
          patterns: noIoredis.patterns,
        },
      ],
    },
  },
  {
    files: ['judge/src/**'],
    rules: forbid(
      only('@forge/contracts', '@forge/redis-kit', '@forge/testing'),
      'The judge imports only @forge/contracts and @forge/redis-kit (and test kits in tests).',
    ),
  },
  {
    files: ['judge/src/bench/**'],
    rules: forbid(
      only('@forge/contracts', '@forge/redis-kit', '@forge/testing', '@forge/builtin-problems'),
      'The judge imports only @forge/contracts and @forge/redis-kit; its bench also reads the built-in problems.',
    ),
  },
  {
    files: ['api/builtin-problems/src/**'],
    rules: forbid(only('@forge/contracts'), 'The built-in problems reader imports only @forge/contracts.'),
  },
  { files: ['media/src/**'], rules: forbid(only('@forge/testing'), 'The media host is a plain library: it imports nothing of ours.') },
  {
    files: ['projections/src/**'],
    rules: forbid(
      only('@forge/events', '@forge/domain', '@forge/redis-kit', '@forge/observability', '@forge/testing'),
      'Projections import the kit, the domain, the Redis client and the observability kit only.',
    ),
  },
);
