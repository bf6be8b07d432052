import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * After a move to another screen, focus goes to its heading (else to the page, as the skip link sends
 * it): a keyboard user goes on from the page's top instead of the menu link they pressed, and a screen
 * reader reads the new page's name. The router renders a screen once its module is loaded, so its
 * heading is there when this runs. Only when the screen changes (a dialog of the same screen keeps its
 * own focus), never on the first page.
 */
export function useFocusHeadingOnScreenChange(main: RefObject<HTMLElement | null>, screen: string): void {
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const target = main.current?.querySelector('h1') ?? main.current;
    if (!target) return;
    target.tabIndex = -1;
    target.focus();
  }, [main, screen]);
}
