/**
 * Benchmark (issue 4): list, filter and export My properties for an agency with 2,000 listings.
 * `npm run bench:listings` (PGlite) or with BENCH_DATABASE_URL=postgres://… (an empty database).
 * Every call goes over HTTP to the real server, like the browser's; figures are printed, not asserted.
 */
import { performance } from 'node:perf_hooks';
import { drain, mib, startBench } from './setup';

const bench = await startBench('My properties benchmark', Number(process.env.BENCH_LISTINGS ?? 2_000));
const { api, headers, cookie } = bench;

const list = (body: object) => async () => {
  const response = await fetch(`${api}/my-properties`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`list ${response.status}: ${await response.text()}`);
  const json = (await response.json()) as { paging: { total: number } };
  return `${json.paging.total} matching`;
};

await bench.measure('list: page 1, newest first', list({}));
await bench.measure('list: page 50 of 20', list({ page: 50 }));
await bench.measure('list: 100 per page, by detail views', list({ pageSize: 100, sort: 'detailViews' }));
await bench.measure(
  'filter: published, sale, house+apartment',
  list({ statusIds: [1], transactionTypes: ['sale'], propertyTypes: ['house', 'appartment'] }),
);
await bench.measure('filter: text search "straat"', list({ q: 'straat' }));
await bench.measure('filter: reference prefix', list({ reference: 'BENCH-1' }));

const before = process.memoryUsage().rss;
const { peak } = await bench.peakRss(() =>
  bench.measure('export: all listings (.xlsx, streamed)', async () => {
    const start = performance.now();
    const { bytes, firstByte } = await drain(
      await fetch(`${api}/my-properties/export`, { headers: { cookie } }),
      start,
    );
    return `${(bytes / 1024).toFixed(0)} KiB, first byte ${firstByte.toFixed(0)} ms`;
  }),
);

bench.report();
console.log(
  `\n  RSS before the exports ${mib(before)}, peak during them ${mib(peak)} (server and database in one process)\n`,
);
await bench.close();
