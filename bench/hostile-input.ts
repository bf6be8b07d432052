/**
 * Benchmark (issue 44): how long hostile bodies take to refuse, measured here instead of in timed unit
 * tests (a loaded CI machine made a 50 ms bound flaky). The unit tests check the answers; these
 * figures, against the targets beside them, show a walk that went quadratic or a parser that blocks.
 * `npm run bench:hostile` (PGlite) or with BENCH_DATABASE_URL=postgres://… (an empty database).
 */
import { forbiddenTextPath, jsonWithinBounds } from '@app/contract';
import { startBench } from './setup';

const DEPTH = 10_000;
const nested = (depth: number, leaf: unknown, as: 'array' | 'object'): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = as === 'array' ? [value] : { a: value };
  return value;
};
const deepBodies = {
  arrays: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  objects: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
  'a megabyte of [': '['.repeat(1_000_000),
};

const bench = await startBench('Hostile input benchmark', 0);
const { api, headers } = bench;

/** Each label carries issue 44's target for its median, in milliseconds. */
const measure = (label: string, target: number, run: () => string | Promise<string>) =>
  bench.measure(`${label} (≤ ${target} ms)`, async () => run());

for (const as of ['array', 'object'] as const) {
  const bad = nested(DEPTH, '\u0000', as);
  await measure(
    `text walk, ${DEPTH} levels of ${as}s`,
    50,
    () => `path of ${forbiddenTextPath(bad)?.length} chars`,
  );
}
for (const [name, text] of Object.entries(deepBodies).slice(0, 2)) {
  await measure(`JSON bounds, ${DEPTH} levels of ${name}`, 20, () => `within: ${jsonWithinBounds(text)}`);
}
const megabyte = JSON.stringify({ text: 'x[{,'.repeat(262_000) });
await measure('JSON bounds, a megabyte of text', 50, () => `within: ${jsonWithinBounds(megabyte)}`);

for (const [name, payload] of Object.entries(deepBodies)) {
  for (const [what, url, method] of [
    ['sign-in', `${api}/auth/login`, 'POST'],
    ['profile', `${api}/my-profile/user`, 'PUT'],
  ] as const) {
    await measure(`HTTP ${what}, ${name}`, 100, async () => {
      const response = await fetch(url, { method, headers, body: payload });
      await response.text();
      if (response.status !== 400) throw new Error(`${what} ${name}: ${response.status}, not 400`);
      return '400';
    });
  }
}

bench.report();
await bench.close();
