import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@app/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSchemaCheck } from './schema-check';

describe('useSchemaCheck', () => {
  it('checks nothing until the schema is in, then as the server would, loading it once', async () => {
    const { result } = renderHook(() => useSchemaCheck((schemas) => schemas.ChangePasswordBody));
    const empty = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };
    expect(result.current.validate(empty)).toEqual({});
    const first = result.current.load();
    expect(result.current.load()).toBe(first);
    await first;
    expect(result.current.validate(empty)).toMatchObject({ currentPassword: MSG.passwordRequired });
  });

  it('runs a submit once the schema is in, and ignores a second submit while the first waits', async () => {
    const { result } = renderHook(() => useSchemaCheck((schemas) => schemas.ChangePasswordBody));
    const run = vi.fn();
    const failed = vi.fn();
    act(() => {
      const submit = result.current.submit(run, failed);
      submit();
      submit();
    });
    expect(result.current.waiting).toBe(true);
    await waitFor(() => expect(result.current.waiting).toBe(false));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toBeDefined();
    expect(failed).not.toHaveBeenCalled();
  });
});
