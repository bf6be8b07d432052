import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent: 200
 * collects when it holds three times that (about 170 MB for the server's 55 MB). V8 chooses the factor
 * itself from how fast it marks against how fast old objects arrive; under a steady load it chose
 * 1.1–1.3, so a full collection came every 3–4 s, and each held the event loop 20–40 ms (marking steps
 * and the final pause) while the requests of that moment queued: 18–19 requests over 50 ms each time,
 * enough for three to miss the p99 target at half load (decision 050).
 */
export const HEAP_GROWING_PERCENT = 200;
const FLAG = '--heap-growing-percent';

/**
 * Sets the factor for this process, unless its command line sets one: an operator's flag wins. V8
 * reads it whenever it sizes the heap after a full collection, so setting it at start-up is enough.
 */
export function growHeapForLatency(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((argument) => argument.startsWith(FLAG))) return;
  setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
}
