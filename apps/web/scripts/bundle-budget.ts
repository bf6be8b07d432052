/**
 * The first load's budget (issue 14): after `vite build`, sums the gzipped JavaScript and CSS a browser
 * fetches to show a route the first time (index.html's chunks, the route's screen, their static imports
 * and the route's catalogs in the default language). Sizes are deterministic for a given build, so this
 * is no timing test. Fails when a sum is over its ceiling, and prints it against the target.
 * `npm run budget -w apps/web` after a build (.ci/run does).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AnyRouteName } from '@app/contract';
import { DEFAULT_LANGUAGE } from '@app/contract';
import { laterNamespaces, pageNamespaces, ROUTE_NAMESPACES } from '../src/lib/namespaces';
import { firstLoad, type Manifest } from './first-load';

const KIB = 1024;
/** Issue 14's budget for the dashboard's first load. */
const TARGET = { js: 150 * KIB, css: 30 * KIB };
/**
 * The routes held to a ceiling: what the build may not exceed today, the target where it is met, else
 * the figure reached so far, so that nothing grows back while the rest of the way is made. The
 * dashboard (the `profile` route) is the first screen after login: its target (decision 047; 042
 * measured Preact, 045 replaced i18next, 046 Mantine's AppShell). What it loads after its first paint
 * (`later`, its lower half) is printed beside it.
 * My properties, drawn in the browser, has no target of its own: 274 KiB, the contract's schemas
 * (41 KiB) and the filters' inputs included, its order dialogs not (they load when one opens). The
 * orders' idempotency keys (issue 45, decision 054) added 0.9 KiB to the 272 of before; with the push
 * endpoints' schemas (issue 47, decision 059) it measured 273.7, and 273.2 once the portal's service
 * calls (feed, back office) left the browser's schemas chunk; issue 49 brings every route under 200.
 */
const ROUTES = [
  {
    label: 'dashboard',
    page: 'src/features/dashboard/dashboard-page.tsx',
    route: 'profile',
    target: TARGET,
    // Half a KiB over the target: the entry chunk names every other chunk by a content hash, and those
    // random names move its gzipped size by tens of bytes from one build to the next. At 53 bytes
    // under the target (issue 47) a change to a lazily loaded chart could fail it; the target is still
    // printed, and issue 49 makes room below it.
    ceiling: { js: TARGET.js + 512, css: TARGET.css },
    // Loaded after the first paint; printed, not held to the budget (decision 047).
    later: 'src/features/dashboard/components/activity-sections.tsx',
  },
  {
    label: 'My properties',
    page: 'src/app/pages/properties.tsx',
    route: 'properties',
    target: null,
    ceiling: { js: 274 * KIB, css: TARGET.css },
  },
] satisfies Array<{
  label: string;
  page: string;
  route: AnyRouteName;
  target: typeof TARGET | null;
  ceiling: typeof TARGET;
  later?: string;
}>;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
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

let over = false;
for (const { label, page, route, target, ceiling, later } of ROUTES) {
  const load = firstLoad(
    manifest,
    page,
    { lang: DEFAULT_LANGUAGE, namespaces: pageNamespaces(ROUTE_NAMESPACES[route]) },
    inEntry,
  );
  const sizes = { js: 0, css: 0 };
  const rows: [string, number][] = [];
  for (const file of load.js) {
    const size = gzipped(file);
    sizes.js += size;
    rows.push([file, size]);
  }
  for (const file of load.css) {
    const size = gzipped(file);
    sizes.css += size;
    rows.push([file, size]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  process.stdout.write(`\n${label}: first load, gzipped\n`);
  for (const [file, size] of rows) process.stdout.write(`  ${kib(size).padStart(10)}  ${file}\n`);
  for (const kind of ['js', 'css'] as const) {
    const ok = sizes[kind] <= ceiling[kind];
    over ||= !ok;
    const verdict = !target
      ? 'no target'
      : sizes[kind] <= target[kind]
        ? 'target met'
        : `target ${kib(target[kind])} not met`;
    process.stdout.write(
      `${label} ${kind.toUpperCase()}: ${kib(sizes[kind])}, ceiling ${kib(ceiling[kind])} ${ok ? 'ok' : 'EXCEEDED'}, ${verdict}\n`,
    );
  }
  if (later) {
    const rest = firstLoad(manifest, later, { lang: DEFAULT_LANGUAGE, namespaces: laterNamespaces(route) });
    const files = [...rest.js, ...rest.css].filter(
      (file) => !load.js.includes(file) && !load.css.includes(file),
    );
    const size = files.reduce((sum, file) => sum + gzipped(file), 0);
    process.stdout.write(`${label}, after the first paint: ${kib(size)} more (${files.join(', ')})\n`);
  }
}
if (over) process.exit(1);
