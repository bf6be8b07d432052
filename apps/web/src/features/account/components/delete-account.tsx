import { DeleteAccountBody, DELETION_TOKEN_TTL_HOURS, ERR } from '@app/contract';
import { Alert, Button, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../../lib/http';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { confirmAction } from './confirm';
import { settle } from '../../../lib/settle';

// A type alias, not an interface: the resolver wants a record of values.
type Values = { confirm: boolean };

/**
 * Delete account (spec sections 5 and 8): the checkbox is required, a dialog asks once more, then the
 * server sends an e-mail whose link completes the deletion.
 */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useRequestAccountDeletion();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { confirm: false },
    validate: zod4Resolver(DeleteAccountBody),
  });

  const send = () => {
    setOutcome(null);
    return settle(request.mutateAsync(), {
      done: (result) => {
        setOutcome(result.data.success ? 'sent' : 'failed');
        if (result.data.success) form.reset();
      },
      failed: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        else setOutcome('failed');
      },
    });
  };

  const submit = form.onSubmit(() => {
    confirmAction(t, {
      title: t('account:delete.confirmTitle'),
      body: t('account:delete.confirmBody', { email }),
      confirmLabel: t('account:delete.confirmButton'),
      testId: 'delete-account-confirm-button',
      onConfirm: () => void send(),
    });
  });

  const fieldError = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);

  return (
    <Stack gap="sm" data-testid="delete-account">
      <Title order={3}>{t('account:delete.title')}</Title>
      <Text>{t('account:delete.intro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('account:delete.step1', { email })}</List.Item>
        <List.Item>{t('account:delete.step2', { hours: DELETION_TOKEN_TTL_HOURS })}</List.Item>
        <List.Item>{t('account:delete.step3')}</List.Item>
      </List>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" align="flex-start">
          <Checkbox
            {...form.getInputProps('confirm', { type: 'checkbox' })}
            key={form.key('confirm')}
            error={fieldError(form.errors.confirm)}
            label={t('account:delete.checkbox')}
            required
            data-testid="delete-account-checkbox"
          />
          <Button
            type="submit"
            color="red"
            loading={request.isPending}
            leftSection={<IconTrash aria-hidden="true" size={18} />}
            data-testid="delete-account-submit"
          >
            {t('account:delete.submit')}
          </Button>
        </Stack>
      </form>
      <div aria-live="polite">
        {outcome === 'sent' && (
          <Alert color="green" role="status" data-testid="delete-account-sent">
            {t('account:delete.sent')}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert color="red" data-testid="delete-account-error">
            {t(ERR.deletionMailFailed)}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
