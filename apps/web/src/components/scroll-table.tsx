import type { ReactNode } from 'react';
import classes from './scroll-table.module.css';

/**
 * A table that scrolls sideways on narrow screens, with the browser's own scrolling (Mantine's
 * Table.ScrollContainer brings its ScrollArea and a floating-ui package into the first load). The
 * scrolling area takes keyboard focus and is a labelled region, so keyboard users can scroll it too
 * (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  minWidth,
  label,
  stickyActions = false,
  children,
}: {
  minWidth: number;
  label?: string | undefined;
  /**
   * The last column holds the row's actions: it stays in view at the right edge while the rest
   * scrolls under it, so a phone user never has to find a row's edit or delete button sideways.
   */
  stickyActions?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.scroll}
      tabIndex={0}
      data-scroll-table=""
      {...(stickyActions ? { 'data-sticky-actions': '' } : {})}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
    >
      <div style={{ minWidth }} data-scroll-table-inner="">
        {children}
      </div>
    </div>
  );
}
