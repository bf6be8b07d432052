import { IDEMPOTENCY_KEY } from '@app/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { createSubmissionKey, useSubmissionKey } from './idempotency-key';

const keyOf = (headers: Record<string, string>) => headers[IDEMPOTENCY_KEY.header];

describe('the Idempotency-Key of a form', () => {
  it('is an sf-string made of a fresh UUID', () => {
    const key = keyOf(createSubmissionKey().headersFor({ package: 'prolong-3m' }));
    expect(key).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/);
  });

  it('stays the same for every retry of the same values, until the submission succeeds', () => {
    let made = 0;
    const submission = createSubmissionKey(() => `key-${++made}`);
    const values = { type: 'prolongation', package: 'prolong-3m', listingId: 7, termsAccepted: true };
    expect(keyOf(submission.headersFor(values))).toBe('"key-1"');
    // A timeout, a network failure, a refusal: the user sends the same again.
    expect(keyOf(submission.headersFor({ ...values }))).toBe('"key-1"');
    // The values changed: another request, another key; back to the first values: another again.
    expect(keyOf(submission.headersFor({ ...values, package: 'prolong-6m' }))).toBe('"key-2"');
    expect(keyOf(submission.headersFor(values))).toBe('"key-3"');
    // It was placed: the same values again are a new order.
    submission.succeeded();
    expect(keyOf(submission.headersFor(values))).toBe('"key-4"');
  });

  it('retries only while the server still runs the first submission, three times', () => {
    const { retry } = createSubmissionKey();
    const inFlight = new ApiError({
      status: 409,
      error: 'idempotency_key_in_flight',
      messageKey: 'errors:idempotencyKeyInFlight',
    });
    expect(retry(0, inFlight)).toBe(true);
    expect(retry(2, inFlight)).toBe(true);
    expect(retry(3, inFlight)).toBe(false);
    for (const other of [
      new ApiError({ status: 409, error: 'ordered_a_moment_ago', messageKey: 'errors:orderedAMomentAgo' }),
      new ApiError({
        status: 422,
        error: 'idempotency_key_reused',
        messageKey: 'errors:idempotencyKeyReused',
      }),
      new ApiError({ status: 0, error: 'timeout', messageKey: 'errors:timeout' }),
      new Error('boom'),
    ]) {
      expect(retry(0, other)).toBe(false);
    }
  });

  it('is one per mounted form: the hook keeps it across renders', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current;
    const key = keyOf(first.headersFor({ a: 1 }));
    rerender();
    expect(result.current).toBe(first);
    expect(keyOf(result.current.headersFor({ a: 1 }))).toBe(key);
    expect(keyOf(renderHook(() => useSubmissionKey()).result.current.headersFor({ a: 1 }))).not.toBe(key);
  });
});
