import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useInitConfirmEmail } from '../lib/auth/init-confirm-email';
import { settle } from '../lib/settle';

/**
 * What an inactive user sees instead of the routed content (spec section 4): a limited-usage notice
 * with a button that sends the e-mail confirmation again.
 */
export function InactiveNotice() {
  const { t } = useTranslation();
  const resend = useInitConfirmEmail();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const onResend = () => {
    setOutcome(null);
    return settle(resend.mutateAsync(), {
      done: (result) => setOutcome(result.data.success ? 'sent' : 'failed'),
      failed: () => setOutcome('failed'),
    });
  };

  return (
    <Stack data-testid="inactive-notice" maw={720} gap="md">
      <Title order={1}>{t('shell:inactive.title')}</Title>
      <Text>{t('shell:inactive.body')}</Text>
      <div>
        <Button
          onClick={onResend}
          loading={resend.isPending}
          leftSection={<IconMailForward aria-hidden="true" size={18} />}
        >
          {t('shell:inactive.resend')}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome === 'sent' && (
          <Alert color="green" data-testid="inactive-notice-sent">
            {t('shell:inactive.sent')}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert color="red" data-testid="inactive-notice-failed">
            {t('errors:generic')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
