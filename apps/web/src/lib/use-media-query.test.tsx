import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose answer the test changes, telling its listeners as a browser would. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn(() => ({
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMedia as unknown as typeof window.matchMedia);
  return {
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  it("answers the browser's match and follows its changes", () => {
    const media = fakeMatchMedia(false);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 62em)', true));
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("answers the server's assumption where the page is rendered on the server", () => {
    function Probe() {
      return <span>{String(useMediaQuery('(min-width: 62em)', true))}</span>;
    }
    fakeMatchMedia(false);
    expect(renderToString(<Probe />)).toBe('<span>true</span>');
  });
});
