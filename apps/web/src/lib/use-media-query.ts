import { createContext, useCallback, useSyncExternalStore } from 'react';

const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * What the server assumed of the screen when it rendered the page: a phone's narrow screen when the
 * browser says it is one, else a desktop's. The browser takes the page over with the same assumption.
 */
export const ScreenAssumption = createContext<{ desktop: boolean }>({ desktop: true });

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
