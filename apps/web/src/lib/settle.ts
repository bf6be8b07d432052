import { isCancelled } from './http';

export interface Outcome<Result> {
  /** The call answered. */
  done?: (result: Result) => void;
  /** The call failed (never called for a cancellation). Without it, a failure rejects. */
  failed?: (error: unknown) => void;
}

/**
 * Awaits a call or a mutation (`mutateAsync`) the way spec section 7 wants it told: its result goes to
 * `done`, a failure to `failed`, and a cancelled request (a duplicate, a route change) is an empty result,
 * so neither is called and nothing is shown. Resolves once the outcome has been handled.
 */
export async function settle<Result>(pending: Promise<Result>, outcome: Outcome<Result> = {}): Promise<void> {
  let result: Result;
  try {
    result = await pending;
  } catch (error) {
    if (isCancelled(error)) return;
    if (!outcome.failed) throw error;
    outcome.failed(error);
    return;
  }
  outcome.done?.(result);
}
