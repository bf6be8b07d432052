import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on narrow screens. The scrolling area takes keyboard focus and is a
 * labelled region, so keyboard users can scroll it too (axe: scrollable-region-focusable).
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
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, ...(label ? { role: 'region', 'aria-label': label } : {}) },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
