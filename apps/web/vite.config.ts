import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { batchedPreloads } from './scripts/batched-preloads';
import { compileCatalogs } from './scripts/compile-catalogs';
import { preloadFirstCall } from './scripts/first-call-preload';
import { shellCatalogChunk } from './scripts/first-load';
import { lazyComponent, perModuleImports } from './scripts/per-module-imports';
import { modalWithoutScrollArea } from './scripts/modal-without-scroll-area';
import { routerTreeShaking } from './scripts/router-tree-shaking';
import { schemaModules } from './scripts/schema-modules';
import { staticMantineCssVariables } from './scripts/mantine-css-variables';
import { stableMantineIds } from './scripts/stable-mantine-ids';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema';
import { SHELL_NAMESPACES } from './src/lib/namespaces';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** A shell catalog's module id: packages/i18n/locales/<lang>/<namespace>.json, the language captured. */
const SHELL_CATALOG = new RegExp(
  `[\\\\/]locales[\\\\/](\\w+)[\\\\/](?:${SHELL_NAMESPACES.join('|')})\\.json$`,
);

const SCHEMA_MODULES = schemaModules(fileURLToPath(new URL('../../packages/contract/src/', import.meta.url)));
const ZOD = /node_modules[\\/]zod[\\/]/;

const require = createRequire(import.meta.url);
const routerBuild = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

// The dev server forwards every API call to apps/server; `vite build` writes dist/ for the server to serve,
// and `vite build --ssr src/entry-server.tsx` the server's renderer, dist-ssr/ (decision 039).
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    routerTreeShaking(),
    staticMantineCssVariables(fileURLToPath(new URL('./src/app/theme.ts', import.meta.url))),
    compileCatalogs(),
    perModuleImports(['@mantine/core', '@mantine/hooks', '@mantine/modals', '@mantine/notifications']),
    stableMantineIds(),
    lazyComponent('@mantine/core', 'esm/components/Table/TableScrollContainer.mjs', 'TableScrollContainer'),
    !isSsrBuild && preloadFirstCall('packages/contract/src/schemas.ts'),
    !isSsrBuild && batchedPreloads(),
    !isSsrBuild && zodWithoutJsonSchema(),
    modalWithoutScrollArea(),
    // Brotli and gzip copies of every asset, written once at build time: the server sends the one the
    // browser accepts (preCompressed in apps/server/src/plugins/web.ts) without compressing per request.
    !isSsrBuild &&
      compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /manifest\.json$/] }),
  ],
  // The renderer is one file the server imports: every library in it, React in its production build.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: {
    alias: [
      // react-router's exports name only its development build (remix-run/react-router#14102): a built app
      // takes the production one, without the development warnings.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '^/(nl|fr|en)/api/': { target: API_TARGET, changeOrigin: false },
      '/api/': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // scripts/bundle-budget.ts reads which chunks the first load of a route needs.
        manifest: true,
        rolldownOptions: {
          output: {
            // A chunk's name is its hash alone: the entry lists every chunk it may load, and the
            // names of some 150 chunks were a KiB of the dashboard's first load (decision 066). The
            // build manifest still says which module each chunk holds. Seven characters, the fewest
            // rolldown accepts for this many chunks: each one less is 0.2 KiB of that first load
            // (decision 068). The shell's catalogs keep their names, which say their language.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith(shellCatalogChunk('')) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
            // React changes less often than the app: its chunk stays cached across releases. What every
            // page loads (the modules main.tsx reaches) is one chunk, and the shell's catalogs are one per
            // language: each small file was a round trip of its own before the first paint (decision 031).
            // Other libraries are not grouped, so each stays with the screens that use it (charts, date
            // pickers, editors).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 20,
                },
                {
                  name: (id) => {
                    const lang = SHELL_CATALOG.exec(id)?.[1];
                    return lang ? shellCatalogChunk(lang) : null;
                  },
                  priority: 10,
                },
                { name: 'shell', tags: ['$initial'], priority: 15 },
                // The contract's schemas and zod: every page's first call loads them all
                // (@app/contract/schemas, decision 040), so they are one file, not one per module.
                // Its constants are not in it: a screen drawn by the server takes them without
                // loading zod (decision 066).
                {
                  name: 'schemas',
                  test: (id: string) => ZOD.test(id) || SCHEMA_MODULES.has(path.normalize(id)),
                  // The constants they build from stay out, in the chunks of the screens that use them.
                  includeDependenciesRecursively: false,
                  priority: 12,
                },
                // The products' rules and the prices they read, apart: in the shared file below they were
                // half a KiB more in the first load of My properties, the contacts and the dashboard,
                // which use neither.
                {
                  name: 'product-codes',
                  test: /packages[\\/]contract[\\/]src[\\/]product-codes\.ts$/,
                  priority: 12,
                },
                // The contract's constants and plain functions outside the first page: one small file
                // that screens share, instead of one per module.
                { name: 'contract', test: /packages[\\/]contract[\\/]src[\\/]/, priority: 11 },
              ],
            },
          },
        },
      },
}));
