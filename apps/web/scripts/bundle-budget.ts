/**
 * The first load's budget (issues 14 and 49): after `vite build`, sums for every route the gzipped
 * JavaScript and CSS a browser fetches to show it when it lands there (index.html's chunks, the route's
 * screen, their static imports and the route's catalogs in the default language). Sizes are
 * deterministic for a given build, so this is no timing test. Fails when a route is over its target,
 * and prints every route against the target, heaviest first, with the heaviest one's chunks.
 * `npm run budget -w apps/web` after a build (.ci/run does).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AnyRouteName } from '@app/contract';
import { ALL_ROUTES, DEFAULT_LANGUAGE } from '@app/contract';
import { laterNamespaces, pageNamespaces, ROUTE_NAMESPACES } from '../src/lib/namespaces';
import { firstLoad, type Manifest, routePages } from './first-load';

const KIB = 1024;
/** Issue 49: every route's first load, landing directly. */
const TARGET = { js: 200 * KIB, css: 30 * KIB };
/** Issue 14: the dashboard, the first screen after login (decision 047). */
const DASHBOARD_TARGET = 150 * KIB;

/**
 * What a route loads after its first paint, printed, not held to the budget: the dashboard's lower
 * half; My properties' filter fields, which a wider screen draws at once and a phone folds away until
 * asked for (decision 074).
 */
const LATER: Partial<Record<AnyRouteName, string>> = {
  profile: 'src/features/dashboard/components/activity-sections.tsx',
  properties: 'src/features/properties/components/property-filter-fields.tsx',
};

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Whether the entry chunk holds the module `src` (a path relative to apps/web), by its source map. */
function inEntry(src: string): boolean {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('index.html is not in the build manifest');
  const map = JSON.parse(readFileSync(join(dist, `${entry.file}.map`), 'utf8')) as { sources: string[] };
  return map.sources.some((source) => source.endsWith(src.replace(/^src\//, '/src/')));
}

const names = Object.keys(ALL_ROUTES) as AnyRouteName[];
const pages = routePages(readFileSync(join(web, 'src/app/router.tsx'), 'utf8'), names);
const moduleKey = (page: string) =>
  [`${page}.tsx`, `${page}.ts`].find((key) => key in manifest) ?? `${page}.tsx`;

interface RouteLoad {
  route: AnyRouteName;
  js: number;
  /** How many JavaScript files: each one the browser starts fetching costs its main thread. */
  jsFiles: number;
  css: number;
  files: [string, number][];
}
const loads: RouteLoad[] = names.map((route) => {
  const load = firstLoad(
    manifest,
    moduleKey(pages[route]!),
    { lang: DEFAULT_LANGUAGE, namespaces: pageNamespaces(ROUTE_NAMESPACES[route]) },
    inEntry,
  );
  const files = [...load.js, ...load.css].map((file): [string, number] => [file, gzipped(file)]);
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipped(file), 0);
  return {
    route,
    js: sum(load.js),
    jsFiles: load.js.length,
    css: sum(load.css),
    files: files.sort((a, b) => b[1] - a[1]),
  };
});
loads.sort((a, b) => b.js - a.js);

// Chunks are named by their hash alone (vite.config.ts); the manifest knows what each holds.
const chunkNames = new Map(
  Object.values(manifest).map((chunk) => [chunk.file, chunk.name ?? chunk.src ?? '']),
);
// `BUDGET_ROUTE=<route name>` prints that route's files instead of the heaviest one's.
const shown = loads.find((load) => load.route === process.env.BUDGET_ROUTE) ?? loads[0]!;
process.stdout.write(
  `\nThe ${shown === loads[0] ? 'heaviest ' : ''}first load of ${shown.route}, gzipped:\n`,
);
for (const [file, size] of shown.files)
  process.stdout.write(`  ${kib(size).padStart(10)}  ${file}  ${chunkNames.get(file) ?? ''}\n`);

let over = false;
process.stdout.write(
  `\nEvery route's first load, gzipped (target ${kib(TARGET.js)} JS, ${kib(TARGET.css)} CSS):\n`,
);
for (const { route, js, jsFiles, css } of loads) {
  // Every route meets its target (issue 49): a route that grows past it fails the build.
  const target = route === 'profile' ? DASHBOARD_TARGET : TARGET.js;
  const jsOk = js <= target;
  const cssOk = css <= TARGET.css;
  over ||= !jsOk || !cssOk;
  process.stdout.write(
    `  ${route.padEnd(28)} JS ${kib(js).padStart(10)} in ${String(jsFiles).padStart(2)} files ${jsOk ? 'ok' : `EXCEEDS its target of ${kib(target)}`}` +
      ` · CSS ${kib(css).padStart(9)} ${cssOk ? 'ok' : 'EXCEEDS the target'}\n`,
  );
}
for (const [route, later] of Object.entries(LATER)) {
  const first = loads.find((load) => load.route === route)!;
  const rest = firstLoad(manifest, later, {
    lang: DEFAULT_LANGUAGE,
    namespaces: laterNamespaces(route as AnyRouteName),
  });
  const loaded = new Set(first.files.map(([file]) => file));
  const files = [...rest.js, ...rest.css].filter((file) => !loaded.has(file));
  const size = files.reduce((sum, file) => sum + gzipped(file), 0);
  process.stdout.write(`${route}, after the first paint: ${kib(size)} more (${files.join(', ')})\n`);
}
if (over) process.exit(1);
