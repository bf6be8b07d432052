/**
 * What the long tasks of a landing are made of (issue 49: total blocking time). Serves the built web
 * app (`npm run build` first) from the real server on the demo data, opens each screen as its user in
 * Debian's Chromium with the CPU slowed (BENCH_LONG_TASKS_CPU_SLOWDOWN, default 4) and a phone's
 * width, records a trace and a sampled CPU profile until the app is ready and 2 s more, and prints
 * every task over 50 ms after the first paint: its start, its length, its blocking part (over 50 ms),
 * what kind of work it was (script, style, layout, parsing), the app's functions it ran under and
 * the functions that took most of it; and the API calls the page made (a page the server drew
 * makes none as it is taken over).
 *
 * BENCH_LIGHTHOUSE_ROUTES names the screens as for bench:lighthouse (`profile,properties`);
 * BENCH_LONG_TASKS_DETAIL=N also lists the trace events of N ms or more inside each long task.
 * BENCH_LONG_TASKS_REPEAT=N loads each screen N times and prints, instead of the tasks, the median of
 * its blocking and of the main thread's time after the first paint by kind of work: a sum over the
 * whole load moves less from load to load than the blocking, which hangs on where tasks split, so it
 * shows whether a change made less work (e.g. the style and layout of a list).
 */
import { chromium, type CDPSession } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AnyRouteName, routePath } from '@app/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { AGENCY, login, PRIVATE_USER, startBench } from './setup';

const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) {
  console.error('Build the web app first: npm run build');
  process.exit(2);
}
const CPU_SLOWDOWN = Number(process.env.BENCH_LONG_TASKS_CPU_SLOWDOWN ?? 4);
/**
 * Lighthouse's default (simulated) throttling runs the page at full speed and multiplies each task by
 * the slowdown: BENCH_LONG_TASKS_CPU_SLOWDOWN=1 BENCH_LONG_TASKS_SCALE=4 counts the tasks as it does.
 */
const SCALE = Number(process.env.BENCH_LONG_TASKS_SCALE ?? 1);
const LONG = 50_000 / SCALE;
const DETAIL = Number(process.env.BENCH_LONG_TASKS_DETAIL ?? 0);
const REPEAT = Number(process.env.BENCH_LONG_TASKS_REPEAT ?? 1);
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const SCREENS: readonly { route: AnyRouteName; user: string }[] = [
  { route: 'profile', user: AGENCY },
  { route: 'properties', user: AGENCY },
  { route: 'statistics', user: AGENCY },
  { route: 'emails', user: AGENCY },
  { route: 'savedsearches', user: PRIVATE_USER },
  { route: 'savedproperties', user: PRIVATE_USER },
  { route: 'valuations', user: PRIVATE_USER },
  { route: 'products-summary', user: AGENCY },
  { route: 'products-bestof', user: AGENCY },
];
const named = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim());
const screens = named ? SCREENS.filter(({ route }) => named.includes(route)) : SCREENS;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      documentLoaderURL?: string;
      navigationId?: string;
    };
  };
}
interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The kinds of work a task's time is counted in, by the trace event that holds it. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

const shortUrl = (url: string) => url.replace(/^.*\/(assets\/)?/, '') || '(page)';

async function record(
  cdp: CDPSession,
  run: () => Promise<void>,
): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return { events, profile };
}

interface Summary {
  /** Blocking after the first paint, in µs as counted (SCALE). */
  blocking: number;
  /** The main thread's time after the first paint by kind of work, in µs as counted. */
  kinds: Map<string, number>;
}

function report(route: AnyRouteName, events: TraceEvent[], profile: Profile, print: boolean): Summary {
  const load = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!load) throw new Error('no navigation in the trace');
  const onMain = events.filter((event) => event.pid === load.pid && event.tid === load.tid);
  const navigation = load.ts;
  const fcp =
    onMain.find(
      (event) =>
        event.name === 'firstContentfulPaint' &&
        event.args?.data?.navigationId === load.args?.data?.navigationId,
    )?.ts ?? navigation;
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG && event.ts + event.dur! > fcp)
    .sort((a, b) => a.ts - b.ts);

  // Each sample's time, on the trace's clock (the profiler's clock is the same monotonic one).
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** The outermost frame of the app's code a sample ran under: what started the work. */
  const entryOf = (id: number) => {
    let entry: ProfileNode | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at)!;
      if (node.callFrame.url.includes('/assets/')) entry = node;
    }
    return entry;
  };
  const frameName = ({ callFrame }: ProfileNode) =>
    `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}:${callFrame.columnNumber}`;
  const sampleTimes: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((time += delta));

  const afterPaint = new Map<string, number>();
  for (const event of onMain) {
    const kind = KINDS[event.name];
    if (!kind || event.ph !== 'X' || event.ts < fcp) continue;
    afterPaint.set(kind, (afterPaint.get(kind) ?? 0) + (event.dur ?? 0) * SCALE);
  }
  let blocking = 0;
  if (print) console.log(`\n${route}: first paint at ${((fcp - navigation) / 1000).toFixed(0)} ms`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const from = Math.max(task.ts, fcp);
    const blocked = Math.max(0, end - from - LONG) * SCALE;
    blocking += blocked;
    if (!print) continue;
    const kinds = new Map<string, number>();
    for (const event of onMain) {
      const kind = KINDS[event.name];
      if (!kind || event.ph !== 'X' || event.ts < task.ts || event.ts >= end) continue;
      kinds.set(kind, (kinds.get(kind) ?? 0) + (event.dur ?? 0));
    }
    const functions = new Map<string, number>();
    const entries = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const at = sampleTimes[index]!;
      if (at < task.ts || at >= end) return;
      const took = profile.timeDeltas[index + 1] ?? 0;
      // A native function (appendChild, fetch) is named with the function that called it.
      const leaf = nodes.get(id)!;
      const caller = leaf.callFrame.url ? undefined : nodes.get(parents.get(id) ?? -1);
      const name = caller?.callFrame.url ? `${frameName(leaf)} < ${frameName(caller)}` : frameName(leaf);
      functions.set(name, (functions.get(name) ?? 0) + took);
      const entry = entryOf(id);
      const entryName = entry ? frameName(entry) : '(no app code)';
      entries.set(entryName, (entries.get(entryName) ?? 0) + took);
    });
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, us]) => `${name} ${((us * SCALE) / 1000).toFixed(0)}`)
        .join(', ');
    console.log(
      `  at ${((task.ts - navigation) / 1000).toFixed(0).padStart(5)} ms, ${((task.dur! * SCALE) / 1000).toFixed(0).padStart(4)} ms` +
        ` (blocking ${(blocked / 1000).toFixed(0)}): ${top(kinds, 4)}`,
    );
    console.log(`      under: ${top(entries, 3)}`);
    console.log(`      in: ${top(functions, 5)}`);
    if (DETAIL) {
      for (const event of onMain) {
        if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event === task) continue;
        if ((event.dur ?? 0) < DETAIL * 1000) continue;
        const data = event.args?.data;
        const what = data?.url ? shortUrl(data.url) : (data?.functionName ?? data?.type ?? '');
        console.log(
          `        +${((event.ts - task.ts) / 1000).toFixed(1)} ${event.name} ${((event.dur! * SCALE) / 1000).toFixed(1)} ${what}`,
        );
      }
    }
  }
  if (print) console.log(`  blocking after the first paint: ${(blocking / 1000).toFixed(0)} ms`);
  return { blocking, kinds: afterPaint };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The medians of REPEAT loads: blocking, then each kind of work after the first paint. */
function summarize(route: AnyRouteName, summaries: Summary[]) {
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  const kinds = [...new Set(summaries.flatMap(({ kinds }) => [...kinds.keys()]))].sort();
  const byKind = kinds.map((kind) => `${kind} ${ms(median(summaries.map((s) => s.kinds.get(kind) ?? 0)))}`);
  console.log(
    `\n${route} (median of ${summaries.length}): blocking ${ms(median(summaries.map((s) => s.blocking)))}; after the first paint: ${byKind.join(', ')}`,
  );
}

const bench = await startBench('Long tasks of a landing', 0, { webDist });
const origin = new URL(bench.api).origin;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const cookies = new Map<string, string>([[AGENCY, bench.cookie]]);
  for (const { route, user } of screens) {
    if (!cookies.has(user)) cookies.set(user, await login(bench.api, user));
    const [name, ...value] = cookies.get(user)!.split('=');
    const calls = new Set<string>();
    const summaries: Summary[] = [];
    // Each load in a context of its own: an empty cache, as a landing from an e-mail and as Lighthouse.
    for (let run = 0; run < REPEAT; run++) {
      // A phone's user agent, as Lighthouse's mobile profile sends: the server draws the phone's layout.
      const context = await browser.newContext({
        viewport: { width: 375, height: 800 },
        isMobile: true,
        userAgent: PHONE_USER_AGENT,
      });
      await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      page.on('request', (request) => {
        if (request.url().includes('/api/'))
          calls.add(`${request.method()} ${request.url().replace(origin, '')}`);
      });
      const { events, profile } = await record(cdp, async () => {
        await page.goto(`${origin}${routePath(route, 'nl')}`);
        // A plain wait: a locator's polling would run in the page and show in its tasks.
        await page.waitForTimeout(4000);
      });
      summaries.push(report(route, events, profile, REPEAT === 1));
      await context.close();
    }
    if (REPEAT > 1) summarize(route, summaries);
    console.log(`  API calls: ${[...calls].join(', ') || 'none'}`);
  }
} finally {
  await browser.close();
  await bench.close();
}
