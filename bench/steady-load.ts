import { Agent, request } from 'node:http';
import type { PerformanceEntry } from 'node:perf_hooks';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

/** One request of a load, sent as is every time. */
export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SteadyResult {
  /** Requests answered with a 2xx status. */
  answered: number;
  /** Answers that were not 2xx, and requests that failed or were not answered in time. */
  errors: number;
  /** Answered per second over the load. */
  rate: number;
  p50: number;
  p99: number;
  /**
   * The generator's own event loop: its largest delay over the load (ms). A request due while the loop
   * was held up is sent late, and its latency counts the wait.
   */
  generatorDelayMax: number;
  /** The generator's garbage collections over the load: how many, how many major, the longest (ms). */
  generatorGc: { count: number; major: number; longestMs: number };
}

/** Counts this process's garbage collections until `stop`. */
function watchGc(): { stop(): SteadyResult['generatorGc'] } {
  const gc = { count: 0, major: 0, longestMs: 0 };
  const add = (entries: readonly PerformanceEntry[]) => {
    for (const entry of entries) {
      gc.count += 1;
      gc.longestMs = Math.max(gc.longestMs, entry.duration);
      // A gc entry carries its kind in `detail`, which Node's types leave out.
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } | null };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      // Entries are delivered later: those of the load's last moments are still waiting.
      add(observer.takeRecords());
      observer.disconnect();
      return gc;
    },
  };
}

/** The value at `fraction` (0..1) of sorted `values` (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/**
 * An open-model load: a request is due every 1/`rate` seconds for `seconds`, whether or not the earlier
 * ones were answered, over at most `connections` kept-alive sockets. Each latency runs from the request's
 * due time, so a request that waited for a free socket (or for the generator) counts its wait.
 *
 * autocannon's `overallRate` is not this: each connection sends back to back until it has used its
 * share of the second, then waits for the next second (its httpClient.js). At half the maximum rate it
 * loads the server fully for half of every second and not at all for the other half.
 */
export async function steadyLoad(options: {
  origin: string;
  request: LoadRequest;
  rate: number;
  seconds: number;
  connections: number;
  /** A request not answered after this is an error (ms; default 10 s). */
  timeout?: number;
}): Promise<SteadyResult> {
  const { origin, rate, seconds, connections } = options;
  const target = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const done = (ok: boolean) => {
        if (ok) latencies.push(performance.now() - due);
        else errors += 1;
        resolve();
      };
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: options.request.method,
          path: options.request.path,
          headers: options.request.headers,
          timeout: options.timeout ?? 10_000,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => done((response.statusCode ?? 0) < 300));
          response.on('error', () => done(false));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => done(false));
      outgoing.end(options.request.body);
    });

  const generatorDelay = monitorEventLoopDelay({ resolution: 1 });
  generatorDelay.enable();
  const gc = watchGc();
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Everything due by now is sent now: a late timer does not thin the load out.
    while (next < total && start + next * interval <= now) {
      pending.push(send(start + next * interval));
      next += 1;
    }
    const wait = start + next * interval - performance.now();
    if (next < total && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  generatorDelay.disable();
  const generatorGc = gc.stop();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length,
    errors,
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    generatorDelayMax: generatorDelay.max / 1e6,
    generatorGc,
  };
}
