/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootLocales } from './scripts/vite-boot-locales.ts';
// Rewrites two start-up probes inside node_modules/pixi.js: docs/decisions/0001-pixi-start-up-probes-rewritten-at-build.md.
import { pixiProbes } from './scripts/vite-pixi-probes.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { splitTexts } from './scripts/vite-split-texts.ts';
import { staticHeader } from './scripts/vite-static-header.ts';

const apiPort = process.env.API_PORT ?? '8081';
// Server test files that never open the suite's database (pure functions, the PGlite crash and the
// start-up runs): the PostgreSQL pass (npm run test:pg) leaves them out, as they ran in the first.
const databaseFree = ['balance-cache', 'captcha-draw', 'fair-draw', 'graceful-close', 'index-page', 'ledger-crash', 'outage-parts', 'prepared-database-cache', 'seed-content', 'start-cluster', 'start-up', 'transact', 'ttl-cache'];
// Server test files that need several processes on one database (PGlite is one process), test the
// PostgreSQL template cache of the global set-up, or stop a PostgreSQL cluster of their own (the
// outage; this pass is the one with PostgreSQL's binaries): PostgreSQL only.
const postgresOnly = ['two-processes', 'live-two-processes', 'rolling-restart', 'template-cache', 'database-outage', 'database-outage-cluster', 'listen-heartbeat'];
// Server test files share one module graph per worker (importing the server costs about 3 s a file
// otherwise): a file that replaces a server module with vi.mock gets fresh modules of its own, as a
// mock would leak into the files after it. Found by reading the files, so a new one cannot forget.
const serverFiles = readdirSync('tests/server').filter((name) => name.endsWith('.test.ts'));
const serverMocking = serverFiles.filter((name) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`tests/server/${name}`, 'utf8')));
const serverSkipped = (process.env.DATABASE_URL ? databaseFree : postgresOnly).map((name) => `${name}.test.ts`);
const serverProject = (name: string, files: string[], isolate: boolean) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    isolate,
    include: files.filter((file) => !serverSkipped.includes(file)).map((file) => `tests/server/${file}`),
    globalSetup: ['tests/server/global-setup.ts'],
  },
});
const firstScreenLibraries = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store|axios)[\\/]/;

export default defineConfig({
  plugins: [react(), pixiProbes(), splitTexts(), bootLocales(), staticHeader(), precompress()],
  publicDir: 'assets/public',
  resolve: {
    // Toasts are not part of the first screen: every `import … from 'sonner'` gets the lazy wrapper,
    // which loads sonner itself after the first screen (src/lib/lazy-sonner.tsx;
    // docs/decisions/0004-sonner-behind-a-lazy-alias.md).
    alias: [
      { find: /^sonner$/, replacement: fileURLToPath(new URL('./src/lib/lazy-sonner.tsx', import.meta.url)) },
      // The browser's zod never probes for eval, which the lobby's CSP refuses (src/lib/zod-jitless.ts).
      // Not under vitest: the server's tests run zod as the server does.
      ...(process.env.VITEST ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }]),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: '',
    // docs/product.md §7 (static files): scripts under js/, stylesheets under css/, content-hashed names.
    rollupOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (info) =>
          (info.names[0] ?? '').endsWith('.css') ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
        // The libraries every screen starts with go in one file: one request instead of a dozen,
        // and one gzip stream compresses them better. Lazy libraries (TanStack Query, pixi.js …)
        // are left out so they can stay out of the first screen.
        codeSplitting: { groups: [{ name: 'vendor', test: firstScreenLibraries }] },
      },
    },
    // Every browser the lobby supports has modulepreload.
    modulePreload: { polyfill: false },
  },
  // Web Workers (the captcha's proof of work) are scripts too: under js/ with hashed names, cached as such.
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: 'js/[name]-[hash].js', chunkFileNames: 'js/[name]-[hash].js' } } },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    restoreMocks: true,
    // Limits for a hung test, not speed checks: a test ends as soon as it passes, and a CI machine
    // whose cores are busy with something else may run it several times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Node by default: a file that needs a DOM says so with `// @vitest-environment jsdom` on its
        // first line (starting jsdom costs about a second a file).
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], setupFiles: ['tests/unit/setup.ts'] },
      },
      serverProject('server', serverFiles.filter((file) => !serverMocking.includes(file)), false),
      serverProject('server-mocks', serverMocking, true),
    ],
  },
});
