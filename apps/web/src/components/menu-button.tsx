import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { forwardRef } from 'react';

/**
 * A row's or a card's menu button (a chevron after its text), with `aria-haspopup` and
 * `aria-expanded` as Mantine's menu gives them: the same button before the menu is drawn (its code
 * loads on the first press) and as the menu's target after.
 */
export const MenuButton = forwardRef<
  HTMLButtonElement,
  { children: ReactNode; loading: boolean } & ComponentPropsWithoutRef<'button'>
>(function MenuButton({ children, loading, ...rest }, ref) {
  return (
    <Button
      aria-haspopup="menu"
      aria-expanded={false}
      {...rest}
      ref={ref}
      variant="default"
      size="xs"
      loading={loading}
      rightSection={<IconChevronDown size={14} aria-hidden />}
    >
      {children}
    </Button>
  );
});
