import { describe, expect, it, vi } from 'vitest';
import { ERR } from '@app/contract';
import { ApiError } from './http';
import { saveIfUnchanged } from './versioned';

const stale = () =>
  new ApiError({ status: 412, error: 'precondition_failed', messageKey: ERR.preconditionFailed });

describe('saveIfUnchanged', () => {
  it('reads the record first when the form has no version (data a page the server drew was drawn from)', async () => {
    const send = vi.fn(async (etag: string) => `saved at ${etag}`);
    const onStale = vi.fn();
    const saved = await saveIfUnchanged({
      base: { section: { name: 'Immo Demo' }, etag: undefined },
      cached: () => ({ section: { name: 'Immo Demo' }, etag: undefined }),
      reread: async () => ({ section: { name: 'Immo Demo' }, etag: '"v8"' }),
      send,
      onStale,
    });
    expect(saved).toBe('saved at "v8"');
    expect(send).toHaveBeenCalledTimes(1);
    expect(onStale).not.toHaveBeenCalled();
  });

  it('refuses to write over a change made since, when the form has no version', async () => {
    const send = vi.fn(async () => 'saved');
    const onStale = vi.fn();
    const current = { section: { name: 'Immo Elders' }, etag: '"v9"' };
    await expect(
      saveIfUnchanged({
        base: { section: { name: 'Immo Demo' }, etag: undefined },
        cached: () => undefined,
        reread: async () => current,
        send,
        onStale,
      }),
    ).rejects.toMatchObject({ status: 412 });
    expect(send).not.toHaveBeenCalled();
    expect(onStale).toHaveBeenCalledWith(current);
  });

  it('sends with the version it has, and reads again only on a 412', async () => {
    const send = vi.fn(async (etag: string) => {
      if (etag === '"v1"') throw stale();
      return 'saved';
    });
    const saved = await saveIfUnchanged({
      base: { section: { name: 'Immo Demo' }, etag: '"v1"' },
      cached: () => undefined,
      reread: async () => ({ section: { name: 'Immo Demo' }, etag: '"v2"' }),
      send,
      onStale: vi.fn(),
    });
    expect(saved).toBe('saved');
    expect(send.mock.calls).toEqual([['"v1"'], ['"v2"']]);
  });
});
