import { Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../../lib/i18n';
import { useProviders } from '../api/providers';
import { currentReturnTo } from '../provider-login';
import { useProviderLoginUrl } from '../provider-login-url';
import { PROVIDER_NAMES } from '../provider-names';
import { ProviderIcon } from './provider-icon';

/**
 * "Or log in with": one plain link per provider (the server takes the browser through the provider
 * and back here). Providers this server has not configured are shown disabled, with a hint.
 */
export function ProviderLoginButtons({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const providers = useProviders(enabled);
  const loginUrl = useProviderLoginUrl(providers.data !== undefined);
  if (!providers.data || providers.data.length === 0 || !loginUrl) return null;
  const lang = currentLanguage(i18n);
  const returnTo = currentReturnTo();

  return (
    <Stack gap="sm" mt="lg" data-testid="login-providers">
      <Divider label={t('account:login.orWith')} labelPosition="center" />
      <Stack gap="xs">
        {providers.data.map(({ provider, available }) => {
          const testId = `login-provider-${provider}`;
          return available ? (
            <Button
              key={provider}
              component="a"
              href={loginUrl(provider, lang, returnTo)}
              variant="default"
              fullWidth
              leftSection={<ProviderIcon provider={provider} />}
              data-testid={testId}
            >
              {PROVIDER_NAMES[provider]}
            </Button>
          ) : (
            <Stack key={provider} gap={2} align="stretch">
              <Button
                variant="default"
                fullWidth
                disabled
                leftSection={<ProviderIcon provider={provider} />}
                aria-describedby={`${testId}-hint`}
                data-testid={testId}
              >
                {PROVIDER_NAMES[provider]}
              </Button>
              <Text size="xs" c="dimmed" ta="center" id={`${testId}-hint`}>
                {t('account:login.unavailable')}
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
