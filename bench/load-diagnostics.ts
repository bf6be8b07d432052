import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

/**
 * What tells a slow server from a slow benchmark host, over one load (issue 14's p99): the server's
 * own request timings, event loop delay and garbage collections (its Prometheus metrics), what the
 * machine's CPUs did, and how long the machine held up a process with nothing to do. Each `read*` is
 * taken before and after the load; `serverStretch` and `cpuShares` answer what happened in between.
 */
export interface ServerReading {
  /** Requests answered by the end of each duration bucket (seconds → cumulative count), all routes but the metrics. */
  buckets: Map<number, number>;
  /** The event loop's largest and p99 delay since the previous scrape (seconds; the scrape resets them). */
  loopMax: number;
  loopP99: number;
  /** Time in major (mark-compact) garbage collections, and how many, since the process started. */
  majorGcSeconds: number;
  majorGcCount: number;
  /** The same for the young generation's collections (scavenges). */
  minorGcSeconds: number;
  minorGcCount: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Reads the figures above from a Prometheus text exposition. */
export function readServerMetrics(text: string, metricsPath: string): ServerReading {
  const reading: ServerReading = {
    buckets: new Map(),
    loopMax: 0,
    loopP99: 0,
    majorGcSeconds: 0,
    majorGcCount: 0,
    minorGcSeconds: 0,
    minorGcCount: 0,
  };
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const [, name, labelText = '', raw] = match;
    const value = Number(raw);
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, v]) => [key, v]));
    if (name === 'http_request_duration_seconds_bucket' && labels.route !== metricsPath) {
      const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
      reading.buckets.set(le, (reading.buckets.get(le) ?? 0) + value);
    } else if (name === 'nodejs_eventloop_lag_max_seconds') reading.loopMax = value;
    else if (name === 'nodejs_eventloop_lag_p99_seconds') reading.loopP99 = value;
    else if (name === 'nodejs_gc_duration_seconds_sum' && labels.kind === 'major')
      reading.majorGcSeconds = value;
    else if (name === 'nodejs_gc_duration_seconds_count' && labels.kind === 'major')
      reading.majorGcCount = value;
    else if (name === 'nodejs_gc_duration_seconds_sum' && labels.kind === 'minor')
      reading.minorGcSeconds = value;
    else if (name === 'nodejs_gc_duration_seconds_count' && labels.kind === 'minor')
      reading.minorGcCount = value;
  }
  return reading;
}

export interface ServerStretch {
  requests: number;
  /** The end of the first duration bucket that holds 99% of the stretch's requests (ms): its p99 is at most this. */
  p99AtMost: number;
  loopMaxMs: number;
  loopP99Ms: number;
  majorGcMs: number;
  majorGcs: number;
  minorGcMs: number;
  minorGcs: number;
}

/** The server's figures between two readings (the later one's loop delay covers only the stretch). */
export function serverStretch(before: ServerReading, after: ServerReading): ServerStretch {
  const bounds = [...after.buckets.keys()].sort((a, b) => a - b);
  const delta = (le: number) => (after.buckets.get(le) ?? 0) - (before.buckets.get(le) ?? 0);
  const requests = delta(Number.POSITIVE_INFINITY);
  const bound = bounds.find((le) => requests > 0 && delta(le) >= 0.99 * requests);
  return {
    requests,
    p99AtMost: (bound ?? Number.NaN) * 1000,
    loopMaxMs: after.loopMax * 1000,
    loopP99Ms: after.loopP99 * 1000,
    majorGcMs: (after.majorGcSeconds - before.majorGcSeconds) * 1000,
    majorGcs: after.majorGcCount - before.majorGcCount,
    minorGcMs: (after.minorGcSeconds - before.minorGcSeconds) * 1000,
    minorGcs: after.minorGcCount - before.minorGcCount,
  };
}

/** The machine's CPU time so far (/proc/stat, in clock ticks): busy, idle and stolen by the hypervisor. */
export interface CpuReading {
  busy: number;
  idle: number;
  steal: number;
}

export function readCpu(stat = readFileSync('/proc/stat', 'utf8')): CpuReading {
  const fields = stat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
}

/** Shares of the machine's CPU time between two readings (0..1). */
export function cpuShares(before: CpuReading, after: CpuReading): { busy: number; steal: number } {
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const steal = after.steal - before.steal;
  const total = busy + idle + steal;
  return total > 0 ? { busy: busy / total, steal: steal / total } : { busy: 0, steal: 0 };
}

/** A Node process that does nothing but time its own event loop: what the machine alone holds a process up by. */
const IDLE_PROBE = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
// Its first tick only sets where the next delay is counted from: a stop before it would go unseen.
setTimeout(() => process.stdout.write('ready\\n'), 20);
process.stdin.resume();
process.stdin.on('end', () => {
  delay.disable();
  process.stdout.write(JSON.stringify({ max: delay.max / 1e6, p99: delay.percentile(99) / 1e6 }));
});
`;

export interface IdleProbe {
  pid: number;
  /** Its largest and p99 event loop delay since it started (ms). */
  stop(): Promise<{ max: number; p99: number }>;
}

export async function startIdleProbe(): Promise<IdleProbe> {
  const child = spawn(process.execPath, ['-e', IDLE_PROBE], { stdio: ['pipe', 'pipe', 'inherit'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  await once(child.stdout, 'data');
  return {
    pid: child.pid!,
    async stop() {
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
      const text = Buffer.concat(output).toString().split('\n').at(-1)!;
      return JSON.parse(text) as { max: number; p99: number };
    },
  };
}
