import { describe, expect, it } from 'vitest';
import { cpuShares, readCpu, readServerMetrics, serverStretch, startIdleProbe } from './load-diagnostics';

const metrics = (fast: number, slow: number, scrapes: number, lagMax: number, gc: [number, number]) => `
# HELP http_request_duration_seconds Time to answer a request, by method, route pattern and status.
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{le="0.005",method="POST",route="/:lang/api/core/my-contacts",status_code="200"} ${Math.floor(fast / 2)}
http_request_duration_seconds_bucket{le="0.05",method="POST",route="/:lang/api/core/my-contacts",status_code="200"} ${fast}
http_request_duration_seconds_bucket{le="0.1",method="POST",route="/:lang/api/core/my-contacts",status_code="200"} ${fast + slow}
http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/:lang/api/core/my-contacts",status_code="200"} ${fast + slow}
http_request_duration_seconds_bucket{le="0.005",method="GET",route="/metrics",status_code="200"} 0
http_request_duration_seconds_bucket{le="0.05",method="GET",route="/metrics",status_code="200"} 0
http_request_duration_seconds_bucket{le="0.1",method="GET",route="/metrics",status_code="200"} 0
http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/metrics",status_code="200"} ${scrapes}
nodejs_eventloop_lag_max_seconds ${lagMax}
nodejs_eventloop_lag_p99_seconds 0.011
nodejs_gc_duration_seconds_sum{kind="minor"} 9
nodejs_gc_duration_seconds_count{kind="minor"} 900
nodejs_gc_duration_seconds_sum{kind="major"} ${gc[0]}
nodejs_gc_duration_seconds_count{kind="major"} ${gc[1]}
`;

describe('the server figures of a load', () => {
  it('bounds the p99 by the bucket holding 99% of the requests, without the scrapes', () => {
    const before = readServerMetrics(metrics(100, 0, 1, 0.2, [0.5, 10]), '/metrics');
    // 1,000 more requests, 5 over 50 ms (0.5%): the p99 is within 50 ms. The slow scrapes do not count.
    const after = readServerMetrics(metrics(1095, 5, 2, 0.031, [0.56, 12]), '/metrics');
    const stretch = serverStretch(before, after);
    expect(stretch).toMatchObject({
      requests: 1000,
      p99AtMost: 50,
      loopMaxMs: 31,
      loopP99Ms: 11,
      majorGcs: 2,
    });
    expect(stretch.majorGcMs).toBeCloseTo(60);
    // 20 over 50 ms (2%): the p99 is past 50 ms.
    const slow = readServerMetrics(metrics(1080, 20, 2, 0.031, [0.56, 12]), '/metrics');
    expect(serverStretch(before, slow).p99AtMost).toBe(100);
  });

  it('answers no bound for a stretch without requests', () => {
    const reading = readServerMetrics(metrics(100, 0, 1, 0, [0, 0]), '/metrics');
    expect(serverStretch(reading, reading).p99AtMost).toBeNaN();
  });
});

describe("the machine's CPU over a load", () => {
  it('reads busy, idle and stolen time from /proc/stat', () => {
    const before = readCpu('cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 1 2 3\n');
    const after = readCpu('cpu  400 0 150 1100 50 0 0 100 0 0\ncpu0 1 2 3\n');
    expect(before).toEqual({ busy: 150, idle: 850, steal: 0 });
    const shares = cpuShares(before, after);
    expect(shares.busy).toBeCloseTo(400 / 800);
    expect(shares.steal).toBeCloseTo(100 / 800);
  });
});

describe('the idle probe', () => {
  it('reports how long the machine held a process up that had nothing to do', async () => {
    const probe = await startIdleProbe();
    // Stopped for 100 ms, as a busy machine or its host might: its next timer comes that much late.
    process.kill(probe.pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(probe.pid, 'SIGCONT');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const delay = await probe.stop();
    expect(delay.max).toBeGreaterThanOrEqual(90);
    expect(delay.p99).toBeLessThanOrEqual(delay.max);
  });
});
