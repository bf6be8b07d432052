/**
 * Lighthouse on the screens users land on (issues 14 and 49), each as the user it belongs to: mobile
 * profile (Lighthouse's default: a mid-range phone, simulated slow 4G and a 4× slower CPU), with
 * Debian's Chromium. Serves the built web app (`npm run build` first) from the real server on the demo
 * data (PGlite, or PostgreSQL at BENCH_DATABASE_URL), and prints one table: the median of
 * BENCH_LIGHTHOUSE_RUNS runs (default 3) of each screen against the targets.
 *
 * BENCH_LIGHTHOUSE_ROUTES names some of the screens (`properties,statistics`; the route names of the
 * contract). BENCH_LIGHTHOUSE_CPU_SLOWDOWN replaces the phone's 4× CPU slowdown, to see the figures a
 * slower host would give (e.g. 6.5 on a host whose benchmark index is 2,800 stands for one at about
 * 1,700: 4 × 2,800 / 1,700). LIGHTHOUSE_REPORT=dir keeps each screen's last whole report there (its
 * request chains, its LCP element). BENCH_LIGHTHOUSE_WITHOUT_SCRIPTS=1 measures the pages as the server
 * draws them, their script files blocked (the page has no inline script that runs): the floor that no
 * change to the app's scripts can go under on this host (the parsing, style, layout and paint alone).
 */
import type { AnyRouteName } from '@app/contract';
import { routePath } from '@app/contract';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { AGENCY, login, PRIVATE_USER, startBench } from './setup';

const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) {
  console.error('Build the web app first: npm run build');
  process.exit(2);
}

/** The screens of issue 49, and the dashboard they are measured against; each as the user who has it. */
const SCREENS: readonly { route: AnyRouteName; label: string; user: string }[] = [
  { route: 'profile', label: 'dashboard', user: AGENCY },
  { route: 'properties', label: 'My properties', user: AGENCY },
  { route: 'statistics', label: 'statistics', user: AGENCY },
  { route: 'emails', label: 'received contacts', user: AGENCY },
  { route: 'savedsearches', label: 'saved searches', user: PRIVATE_USER },
  { route: 'savedproperties', label: 'saved properties', user: PRIVATE_USER },
  { route: 'valuations', label: 'valuations', user: PRIVATE_USER },
  { route: 'products-summary', label: 'products overview', user: AGENCY },
  { route: 'products-bestof', label: 'Best Of', user: AGENCY },
];

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const REPORTS = process.env.LIGHTHOUSE_REPORT;
const WITHOUT_SCRIPTS = process.env.BENCH_LIGHTHOUSE_WITHOUT_SCRIPTS === '1';
const named = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim());
const screens = named ? SCREENS.filter(({ route }) => named.includes(route)) : SCREENS;
if (!(CPU_SLOWDOWN >= 1) || !(RUNS >= 1)) {
  console.error('BENCH_LIGHTHOUSE_CPU_SLOWDOWN and BENCH_LIGHTHOUSE_RUNS: numbers of at least 1');
  process.exit(2);
}
const unknown = named?.filter((name) => !SCREENS.some(({ route }) => route === name)) ?? [];
if (unknown.length > 0 || screens.length === 0) {
  console.error(
    `BENCH_LIGHTHOUSE_ROUTES: ${unknown.join(', ') || 'none'} unknown; one of ${SCREENS.map(({ route }) => route).join(', ')}`,
  );
  process.exit(2);
}

interface Figure {
  label: string;
  audit: string | null;
  target: number | null;
  unit: 'ms' | '';
  better: 'higher' | 'lower';
  digits: number;
}
const FIGURES: readonly Figure[] = [
  { label: 'score', audit: null, target: 95, unit: '', better: 'higher', digits: 0 },
  { label: 'LCP', audit: 'largest-contentful-paint', target: 1500, unit: 'ms', better: 'lower', digits: 0 },
  { label: 'TBT', audit: 'total-blocking-time', target: 150, unit: 'ms', better: 'lower', digits: 0 },
  { label: 'CLS', audit: 'cumulative-layout-shift', target: 0.05, unit: '', better: 'lower', digits: 3 },
  { label: 'FCP', audit: 'first-contentful-paint', target: null, unit: 'ms', better: 'lower', digits: 0 },
  { label: 'SI', audit: 'speed-index', target: null, unit: 'ms', better: 'lower', digits: 0 },
];

const bench = await startBench(`Lighthouse, ${screens.map(({ label }) => label).join(', ')}`, 0, { webDist });
const origin = new URL(bench.api).origin;
const cookies = new Map<string, string>([[AGENCY, bench.cookie]]);
for (const { user } of screens) if (!cookies.has(user)) cookies.set(user, await login(bench.api, user));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
/**
 * Lighthouse's benchmark index of the host, one per run, printed with the figures: the simulated phone
 * is the host's CPU slowed 4×, so figures from different machines, or days, compare only beside it
 * (on one machine, 1,600 to 2,700 within an hour).
 */
const hostIndexes: number[] = [];

/**
 * One Lighthouse run. Chromium sometimes records a trace without the navigation's start (NO_NAVSTART,
 * about one run in fifteen here): that run is taken again, twice at most.
 */
async function measure(url: string, cookie: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(WITHOUT_SCRIPTS && { blockedUrlPatterns: ['*.js'] }),
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    // The session cookie on every request: the page and its API calls are the user's.
    extraHeaders: { cookie },
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) return measure(url, cookie, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

const samples = new Map<AnyRouteName, Record<string, number[]>>();
try {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  for (const { route, label, user } of screens) {
    const figures: Record<string, number[]> = {};
    samples.set(route, figures);
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await measure(`${origin}${routePath(route, 'nl')}`, cookies.get(user)!);
      if (REPORTS) writeFileSync(join(REPORTS, `${route}.json`), JSON.stringify(lhr));
      hostIndexes.push(lhr.environment.benchmarkIndex);
      for (const { label: name, audit } of FIGURES) {
        const value = audit
          ? lhr.audits[audit]?.numericValue
          : (lhr.categories.performance?.score ?? 0) * 100;
        if (value === undefined) throw new Error(`no ${name} in the report`);
        (figures[name] ??= []).push(value);
      }
      bench.lap(`${label}, run ${run + 1}`);
    }
  }
} finally {
  await chrome.kill();
  await bench.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const meets = ({ target, better }: Figure, value: number) =>
  target === null || (better === 'higher' ? value >= target : value < target);
const format = ({ digits, unit }: Figure, value: number) =>
  `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;

console.log(
  `\nFigures (median of ${RUNS} runs each, Dutch pages, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} with the demo data, the CPU ${CPU_SLOWDOWN}× slower${WITHOUT_SCRIPTS ? ', scripts switched off' : ''})`,
);
console.log(
  `  host benchmark index ${median(hostIndexes).toFixed(0)} (${Math.min(...hostIndexes).toFixed(0)}–${Math.max(...hostIndexes).toFixed(0)}), lower is slower`,
);
console.log(
  `  targets: ${FIGURES.filter(({ target }) => target !== null)
    .map(
      (figure) =>
        `${figure.label} ${figure.better === 'higher' ? '≥' : '<'} ${format(figure, figure.target!)}`,
    )
    .join(', ')}; a figure that misses its target is marked *\n`,
);
const WIDTH = 10;
console.log(
  `  ${'screen'.padEnd(20)}${FIGURES.map(({ label }) => label.padStart(WIDTH)).join('')}  all targets`,
);
let allMet = true;
for (const { route, label } of screens) {
  const figures = samples.get(route)!;
  let met = true;
  const cells = FIGURES.map((figure) => {
    const value = median(figures[figure.label]!);
    const ok = meets(figure, value);
    met &&= ok;
    return `${format(figure, value)}${ok ? ' ' : '*'}`.padStart(WIDTH);
  });
  allMet &&= met;
  console.log(`  ${label.padEnd(20)}${cells.join('')}  ${met ? 'met' : 'NOT MET'}`);
}
console.log(`\n  every screen meets every target: ${allMet ? 'yes' : 'no'}`);
