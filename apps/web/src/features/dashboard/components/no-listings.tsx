import type { CurrentUser } from '@app/contract';
import { adLink } from '@app/contract';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { useCurrentLanguage } from '../../../lib/i18n';

/**
 * No listed listings yet: an invitation to place an ad, except for users whose listings come from
 * their software (they cannot place ads here, spec section 6).
 */
export function NoListings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { hasSoftware, softwareName } = user.userInfo;
  return (
    <Paper withBorder p="lg" data-testid="dashboard-no-listings">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4">
          {t('dashboard:empty.title')}
        </Title>
        {hasSoftware ? (
          <Text>{t('dashboard:empty.software', { software: softwareName ?? '' })}</Text>
        ) : (
          <>
            <Text>{t('dashboard:empty.body')}</Text>
            <Button component={Link} to={adLink(lang)} data-testid="dashboard-place-ad">
              {t('dashboard:empty.placeAd')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
