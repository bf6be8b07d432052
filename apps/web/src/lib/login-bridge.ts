import { useSyncExternalStore } from 'react';

/**
 * The bridge between the HTTP client and the login modal (spec section 4: a 401 opens the login modal).
 *
 * `requestLogin()` opens the modal and returns a promise that resolves once the user has logged in;
 * every 401 that arrives while the modal is open shares that same promise (one modal).
 * The modal calls `completeLogin()` after a successful login: the waiting requests are then retried.
 */
let waiting: { promise: Promise<void>; resolve: () => void } | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function requestLogin(): Promise<void> {
  if (!waiting) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    waiting = { promise, resolve };
    notify();
  }
  return waiting.promise;
}

export function completeLogin(): void {
  const current = waiting;
  waiting = null;
  current?.resolve();
  notify();
}

export const isLoginRequested = (): boolean => waiting !== null;

export function subscribeLogin(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the login modal must be shown. */
export function useLoginRequested(): boolean {
  return useSyncExternalStore(subscribeLogin, isLoginRequested, isLoginRequested);
}
