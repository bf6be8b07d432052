import { vi } from 'vitest';

/**
 * Media queries answered as the test says (a phone's width, reduced motion), on top of the set-up's
 * jsdom stand-in; vi.stubGlobal's stub is put back after each test (unstubGlobals).
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: matches(query) }));
}
