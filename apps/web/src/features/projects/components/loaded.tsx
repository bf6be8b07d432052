import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/i18n';

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
  const { t, i18n } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert color="red" role="alert" data-testid={`${testId}-error`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(errorMessageKey(query.error, i18n))}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <Loader size="sm" aria-label={t('common:loading')} data-testid={`${testId}-loading`} />;
}
