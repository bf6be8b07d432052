import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Focus back on what opened a dialog once it closes. Mantine's Modal returns focus when its `opened`
 * turns false, but a dialog mounted only while open is gone before that, and focus fell on `<body>`:
 * a keyboard or screen-reader user had to find their place again from the top.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : fallback?.current;
    opener.current = null;
    // After the dialog's own unmount and focus trap let go.
    requestAnimationFrame(() => target?.focus());
  }, [fallback]);
  return { remember, restore };
}
