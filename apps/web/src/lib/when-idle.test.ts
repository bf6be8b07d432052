import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
});

describe('when idle', () => {
  it('runs once the browser is idle, unless cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
