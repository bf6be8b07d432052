import { routeId } from '@app/contract';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { useCurrentRoute } from '../../lib/language';
import { useFocusHeadingOnScreenChange } from '../../lib/route-focus';
import classes from './shell.module.css';

export const MAIN_ID = 'main-content';

/**
 * The page's frame: a fixed header, the side menu when there is one, the page (decision 046). Where
 * the menu is open is kept for both sizes; the stylesheet shows the one the screen has.
 */
export function Frame({
  mobileOpen = false,
  desktopOpen = false,
  children,
}: {
  mobileOpen?: boolean;
  desktopOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.frame}
      data-mobile-open={mobileOpen || undefined}
      data-desktop-open={desktopOpen || undefined}
    >
      {children}
    </div>
  );
}

/**
 * The fixed header. A modal hides the page's scroll bar and pads the body by its width; the class keeps
 * the header's right edge where it was, as Mantine's own header did.
 */
export function ShellHeader({ children }: { children: ReactNode }) {
  return (
    <header className={`${classes.header} ${zeroRightClassName}`} data-shell="header">
      {children}
    </header>
  );
}

/** First focusable element of every page: jumps over header and menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink}>
      {t('common:skipToContent')}
    </a>
  );
}

/**
 * The `<main>` of every page. It carries `data-route="{routeId}"` (e.g. savedsearches-fr), or
 * `not-found` outside the route table, so end-to-end tests can tell the pages apart.
 */
export function RouteMain({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const main = useRef<HTMLElement>(null);
  const id = route ? routeId(route.name, route.lang) : 'not-found';
  useFocusHeadingOnScreenChange(main, id);
  return (
    <main ref={main} id={MAIN_ID} tabIndex={-1} className={classes.main} data-shell="main" data-route={id}>
      {children}
    </main>
  );
}
