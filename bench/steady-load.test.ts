import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile, steadyLoad } from './steady-load';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering 200 after `delay` ms; `arrivals` gets each request's arrival time. */
async function serve(delay: number, arrivals: number[] = []): Promise<string> {
  server = createServer((request, response) => {
    arrivals.push(performance.now());
    request.resume();
    setTimeout(() => response.end('ok'), delay);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const GET = { method: 'GET', path: '/', headers: {} };

describe('percentile', () => {
  it('answers the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('steadyLoad', () => {
  it('spreads the requests over the second instead of sending them at once', async () => {
    const arrivals: number[] = [];
    const origin = await serve(0, arrivals);
    const start = performance.now();
    const result = await steadyLoad({ origin, request: GET, rate: 50, seconds: 1, connections: 8 });
    expect(result).toMatchObject({ answered: 50, errors: 0 });
    // 20 are due in the first 400 ms; a burst would send all 50 there.
    const early = arrivals.filter((time) => time - start < 400).length;
    expect(early).toBeGreaterThanOrEqual(10);
    expect(early).toBeLessThanOrEqual(30);
  });

  it('counts the time a request waited for a free connection', async () => {
    // One connection, 50 ms per answer, 40 due per second: the last waits about a second. Timed from
    // its sending instead of its due time, every request would take 50 ms.
    const origin = await serve(50);
    const result = await steadyLoad({ origin, request: GET, rate: 40, seconds: 1, connections: 1 });
    expect(result.answered).toBe(40);
    expect(result.p50).toBeGreaterThanOrEqual(50);
    expect(result.p99).toBeGreaterThan(500);
  });

  it("reports how long the generator's own event loop was held up", async () => {
    // The test server shares the generator's process: a request that blocks it for 80 ms holds up the
    // generator too, and the requests due meanwhile are sent late. Not the first request: Node's monitor
    // records no delay before its first tick.
    let arrived = 0;
    server = createServer((request, response) => {
      request.resume();
      arrived += 1;
      if (arrived === 5) {
        const until = performance.now() + 80;
        while (performance.now() < until);
      }
      response.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const result = await steadyLoad({ origin, request: GET, rate: 50, seconds: 0.5, connections: 2 });
    expect(result.generatorDelayMax).toBeGreaterThanOrEqual(70);
    expect(result.p99).toBeGreaterThanOrEqual(70);
  });

  it("counts the generator's own garbage collections during the load", async () => {
    const origin = await serve(0);
    let kept: number[][] = [];
    // Young objects by the million: the generator collects its young generation several times.
    const churn = setInterval(() => {
      kept = Array.from({ length: 20_000 }, (_, index) => [index, index + 1]);
    }, 5);
    try {
      const result = await steadyLoad({ origin, request: GET, rate: 20, seconds: 0.5, connections: 2 });
      expect(kept.length).toBe(20_000);
      expect(result.generatorGc.count).toBeGreaterThan(0);
      expect(result.generatorGc.longestMs).toBeGreaterThan(0);
      expect(result.generatorGc.major).toBeLessThanOrEqual(result.generatorGc.count);
    } finally {
      clearInterval(churn);
    }
  });

  it('counts answers that are not 2xx as errors', async () => {
    server = createServer((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const result = await steadyLoad({ origin, request: GET, rate: 20, seconds: 0.5, connections: 2 });
    expect(result).toMatchObject({ answered: 0, errors: 10 });
  });
});
