import type { SecureAccountBody } from '@app/contract';
import { ERR, routePath } from '@app/contract';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/http';
import { currentLanguage, errorMessageKey } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { useSchemaCheck } from '../../lib/schema-check';
import { settle } from '../../lib/settle';
import { useSecureAccount } from './api/secure-account';
import { NewPasswordFields } from './components/new-password-fields';

/**
 * The landing page of a security notice's "this wasn't me" link (issue 51): `?token=` and a new
 * password end every session of the account and replace its password, the attacker's too. Public:
 * the user may have lost every session, or the password. A mail scanner opening the link changes
 * nothing: it takes the form.
 */
export function SecureAccountPage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const title = t(routeTitleKey('secure-account'));
  usePageTitle(title);
  const secure = useSecureAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const check = useSchemaCheck((schemas) => schemas.SecureAccountBody);
  const form = useForm<SecureAccountBody>({
    mode: 'uncontrolled',
    initialValues: { token, newPassword: '', newPasswordRepeat: '' },
    validate: check.validate,
    validateInputOnBlur: true,
  });

  const send = form.onSubmit((values) => {
    setFailure(null);
    return settle(secure.mutateAsync(values), {
      failed: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        else if (isApiError(error) && error.status === 400) setFailure(ERR.tokenInvalid);
        else setFailure(errorMessageKey(error, i18n));
      },
    });
  });
  const submit = check.submit(
    () => send(),
    (error) => setFailure(errorMessageKey(error, i18n)),
  );

  let content;
  if (secure.isSuccess) {
    content = (
      <Stack gap="md" align="flex-start">
        <Alert color="green" role="status" data-testid="secure-account-success">
          {t('account:secureAccount.success')}
        </Alert>
        <Anchor component={Link} to={routePath('profile', currentLanguage(i18n))}>
          {t('account:secureAccount.signIn')}
        </Anchor>
      </Stack>
    );
  } else if (!token) {
    content = (
      <Alert color="red" data-testid="secure-account-error">
        {t(ERR.tokenInvalid)}
      </Alert>
    );
  } else {
    content = (
      <form onSubmit={submit} onFocus={check.preload} noValidate data-testid="secure-account-form">
        <Stack gap="md">
          <Text>{t('account:secureAccount.intro')}</Text>
          {failure && (
            <Alert color="red" data-testid="secure-account-error">
              {t(failure)}
            </Alert>
          )}
          <NewPasswordFields form={form} testId="secure-account" />
          <div>
            <Button
              type="submit"
              color="red"
              loading={check.waiting || secure.isPending}
              data-testid="secure-account-submit"
            >
              {t('account:secureAccount.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}

export default SecureAccountPage;
