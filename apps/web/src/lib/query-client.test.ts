import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CancelledRequest } from './http';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('asks again, without an error, when a query was cancelled by a route change', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn<() => Promise<{ data: string }>>()
      .mockRejectedValueOnce(new CancelledRequest('route-change'))
      .mockResolvedValueOnce({ data: 'ok' });
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn, retry: client.getDefaultOptions().queries?.retry }),
    ).resolves.toEqual({ data: 'ok' });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('gives up after three cancellations in a row', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new CancelledRequest('duplicate')));
    await expect(
      client.fetchQuery({ queryKey: ['z'], queryFn, retry: client.getDefaultOptions().queries?.retry }),
    ).rejects.toBeInstanceOf(CancelledRequest);
    expect(queryFn).toHaveBeenCalledTimes(4);
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
