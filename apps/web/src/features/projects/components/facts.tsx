import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs as a description list: two columns on a phone, more on wider screens. */
export function Facts({ facts, cols = 4 }: { facts: Fact[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: cols }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid={fact.testId} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
