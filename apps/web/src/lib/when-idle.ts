/**
 * The longest `whenIdle` waits: a page busy without a pause still runs the work then, rather than in
 * the first render that needs it.
 */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `run` when the browser is idle (Safari has no requestIdleCallback: soon, then). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}
