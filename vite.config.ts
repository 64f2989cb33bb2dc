import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import pkg from './package.json' with { type: 'json' };
import { radixCssSubset } from './scripts/radix-css-subset';
import { linguiCatalogues } from './scripts/lingui-catalogues';
import { barrelImports } from './scripts/barrel-imports';
import { siteChunks } from './scripts/site-chunks';
import { compileHints } from './scripts/compile-hints';

const apiPort = Number(process.env.API_PORT ?? 3001);
/** The build's name, set on <html data-build>; APP_BUILD_ID overrides it (the update e2e test builds a "next" one). */
const appBuild = process.env.APP_BUILD_ID || pkg.version;

/**
 * The installable app and its service worker (docs/decisions/006-pwa.md). injectManifest: our own
 * worker in pwa/sw.ts gets the precache list of every built file (all route chunks, CSS, icons,
 * images); registration is ours too (pwa/offline/register-sw.ts, workbox-window, prompt flow).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  devOptions: { enabled: false },
  includeManifestIcons: false, // the glob below already precaches every icon
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
    // The manifest is added by the plugin itself; screenshots only serve install dialogs.
    globIgnores: ['screenshots/**', 'icons/*.svg', 'manifest.webmanifest'],
    // The largest files are the Radix Themes CSS (~690 kB raw) and the entry JS (~400 kB): well below.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    rollupFormat: 'iife',
  },
  manifest: {
    id: '/',
    name: 'The Gentlemen’s Barbershop',
    short_name: 'Barbershop',
    description:
      'Book a haircut, beard trim or shave at The Gentlemen’s Barbershop in San Juan, shop grooming products, and run the front desk, even when the internet drops.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#111110',
    background_color: '#111110',
    categories: ['lifestyle', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Book an appointment',
        short_name: 'Book',
        url: '/book',
        icons: [{ src: '/icons/shortcut-book-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Front desk (staff)',
        short_name: 'Admin',
        url: '/admin',
        icons: [{ src: '/icons/shortcut-admin-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
    screenshots: [
      { src: '/screenshots/home-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Home page on a phone' },
      {
        src: '/screenshots/home-wide.png',
        sizes: '1024x768',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Home page on the front-desk tablet',
      },
    ],
  },
});

/**
 * Brotli and gzip copies of every text file the build writes (`x.js.br`, `x.js.gz`), served by the
 * static middleware to browsers that accept them (server/middleware/spa.ts); nothing is compressed on
 * each request. Images and fonts are compressed already. The service worker is left out: its precache
 * list is injected after the bundle is written, and it is small and never cached long.
 */
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|css|html|svg|webmanifest|json|txt)$/,
  exclude: [/(^|\/)sw\.js$/],
  threshold: 1024,
});

/**
 * `vite build --ssr pwa/entry-server.tsx` (npm run build's second step; docs/decisions/043-prerendering.md)
 * builds the server's page renderer: no service worker, no compressed copies, no public files, and
 * every page bundled into one file the server imports. Its packages are bundled into it too, so it loads
 * wherever DIST_DIR puts it (the e2e run builds into a temporary folder with no node_modules above it).
 */
const ssrBuild = process.argv.includes('--ssr') || process.env.VITE_SSR_BUILD === '1';

export default defineConfig({
  root: 'pwa',
  publicDir: ssrBuild ? false : 'public',
  // The message catalogues are compiled at build time (scripts/lingui-catalogues.ts), for the server's renderer too.
  plugins: ssrBuild ? [linguiCatalogues(), react()] : [linguiCatalogues(), barrelImports(), react(), compileHints(), pwa, precompress],
  define: { __APP_BUILD__: JSON.stringify(appBuild) },
  // `#pwa/…` is a file of pwa/ (tsconfig.json's paths; docs/decisions/063-pwa-rooms.md), as `#shared/…` is of shared/.
  resolve: { alias: [{ find: /^#pwa\//, replacement: fileURLToPath(new URL('./pwa/', import.meta.url)) }] },
  // Only the Radix Themes CSS a screen can use (scripts/radix-css-subset.ts).
  css: { postcss: { plugins: [radixCssSubset()] } },
  ...(ssrBuild ? { ssr: { noExternal: true } } : {}),
  build: {
    outDir: ssrBuild ? '../dist/pwa-server' : '../dist/pwa',
    emptyOutDir: true,
    target: ssrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The client build's manifest (.vite/manifest.json, never served: a hidden folder) tells the server
    // which CSS and code each pre-rendered page needs.
    manifest: !ssrBuild,
    rollupOptions: {
      output: { codeSplitting: ssrBuild ? false : { includeDependenciesRecursively: false, groups: [{ name: siteChunks() }] } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'pwa/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          environment: 'node',
          setupFiles: ['pwa/testing/setup-dom.ts'],
          // Each file in a VM context of a long-lived worker, not a new process: jsdom and the libraries
          // outside the app are set up once per worker, not once per file. The whole run took 181 and 197 s
          // on forks against 98 and 90 s on vmForks (tests/bench/RESULTS.md, "CI time"). Vitest's warning
          // applies: an error thrown by Node's own modules is not an `instanceof Error` of the test's realm.
          pool: 'vmForks',
          // A full `npm test` runs these beside the API and end-to-end runs on 2 cores: a CPU-bound test (scrypt
          // at production cost, a property run) that takes 1 s alone took over 5 s there.
          testTimeout: 20_000,
          // On CI a failed test runs once more (as the end-to-end run's retries do): a fresh-clone run on a slow
          // hour (3,153 s in all) once failed the wizard's booking test, which passed in 0.3 s alone and in 1 s
          // beside six busy loops; a test that fails for a reason fails both times.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['tests/integration/**/*.test.ts'],
          // The suites run again under other process time zones (Node's TZ; the database's kind plays no
          // part) run once, beside the embedded PostgreSQL, not again on the server (each took ~50 s).
          // The production proof runs only on the server (its own database there; docs/decisions/072).
          exclude: process.env.API_DB === 'server' ? ['tests/integration/*time-zones.test.ts'] : ['tests/integration/production.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On CI a failed API test runs once more, as the unit tests and journeys do, and `npm test` names it
          // FLAKY with its first failure: a timing comparison (auth-timing) once lost to a loaded machine.
          retry: process.env.CI ? 1 : 0,
          pool: 'forks',
          // Each worker's process runs file after file without loading the server's modules again: the
          // modules keep no state between test apps (each file already starts several), no file mocks a
          // module, and every file has a database of its own. One run took 151 s isolated and 94 s not
          // (tests/bench/RESULTS.md, "CI time").
          isolate: false,
        },
      },
    ],
  },
});
