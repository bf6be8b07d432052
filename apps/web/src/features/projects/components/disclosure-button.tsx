import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The button of a disclosure (WAI-ARIA pattern): aria-expanded tells its state, aria-controls names
 * the panel while it exists (a closed panel is not rendered, so there is nothing to point at).
 */
export function DisclosureButton({
  expanded,
  panelId,
  onToggle,
  testId,
  children,
}: {
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      aria-expanded={expanded}
      {...(expanded ? { 'aria-controls': panelId } : {})}
      onClick={onToggle}
      data-testid={testId}
      rightSection={
        <IconChevronDown
          size={16}
          aria-hidden
          style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      }
    >
      {children}
    </Button>
  );
}
