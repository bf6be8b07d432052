import { ERR } from '@app/contract';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { useSearchParams } from 'react-router';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { isApiError } from '../../lib/http';
import { errorMessageKey } from '../../lib/i18n';
import { useConfirmAccountDeletion } from './api/confirm-account-deletion';

/**
 * The landing page of the deletion link: `?token=` goes to PUT auth/confirm-deletion, but only after
 * one more click, so that a mail scanner that opens the link cannot delete the account.
 * Public: works without a session.
 */
export function ConfirmDeletionPage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmAccountDeletion();
  const title = t(routeTitleKey('confirm-deletion'));
  usePageTitle(title);

  let content;
  if (!token) {
    content = (
      <Alert color="red" data-testid="confirm-deletion-error">
        {t(ERR.tokenInvalid)}
      </Alert>
    );
  } else if (confirm.isError) {
    content = (
      <Alert color="red" data-testid="confirm-deletion-error">
        {t(
          isApiError(confirm.error) && confirm.error.status === 400
            ? ERR.tokenInvalid
            : errorMessageKey(confirm.error, i18n),
        )}
      </Alert>
    );
  } else if (confirm.isSuccess && confirm.data?.data.success) {
    content = (
      <Alert color="green" role="status" data-testid="confirm-deletion-success">
        {t('account:confirmDeletion.success')}
      </Alert>
    );
  } else if (confirm.isSuccess && confirm.data) {
    content = (
      <Alert color="red" data-testid="confirm-deletion-error">
        {t(ERR.tokenInvalid)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md" align="flex-start" data-testid="confirm-deletion">
        <Text>{t('account:confirmDeletion.intro')}</Text>
        <Button
          color="red"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(token)}
          leftSection={<IconTrash aria-hidden="true" size={18} />}
          data-testid="confirm-deletion-submit"
        >
          {t('account:confirmDeletion.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}

export default ConfirmDeletionPage;
