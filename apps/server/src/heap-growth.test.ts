import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { HEAP_GROWING_PERCENT } from './heap-growth';

const run = promisify(execFile);
/** heap-growth.ts in the run's bundle (global-setup): a process importing it needs no TypeScript loader. */
const moduleUrl = pathToFileURL(join(inject('serverBundle'), 'heap-growth.js')).href;

/**
 * A process that keeps about 40 MB and collects it fully twice; V8's verbose trace prints the factor
 * each full collection sized the old generation with, as "Limit: old size: …, new limit: … (3.0)".
 */
async function factors(options: { tune: boolean; nodeFlags?: string[] }): Promise<string[]> {
  const script = [
    options.tune
      ? `const { growHeapForLatency } = await import(${JSON.stringify(moduleUrl)}); growHeapForLatency();`
      : '',
    'const kept = []; for (let i = 0; i < 1e6; i += 1) kept.push({ i });',
    'globalThis.gc(); globalThis.gc(); console.log(kept.length);',
  ].join('\n');
  const { stdout } = await run(process.execPath, [
    '--expose-gc',
    '--trace-gc-verbose',
    ...(options.nodeFlags ?? []),
    '--input-type=module',
    '-e',
    script,
  ]);
  return [...stdout.matchAll(/\[HeapController\] Limit: .*\((\d+\.\d)\)/g)].map((match) => match[1]!);
}

describe('growHeapForLatency', () => {
  it('makes every full collection size the old generation with the chosen factor', async () => {
    const expected = (1 + HEAP_GROWING_PERCENT / 100).toFixed(1);
    const tuned = await factors({ tune: true });
    expect(tuned.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tuned)).toEqual(new Set([expected]));
    // V8's own choice for this process is another factor: the test fails when nothing is set.
    const untuned = await factors({ tune: false });
    expect(untuned.length).toBeGreaterThanOrEqual(2);
    expect(untuned).not.toContain(expected);
  });

  it('leaves a factor given on the command line alone', async () => {
    const given = await factors({ tune: true, nodeFlags: ['--heap-growing-percent=50'] });
    expect(given.length).toBeGreaterThanOrEqual(2);
    expect(new Set(given)).toEqual(new Set(['1.5']));
  });
});
