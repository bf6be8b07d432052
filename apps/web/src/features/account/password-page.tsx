import type { ChangePasswordBody as ChangePasswordValues } from '@app/contract';
import { ERR } from '@app/contract';
import { Alert, Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { isApiError } from '../../lib/http';
import { errorMessageKey } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useSchemaCheck } from '../../lib/schema-check';
import { useChangePassword } from './api/change-password';
import { NewPasswordFields, usePasswordError } from './components/new-password-fields';
import { settle } from '../../lib/settle';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** The `password` route: current, new and repeated password (spec section 5). */
export function PasswordPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('password'));
  usePageTitle(title);

  let content;
  if (!user) content = <Loader size="sm" aria-label={t('common:loading')} />;
  else if (!user.userInfo.hasPassword) {
    content = (
      <Alert color="blue" role="status" data-testid="password-none">
        {t('account:password.none')}
      </Alert>
    );
  } else content = <PasswordForm />;

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}

function PasswordForm() {
  const { t, i18n } = useTranslation();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  // The first failing rule of a field is the one to fix first (required, then length, then policy).
  const check = useSchemaCheck((schemas) => schemas.ChangePasswordBody);
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: check.validate,
    validateInputOnBlur: true,
  });

  const send = form.onSubmit((values) => {
    setServerError(null);
    return settle(change.mutateAsync(values), {
      done: (result) => {
        if (!result.data.success) {
          setServerError(ERR.generic);
          return;
        }
        form.reset();
        notifications.show({
          color: 'green',
          title: t('account:password.successTitle'),
          message: t('account:password.success'),
          'data-testid': 'password-success',
        });
      },
      failed: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        else setServerError(errorMessageKey(error, i18n));
      },
    });
  });

  // The schema loads with the form's first focus; a submit waits for it, so the form is always checked.
  const submit = check.submit(
    () => send(),
    (error) => setServerError(errorMessageKey(error, i18n)),
  );

  const fieldError = usePasswordError();
  const toggle = { 'aria-label': t('auth:login.showPassword') };

  return (
    <form onSubmit={submit} onFocus={check.preload} noValidate data-testid="password-form">
      <Stack gap="md">
        <Text>{t('account:password.intro')}</Text>
        {serverError && (
          <Alert color="red" data-testid="password-error">
            {t(serverError)}
          </Alert>
        )}
        <PasswordInput
          {...form.getInputProps('currentPassword')}
          key={form.key('currentPassword')}
          error={fieldError(form.errors.currentPassword)}
          label={t('account:password.current')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          data-testid="password-current"
        />
        <NewPasswordFields form={form} testId="password" />
        <div>
          <Button type="submit" loading={check.waiting || change.isPending} data-testid="password-submit">
            {t('account:password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export default PasswordPage;
