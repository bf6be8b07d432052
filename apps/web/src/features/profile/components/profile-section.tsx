import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One part of the "My data" screen: a landmark region named by its heading, with its own test id. */
export function ProfileSection({
  testId,
  title,
  children,
}: {
  testId: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
