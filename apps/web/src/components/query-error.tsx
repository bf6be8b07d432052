import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { errorMessageKey } from '../lib/i18n';

/** A query that failed: its translated message and a retry button, announced as an alert. */
export function QueryError({
  query,
  testId,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(errorMessageKey(query.error, i18n))}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
