import { DELETION_TOKEN_TTL_HOURS, ERR } from '@app/contract';
import { Alert, Button, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';
import { useSchemaCheck } from '../../../lib/schema-check';
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
  const { t, i18n } = useTranslation();
  const request = useRequestAccountDeletion();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  /** The schema could not load: the message of that failure, not the e-mail's. */
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  // The schema loads with the form's first focus, not with the tab; a submit waits for it.
  const check = useSchemaCheck((schemas) => schemas.DeleteAccountBody);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { confirm: false },
    validate: check.validate,
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

  const confirm = form.onSubmit(() => {
    confirmAction(t, {
      title: t('account:delete.confirmTitle'),
      body: t('account:delete.confirmBody', { email }),
      confirmLabel: t('account:delete.confirmButton'),
      testId: 'delete-account-confirm-button',
      onConfirm: () => void send(),
    });
  });
  const submit = check.submit(
    () => {
      setLoadFailure(null);
      confirm();
    },
    (error) => setLoadFailure(errorMessageKey(error, i18n)),
  );

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
      <form onSubmit={submit} onFocus={check.preload} noValidate>
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
            loading={check.waiting || request.isPending}
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
        {loadFailure && (
          <Alert color="red" data-testid="delete-account-load-error">
            {t(loadFailure)}
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
