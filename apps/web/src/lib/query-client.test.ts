import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CancelledRequestError, createQueryClient, unlessCancelled } from './query-client';

describe('query client', () => {
  it('turns a cancelled call (null) into CancelledRequestError', async () => {
    await expect(unlessCancelled(Promise.resolve(null))).rejects.toBeInstanceOf(CancelledRequestError);
    await expect(unlessCancelled(Promise.resolve({ data: 1 }))).resolves.toEqual({ data: 1 });
  });

  it('asks again, without an error, when a query was cancelled by a route change', async () => {
    const client = createQueryClient();
    const results: Array<{ data: string } | null> = [null, { data: 'ok' }];
    const queryFn = vi.fn(() => unlessCancelled(Promise.resolve(results.shift() ?? null)));
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn, retry: client.getDefaultOptions().queries?.retry }),
    ).resolves.toEqual({
      data: 'ok',
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures: they reach the caller at once', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => Promise.reject(new Error('boom')));
    const observer = new QueryObserver(client, { queryKey: ['y'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
