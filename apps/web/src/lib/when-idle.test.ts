import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

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

  it('asks the browser to run it within IDLE_TIMEOUT_MS even when it is never idle', () => {
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    try {
      const run = vi.fn();
      const cancel = whenIdle(run);
      expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: IDLE_TIMEOUT_MS });
      cancel();
      expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });
});
