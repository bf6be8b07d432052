/**
 * Benchmark (issue 13): the server as a service, on PostgreSQL.
 *
 * 1. Throughput of the authenticated My properties list: the real server (its own process, as in
 *    production) against a bare `node:http` + `pg` server running the same statements (captured from
 *    the real server's answer to the same request, `bench/bare-server.ts`). Target: at least 0.8×.
 * 2. Soak: SOAK_SECONDS (600) at half of the real server's measured maximum, over a mix of reads and
 *    writes (a profile update, leads arriving from the portal with their mail). Targets: no error,
 *    resident memory of the server process growing less than 10 % from the first minute to the last.
 *
 * `BENCH_DATABASE_URL=postgres://… npm run bench:service` (an empty database); on a quiet machine,
 * since the load generator, both servers and PostgreSQL share it.
 */
import type { Options, Request, Result } from 'autocannon';
import autocannon from 'autocannon';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contract';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sampleRss, startProcess } from './process';
import { mib, startBench } from './setup';
import type { CapturedQuery } from './bare-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write(
    'bench/service.ts measures PostgreSQL: set BENCH_DATABASE_URL=postgres://… (an empty database)\n',
  );
  process.exit(2);
}
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = 16;
const FEED_TOKEN = 'bench-feed-token-0123456789abcdefghijklmnopqrstuv';
const LIST_BODY = JSON.stringify({});

// Every statement any pg client sends while `recording` (the hang probe's `select 1` aside).
const captured: CapturedQuery[] = [];
let recording = false;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  if (recording) {
    const [first, second] = args;
    // query(text, values) or query(config), where drizzle passes the values beside the config.
    const query =
      typeof first === 'string'
        ? { text: first }
        : (first as { text: string; values?: unknown[]; rowMode?: 'array' });
    const values = Array.isArray(second) ? (second as unknown[]) : ('values' in query && query.values) || [];
    if (query.text.trim() !== 'select 1') {
      captured.push({
        text: query.text,
        values,
        ...(query.rowMode ? { rowMode: query.rowMode } : {}),
      });
    }
  }
  return clientQuery.apply(this, args);
};

const bench = await startBench('Service benchmark', Number(process.env.BENCH_LISTINGS ?? 2_000));
const { cookie } = bench;
const listHeaders = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie };

recording = true;
const probe = await fetch(`${bench.api}/my-properties`, {
  method: 'POST',
  headers: listHeaders,
  body: LIST_BODY,
});
recording = false;
if (!probe.ok) throw new Error(`list ${probe.status}: ${await probe.text()}`);
const listBytes = (await probe.arrayBuffer()).byteLength;
const agencyListings = await listingCodes(bench.agencyId);
await bench.close();
console.log(
  `\nThe list request: ${captured.length} statements, ${(listBytes / 1024).toFixed(1)} KiB of JSON; the real server's:`,
);
for (const query of captured) console.log(`  ${query.text.replace(/\s+/g, ' ').slice(0, 110)}…`);

const work = await mkdtemp(join(tmpdir(), 'bench-service-'));
const queriesFile = join(work, 'queries.json');
await writeFile(queriesFile, JSON.stringify(captured));

const app = await startProcess('real server', ['--import', 'tsx', 'apps/server/src/server.ts'], {
  DATABASE_URL: databaseUrl,
  PORT: '4391',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'http://127.0.0.1:4391',
  DATA_DIR: join(work, 'data'),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  // Production with DATABASE_URL needs it (decision 052).
  LOGIN_SECRET: 'bench-login-secret-of-at-least-32-characters',
  RATE_LIMIT_PER_MINUTE: '1000000',
  FEED_SERVICE_TOKEN: FEED_TOKEN,
});
const bare = await startProcess('bare server', ['--import', 'tsx', 'bench/bare-server.ts'], {
  DATABASE_URL: databaseUrl,
  BARE_QUERIES: queriesFile,
});

try {
  for (const server of [app, bare]) {
    const response = await fetch(`${server.url}/nl/api/core/my-properties`, {
      method: 'POST',
      headers: listHeaders,
      body: LIST_BODY,
    });
    if (!response.ok) throw new Error(`${server.url}: ${response.status} ${await response.text()}`);
  }
  console.log(`\nThroughput: POST my-properties, page 1, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each`);
  console.log(
    `  ${'server'.padEnd(14)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  errors`,
  );
  const best = { app: 0, bare: 0 };
  // Alternated, after a warm-up each, so a slow moment of the machine does not favour one side.
  for (const round of [0, 1]) {
    for (const [name, server] of [
      ['bare', bare],
      ['app', app],
    ] as const) {
      const target = { url: `${server.url}/nl/api/core/my-properties`, method: 'POST' as const };
      if (round === 0) await load({ ...target, headers: listHeaders, body: LIST_BODY, duration: 5 });
      const result = await load({ ...target, headers: listHeaders, body: LIST_BODY, duration: LOAD_SECONDS });
      best[name] = Math.max(best[name], result.requests.average);
      printLoad(`${name} #${round + 1}`, result);
    }
  }
  const ratio = best.app / best.bare;
  console.log(
    `  best: real ${best.app.toFixed(0)} req/s, bare ${best.bare.toFixed(0)} req/s: ${ratio.toFixed(2)}× (target ≥ 0.80×) ${ratio >= 0.8 ? 'MET' : 'MISSED'}`,
  );

  if (SOAK_SECONDS > 0) await soak();
} finally {
  await Promise.all([app.stop(), bare.stop()]);
  await rm(work, { recursive: true, force: true });
}

/** The mix's own maximum first (it is heavier than the list alone), then the soak at half of it. */
async function soak() {
  const requests = soakRequests(agencyListings);
  const maximum = await load({ url: app.url, requests, duration: LOAD_SECONDS });
  console.log(`\nThe mix of reads and writes, unthrottled`);
  printLoad('mix', maximum);
  const rate = Math.max(1, Math.floor(maximum.requests.average / 2));
  console.log(`\nSoak: ${SOAK_SECONDS} s at ${rate} req/s (half the mix's maximum)`);
  // Warm-up at that rate before the first minute is measured.
  await load({ url: app.url, requests, overallRate: rate, duration: 30 });
  const memory = sampleRss(app.child.pid!);
  const soak = await load({ url: app.url, requests, overallRate: rate, duration: SOAK_SECONDS });
  const rss = memory.stop();
  printLoad('soak', soak);
  const minute = Math.min(60, Math.floor(rss.length / 3));
  const first = median(rss.slice(0, minute));
  const last = median(rss.slice(-minute));
  const growth = (last - first) / first;
  const errors = soak.errors + soak.timeouts + soak.non2xx;
  console.log(
    `  ${soak.requests.total} requests (${writeShare(requests)} writes), ${errors} errors (target 0) ${errors === 0 ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `  resident memory: first minute ${mib(first)}, last minute ${mib(last)}, peak ${mib(Math.max(...rss))}: ${(growth * 100).toFixed(1)} % (target < 10 %) ${growth < 0.1 ? 'MET' : 'MISSED'}\n`,
  );
}

function load(options: Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

function printLoad(label: string, result: Result) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${label.padEnd(14)} ${result.requests.average.toFixed(0).padStart(8)} ${`${result.latency.p50} ms`.padStart(8)} ${`${result.latency.p99} ms`.padStart(8)}  ${errors}`,
  );
}

/**
 * One connection's cycle: the agency's screens, its profile saved unchanged, and a lead from the portal
 * about one of its listings (stored, mailed through the outbox and the job runner).
 */
function soakRequests(vlancodes: string[]): Request[] {
  const api = '/nl/api/core';
  const json = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  let lead = 0;
  let profile: string | null = null;
  return [
    { method: 'POST', path: `${api}/my-properties`, headers: json, body: LIST_BODY },
    { method: 'GET', path: `${api}/my-properties/dashboard`, headers: { cookie } },
    {
      method: 'POST',
      path: `${api}/my-properties`,
      headers: json,
      body: JSON.stringify({ page: 3, statusIds: [1], transactionTypes: ['sale'] }),
    },
    { method: 'POST', path: `${api}/my-contacts`, headers: json, body: JSON.stringify({}) },
    {
      method: 'GET',
      path: `${api}/my-statistics/pro?filterStart=${monthAgo}&filterEnd=${today}&span=day`,
      headers: { cookie },
    },
    {
      method: 'GET',
      path: `${api}/my-profile/user/details`,
      headers: { cookie },
      onResponse: (_status, body) => {
        profile ??= JSON.stringify((JSON.parse(body) as { data: { user: unknown } }).data.user);
      },
    },
    {
      method: 'PUT',
      path: `${api}/my-profile/user`,
      // Saved unchanged by every connection at once: any current version (decision 055), not a lost update.
      headers: { ...json, 'if-match': '*' },
      setupRequest: (request) => ({ ...request, body: profile ?? '{}' }),
    },
    {
      method: 'POST',
      path: `${api}/internal/contacts`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${FEED_TOKEN}` },
      setupRequest: (request) => {
        lead += 1;
        return {
          ...request,
          body: JSON.stringify({
            id: `bench-soak-${process.pid}-${lead}`,
            vlancode: vlancodes[lead % vlancodes.length],
            firstName: 'Lotte',
            lastName: 'Peeters',
            email: 'lotte.peeters@example.be',
            phone: '+32 475 12 34 56',
            message: 'Goedendag, is een bezichtiging mogelijk op zaterdag?',
            sentAt: new Date().toISOString(),
          }),
        };
      },
    },
    { method: 'POST', path: `${api}/my-properties`, headers: json, body: JSON.stringify({ page: 2 }) },
  ];
}

function writeShare(requests: Request[]): string {
  const writes = requests.filter(
    (request) => request.method === 'PUT' || request.path?.includes('/internal/'),
  );
  return `${writes.length} in ${requests.length}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The agency's published listings: leads may only arrive about those. */
async function listingCodes(agencyId: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ vlancode: string }>(
      'select vlancode from listings where user_id = $1 and status_id = 1 order by id limit 200',
      [agencyId],
    );
    return rows.map((row) => row.vlancode);
  } finally {
    await client.end();
  }
}
