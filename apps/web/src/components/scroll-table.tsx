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
  children,
}: {
  minWidth: number;
  label?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.scroll}
      tabIndex={0}
      data-scroll-table=""
      {...(label ? { role: 'region', 'aria-label': label } : {})}
    >
      <div style={{ minWidth }} data-scroll-table-inner="">
        {children}
      </div>
    </div>
  );
}
