import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One-way imports of the lobby (docs/architecture.md §2): domain/ → lib → api → store → components/canvas →
 * features → app. domain/ is the core both runtimes share; its own rule is below.
 */
const layers = ['lib', 'api', 'store', 'components', 'canvas', 'features', 'app'];
const above = {
  lib: ['api', 'store', 'components', 'canvas', 'features', 'app'],
  api: ['store', 'components', 'canvas', 'features', 'app'],
  store: ['components', 'canvas', 'features', 'app'],
  components: ['canvas', 'features', 'app'],
  canvas: ['api', 'components', 'features', 'app'],
  features: ['app'],
  app: [],
};
const vendorOnly = {
  axios: 'api',
  'pixi.js': 'canvas',
  '@pixi/react': 'canvas',
  gsap: 'canvas',
  howler: 'canvas',
};

function zone(layer) {
  const patterns = above[layer].map((l) => ({
    group: [`**/${l}/*`, `**/${l}`],
    message: `${layer}/ must not import from ${l}/ (one-way imports).`,
  }));
  // Reply types sit beside their zod schemas (domain/contracts/replies/): the lobby names the types
  // only, so the schemas stay out of its bundle.
  patterns.push({ group: ['**/contracts/replies/*'], allowTypeImports: true, message: 'The lobby imports reply types only (import type): the schemas are the server\'s (bundle budget).' });
  const paths = Object.entries(vendorOnly)
    .filter(([, owner]) => owner !== layer)
    .map(([name, owner]) => ({ name, message: `Only src/${owner}/ imports ${name}.` }));
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
  };
}

/**
 * Transactions go through `transact` (server/db/transact.ts), which runs a unit again when
 * PostgreSQL aborts it on a deadlock or serialisation conflict; a direct `.transaction(` skips that.
 */
const serverNotLobby = { group: ['**/src/*', '**/src'], message: 'The server imports domain/, never the lobby (src/).' };

/** Benchmarks measure the app; tests share their helpers through tests/harness/, never bench/. */
const testsNotBench = { group: ['**/bench/*', '**/bench'], message: 'Tests import no bench code: shared helpers live in tests/harness/.' };

const onlyTransact = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'Open transactions with transact() from server/db/transact.ts (it retries deadlocks).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layers.map(zone),
  {
    // The shared core (docs/architecture.md §1): pure code both runtimes run, so it imports
    // neither the lobby, the server nor any UI or database library.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/*', '**/src', '**/server/*', '**/server'], message: 'domain/ imports neither src/ nor server/: both runtimes import it.' },
            { group: ['react', 'react-*', 'pixi.js', '@pixi/*', 'gsap', 'howler', 'axios', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*', 'i18next'], message: 'domain/ is pure: no UI, HTTP or database library.' },
          ],
        },
      ],
    },
  },
  {
    // The server runs the shared core, never the lobby's own code (a canvas tweak must not move money).
    files: ['server/**/*.{ts,mjs}'],
    ignores: ['server/routes/**', 'server/services/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNotLobby] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/db/transact.ts'],
    rules: { 'no-restricted-syntax': ['error', onlyTransact] },
  },
  {
    // routes → services → db (docs/architecture.md §3): a route parses, calls a service and replies; only
    // services query. Types from the schema stay importable (a route may name a row's type).
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNotLobby,
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'Routes call services; only server/services/ runs SQL.' },
            { group: ['**/db/*', '**/db/**'], allowTypeImports: true, message: 'Routes call services; only server/services/ touches the database.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/][callee.object.name=/^(db|tx)$/]',
          message: 'Routes call services; only server/services/ runs SQL.',
        },
        {
          selector: "MemberExpression[object.property.name='db'][property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/]",
          message: 'Routes call services; only server/services/ runs SQL.',
        },
        // This block's list replaces the one above for routes: the transaction rule is repeated.
        onlyTransact,
      ],
    },
  },
  {
    // Services are called, they do not reach back up into routes, request plugins or stand-ins.
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNotLobby,
            { group: ['**/routes/*', '**/routes'], message: 'Services do not import routes (routes → services → db).' },
            { group: ['**/plugins/*', '**/plugins'], message: 'Services do not import request plugins (server/plugins/): plugins call services.' },
            { group: ['**/stand-ins/*', '**/stand-ins'], message: 'Services do not import stand-ins (server/stand-ins/): the app hands them in.' },
          ],
        },
      ],
    },
  },
  {
    // The bottom layer: the database knows no service (a service that must hear of transactions
    // registers with server/db/transact.ts). The demo seeds are callers, not the layer: they write
    // through the services' own rules (the ledger, password hashing), so they may import them.
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/seed/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNotLobby, { group: ['**/services/*', '**/services'], message: 'server/db/ imports no service (routes → services → db).' }] }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testsNotBench] }] },
  },
  {
    // Every Playwright spec uses the shared `test`, which fails on page errors and console errors.
    files: ['tests/e2e/**/*.spec.ts', 'tests/visual/**/*.spec.ts'],
    rules: {
      // This block's list replaces the one above for specs: the bench rule is repeated.
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test/expect from tests/e2e/fixtures (it fails on page errors)." }], patterns: [testsNotBench] }],
    },
  },
);
