import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { Loaded } from '../../../components/loaded';

/** One kind of draft under its heading: a loader, the failure, the empty message or the table. */
export function DraftSection<T>({
  testId,
  title,
  headingRef,
  query,
  count,
  empty,
  children,
}: {
  testId: string;
  title: string;
  /** Focus lands here after a deletion: the row that had it is gone. */
  headingRef: Ref<HTMLHeadingElement>;
  query: UseQueryResult<T[]>;
  count: (total: number) => string;
  empty: string;
  children: (drafts: T[]) => ReactNode;
}) {
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h4" mb="sm" id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      <Loaded query={query} testId={testId}>
        {(drafts) => (
          <Stack gap="sm">
            <Text size="sm" fw={600} role="status" data-testid={`${testId}-total`}>
              {count(drafts.length)}
            </Text>
            {drafts.length === 0 ? <Text data-testid={`${testId}-empty`}>{empty}</Text> : children(drafts)}
          </Stack>
        )}
      </Loaded>
    </section>
  );
}
