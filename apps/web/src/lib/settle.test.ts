import { describe, expect, it, vi } from 'vitest';
import { ApiError, CancelledRequest } from './http';
import { settle } from './settle';

const failure = new ApiError({ status: 409, error: 'conflict', messageKey: 'errors:generic' });

describe('settle', () => {
  it('hands the result to done', async () => {
    const done = vi.fn();
    const failed = vi.fn();
    await settle(Promise.resolve(42), { done, failed });
    expect(done).toHaveBeenCalledWith(42);
    expect(failed).not.toHaveBeenCalled();
  });

  it('hands a failure to failed', async () => {
    const done = vi.fn();
    const failed = vi.fn();
    await settle(Promise.reject(failure), { done, failed });
    expect(failed).toHaveBeenCalledWith(failure);
    expect(done).not.toHaveBeenCalled();
  });

  it('tells nothing of a cancelled request: an empty result', async () => {
    const done = vi.fn();
    const failed = vi.fn();
    await settle(Promise.reject(new CancelledRequest('route-change')), { done, failed });
    expect(done).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });

  it('rejects with a failure nobody handles, but never with a cancellation', async () => {
    await expect(settle(Promise.reject(failure))).rejects.toBe(failure);
    await expect(settle(Promise.reject(new CancelledRequest('duplicate')))).resolves.toBeUndefined();
  });

  it('does not mistake a failure of done for a failure of the call', async () => {
    const failed = vi.fn();
    const broken = new Error('bug in done');
    await expect(
      settle(Promise.resolve(1), {
        done: () => {
          throw broken;
        },
        failed,
      }),
    ).rejects.toBe(broken);
    expect(failed).not.toHaveBeenCalled();
  });
});
