import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One part of the editor: a region named by its heading (h2 under the page's h1). */
export function EditorSection({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed" mt={4}>
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
