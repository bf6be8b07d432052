/**
 * Benchmark (issue 5): statistics over 12 months for an agency with 2,000 listings, by day, week and
 * month, general and professional, one listing's, and the dashboard's contact statistics.
 * `npm run bench:statistics` (PGlite) or with BENCH_DATABASE_URL=postgres://… (an empty database).
 */
import { brusselsToday, presetRange } from '@app/contract';
import { startBench } from './setup';

const bench = await startBench('Statistics benchmark', Number(process.env.BENCH_LISTINGS ?? 2_000));
const { api, cookie } = bench;
const range = presetRange('last12Months', brusselsToday(new Date()));

const get = (path: string) => async () => {
  const response = await fetch(`${api}/${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} ${response.status}: ${await response.text()}`);
  const json = (await response.json()) as { data: { series?: unknown[]; days?: unknown[] } };
  return `${(json.data.series ?? json.data.days ?? []).length} periods`;
};
const query = (span: string) => `filterStart=${range.filterStart}&filterEnd=${range.filterEnd}&span=${span}`;

for (const span of ['day', 'week', 'month']) {
  await bench.measure(`general, 12 months by ${span}`, get(`my-statistics?${query(span)}`));
}
for (const span of ['day', 'month']) {
  await bench.measure(
    `pro (with top listings), 12 months by ${span}`,
    get(`my-statistics/pro?${query(span)}`),
  );
}
const listings = await fetch(`${api}/my-properties`, {
  method: 'POST',
  headers: bench.headers,
  body: JSON.stringify({ pageSize: 1 }),
});
const [first] = ((await listings.json()) as { data: Array<{ id: number }> }).data;
await bench.measure(
  'one listing, 12 months by day',
  get(
    `my-statistics/announcement/${first!.id}/span/day?filterStart=${range.filterStart}&filterEnd=${range.filterEnd}`,
  ),
);
await bench.measure('contact statistics (dashboard)', get('my-statistics/contact'));
await bench.measure('export, 12 months by day (.xlsx)', async () => {
  const response = await fetch(`${api}/my-statistics/export?${query('day')}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export ${response.status}`);
  return `${((await response.arrayBuffer()).byteLength / 1024).toFixed(0)} KiB`;
});

bench.report();
console.log('');
await bench.close();
