import { ERR, routePath } from '@app/contract';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { useConfirmEmail } from '../../lib/auth/confirm-email';
import { isApiError } from '../../lib/http';
import { errorMessageKey } from '../../lib/i18n';
import { useLanguage } from '../../lib/language';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';

/**
 * The landing page of the confirmation link: `?token=` goes to PUT auth/confirm-email once.
 * Public: works without a session.
 */
export function ConfirmEmailPage() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);
  const title = t(routeTitleKey('confirm-email'));
  usePageTitle(title);

  useEffect(() => {
    // Tokens are single-use: send each one once, even when effects run twice (StrictMode).
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const dashboard = (
    <Anchor component={Link} to={routePath('profile', lang)}>
      {t('common:toDashboard')}
    </Anchor>
  );

  let content;
  if (!token) {
    content = (
      <Alert color="red" role="alert" data-testid="confirm-email-error">
        {t(ERR.tokenInvalid)}
      </Alert>
    );
  } else if (confirm.isError) {
    content = (
      <Alert color="red" role="alert" data-testid="confirm-email-error">
        {t(
          isApiError(confirm.error) && confirm.error.status === 400
            ? ERR.tokenInvalid
            : errorMessageKey(confirm.error, i18n),
        )}
      </Alert>
    );
  } else if (confirm.isSuccess && confirm.data?.data.success) {
    content = (
      <Alert color="green" role="status" data-testid="confirm-email-success">
        <Stack gap="xs">
          <Text>{t('auth:confirmEmail.success')}</Text>
          <div>{dashboard}</div>
        </Stack>
      </Alert>
    );
  } else if (confirm.isSuccess && confirm.data) {
    content = (
      <Alert color="red" role="alert" data-testid="confirm-email-error">
        {t(ERR.tokenInvalid)}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="xs" align="flex-start" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('auth:confirmEmail.pending')}</Text>
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

export default ConfirmEmailPage;
