import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from './query-error';

/** A query's data once it is there; meanwhile a loader, and a failure with a retry button. */
export function Loaded<T>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  /** Prefix of the loader's and the alert's data-testid. */
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <QueryError query={query} testId={`${testId}-error`} />;
  return <Loader size="sm" aria-label={t('common:loading')} data-testid={`${testId}-loading`} />;
}
