import type { Paging } from '@app/contract';
import { Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@app/i18n/react';
import { ListPagination } from './list-pagination';
import { QueryError } from './query-error';
import cardList from './card-list.module.css';

/**
 * A paged list of cards under its heading: the loader, a failure with a retry, the total (announced),
 * the empty state, the cards in a `<ul>`, and the page buttons. The heading takes the focus back when
 * a card goes away (`headingRef`). Test ids start with `testId`: `-results`, `-total`, `-empty`…
 */
export function PagedListSection<Item>({
  testId,
  heading,
  headingRef,
  query,
  total,
  empty,
  page,
  onPage,
  paginationLabel,
  children,
}: {
  testId: string;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  query: UseQueryResult<{ data: Item[]; paging: Paging }>;
  total: (count: number) => string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  paginationLabel: string;
  /** The cards: each an `<li>`. */
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${testId}-results-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={`${testId}-results`}>
      <Title order={2} size="h4" mb="sm" id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </Title>
      {query.isError && !query.data ? (
        <QueryError query={query} testId={`${testId}-error`} />
      ) : !query.data ? (
        <Loader size="sm" aria-label={t('common:loading')} data-testid={`${testId}-loading`} />
      ) : (
        <Stack gap="md" aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.6 : 1}>
          <Text fw={600} role="status" data-testid={`${testId}-total`}>
            {total(query.data.paging.total)}
          </Text>
          {query.data.data.length === 0 ? (
            <Text data-testid={`${testId}-empty`}>{empty}</Text>
          ) : (
            <Stack
              gap="sm"
              component="ul"
              className={cardList.list}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={heading}
            >
              {children(query.data.data)}
            </Stack>
          )}
          <ListPagination
            label={paginationLabel}
            testId={`${testId}-pagination`}
            totalPages={query.data.paging.totalPages}
            page={page}
            onChange={onPage}
          />
        </Stack>
      )}
    </section>
  );
}
