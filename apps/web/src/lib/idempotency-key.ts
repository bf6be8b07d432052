import { IDEMPOTENCY_KEY } from '@app/contract';
import { useRef } from 'react';
import { isApiError } from './http';

/** A random key: crypto.randomUUID where the page is a secure context, else 128 random bits in hex. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The Idempotency-Key of one form's submissions (decision 054). A submission and every retry of it
 * (after a timeout, a network error, or a refusal the user clicks through again) send the same key,
 * so the server answers a retry with the first answer instead of ordering twice. Other values, or
 * the next submission after a success, get a new key.
 */
export interface SubmissionKey {
  /** The headers of a submission of `values` (what the mutation sends as its body). */
  headersFor(values: unknown): Record<string, string>;
  /** The submission succeeded: the next one is a new order, with a new key. */
  succeeded(): void;
  /** TanStack Query's `retry`: only while the server still runs the first submission (its 409). */
  retry(failureCount: number, error: unknown): boolean;
  retryDelay: number;
}

/** How often, a second apart, a submission asks again while its first request still runs. */
const IN_FLIGHT_RETRIES = 3;

export function createSubmissionKey(makeKey: () => string = newKey): SubmissionKey {
  let current: { values: string; key: string } | null = null;
  return {
    headersFor(values) {
      const text = JSON.stringify(values);
      if (current?.values !== text) current = { values: text, key: makeKey() };
      // An sf-string, as the draft writes the header.
      return { [IDEMPOTENCY_KEY.header]: `"${current.key}"` };
    },
    succeeded() {
      current = null;
    },
    retry: (failureCount, error) =>
      isApiError(error) && error.error === 'idempotency_key_in_flight' && failureCount < IN_FLIGHT_RETRIES,
    retryDelay: 1_000,
  };
}

/** The submission key of the form that mounts the mutation hook: one per mounted form. */
export function useSubmissionKey(): SubmissionKey {
  const ref = useRef<SubmissionKey | null>(null);
  ref.current ??= createSubmissionKey();
  return ref.current;
}
