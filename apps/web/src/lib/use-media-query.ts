import { useCallback, useSyncExternalStore } from 'react';

const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a media query matches, kept current. The server has no screen: a page rendered there
 * assumes `serverValue`, and the browser takes the page over with it, then renders again with its
 * own answer. A first answer that differed from the markup would leave the server's attributes in
 * place (React does not mend attributes while it takes a page over).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}
