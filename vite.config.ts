import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { lazyLocales } from './tools/vite/lazy-locales';
import { routePatterns } from './tools/vite/route-patterns';

const appRoot = fileURLToPath(new URL('./app', import.meta.url));
/**
 * The lazy chunks whose imports load with them (see `modulePreload`): the client-drawn steps of
 * the shopping path (cart, checkout) and a buyer's first interactions (search overlay, mini cart,
 * login). Every other lazy chunk fetches its own imports when it arrives. The pages the server
 * renders (core's SERVER_RENDERED_PAGES: home, product, search, category, shop...) are not listed
 * (issue 17): their first visit adopts the server's HTML, and Vite's loader added one preload
 * link per import in one task of the router's first load, about 25 ms on this machine for the
 * product's fifty-odd (a hundred on a slow phone: Lighthouse's blocking time went from 100-180 ms
 * to 15-90 ms without them). A later visit imports them as the chunk arrives (the router starts
 * that on a link's hover or touch), one round trip more per level of imports.
 */
const PRELOADED_CHUNK = /(^|\/)(gio-hang|thanh-toan|SearchOverlay|MiniCart|auth-lazy)[._-]/;
/** The first visit's libraries, evaluated before the app's own code (see `codeSplitting`). */
const INITIAL_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|zod|@noble|use-sync-external-store)[\\/]/;

// One config for the web app: dev middleware (server/src/dev.ts), the production build and
// vitest. The router plugin must run before the React plugin (it rewrites route files).
export default defineConfig(({ isSsrBuild }) => ({
  root: appRoot,
  publicDir: 'public',
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no build of core needed first.
    conditions: ['source', 'browser', 'module', 'import', 'default'],
  },
  // vitest runs in Vite's SSR environment, which has its own conditions.
  ssr: {
    // The server bundle (below) keeps libraries as imports of node_modules, but our workspaces
    // are TypeScript sources (and vanilla-extract files): those are bundled.
    noExternal: [/^@modavi\//],
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
    },
  },
  plugins: [
    // Under vitest the committed route tree is used as is; regenerating it there races the app's own build.
    !process.env.VITEST &&
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: otherwise every loader (and the queries,
      // gateways and schemas it imports) is part of the route tree, i.e. of the first visit.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fileURLToPath(new URL('./app/src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./app/src/route-tree.gen.ts', import.meta.url)),
    }),
    react(),
    vanillaExtractPlugin(),
    // The server bundle reads the lazy locale files as modules (locale-bundles.ts) and needs no route list.
    !isSsrBuild && lazyLocales(fileURLToPath(new URL('./app/src/i18n/locales', import.meta.url))),
    // The routes' addresses for the server's 404 (server/src/http/pages.ts).
    !isSsrBuild && routePatterns(fileURLToPath(new URL('./app/src/route-tree.gen.ts', import.meta.url))),
  ],
  // `vite build --ssr src/entry-server.tsx` (npm run build's second step) writes the server's
  // renderer beside, not inside, the files the server serves (issue 17, server/src/http/page-render.ts).
  build: isSsrBuild ? { outDir: fileURLToPath(new URL('./app/dist-server', import.meta.url)), emptyOutDir: true, target: 'node20' } : {
    outDir: fileURLToPath(new URL('./app/dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Vite lists, in the first visit's chunk, every file a lazy chunk needs so that it can preload
    // them together: about 3 KB gzip of file names, growing with each route and lazy component.
    // Only the shopping path and the first interactions keep that (PRELOADED_CHUNK); other chunks
    // load their own imports when they arrive (one more round trip, once), their file names stay
    // out of the first visit (1.8 KB less on 2026-11-27). CSS is always listed: Vite keeps a
    // chunk's stylesheets whatever this answers.
    modulePreload: {
      resolveDependencies: (filename, deps) => (PRELOADED_CHUNK.test(filename) ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is two chunks. Left alone, the bundler cuts
          // the entry's graph wherever a lazy route shares a module with it (47 scripts on a
          // first visit), and each cut costs import/export glue and compresses worse. The
          // libraries are the first of the two, index.html's script of their own: the browser
          // evaluates each script in a task of its own, so start-up is two shorter tasks
          // instead of one long one on a slow phone (issue 17, total blocking time).
          groups: [
            { name: 'libs', test: INITIAL_LIBRARIES, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    exclude: ['**/node_modules/**', '**/dist/**', 'test/e2e/**'],
    environment: 'node',
    setupFiles: ['test/setup/fast-check.ts'],
    // The projects' include lists are the whole suite (a root include would be added to both).
    // Core's tests are pure functions of their inputs (core has no globals, timers or I/O by
    // the lint's platform ban), so its files share one module graph instead of importing core
    // afresh per file: 146 files ran in 94 s instead of 251 s. Everything else keeps vitest's
    // isolation (servers, React trees, happy-dom) and shares one database template per run.
    projects: [
      { extends: true, test: { name: 'core', include: ['core/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          // The server's files share one module graph too (they import the whole app, about a second
          // each when isolated): each builds its own app and database, and module state is limited to
          // caches. 79 files ran in 243 s instead of 453 s (same loaded machine).
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['test/setup/pglite-templates.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'layers',
          include: ['{adapters,ui,app,test}/**/*.test.{ts,tsx}'],
          globalSetup: ['test/setup/pglite-templates.ts'],
        },
      },
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@modavi\//] } },
  },
}));
