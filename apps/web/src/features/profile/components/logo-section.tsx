import type { Logos, LogoTarget } from '@app/contract';
import { LANGUAGES, LOGO_DELAY_HOURS, LOGO_MAX_BYTES } from '@app/contract';
import { Alert, Button, Card, Group, Image, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { errorMessageKey } from '../../../lib/i18n';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadLogo } from '../api/upload-logo';
import { confirmDelete } from './confirm-delete';
import { ImageUploadInput } from './image-upload-input';
import { LANGUAGE_NAMES } from '../../../lib/language-names';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { settle } from '../../../lib/settle';

type Mode = 'all' | 'perLanguage';

/** Per language when the agency has language logos and no common one; otherwise one for all. */
const initialMode = (logos: Logos): Mode =>
  !logos.all && LANGUAGES.some((lang) => logos[lang]) ? 'perLanguage' : 'all';

/** 7. Logo (professionals): one for all languages or one per language; shows within 24 hours. */
export function LogoSection({ userId, logos }: { userId: number; logos: Logos }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(() => initialMode(logos));
  const targets: LogoTarget[] = mode === 'all' ? ['all'] : [...LANGUAGES];

  return (
    <ProfileSection testId="profile-logo" title={t('profile:logo.title')}>
      <Alert color="blue" icon={<IconClockHour4 aria-hidden="true" />} data-testid="profile-logo-delay">
        {t('profile:logo.delay', { hours: LOGO_DELAY_HOURS })}
      </Alert>
      <Radio.Group
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        label={t('profile:logo.mode')}
        data-testid="profile-logo-mode"
      >
        <Group mt="xs">
          <Radio value="all" label={t('profile:logo.modeAll')} data-testid="profile-logo-mode-all" />
          <Radio
            value="perLanguage"
            label={t('profile:logo.modePerLanguage')}
            data-testid="profile-logo-mode-per-language"
          />
        </Group>
      </Radio.Group>
      {mode === 'perLanguage' && logos.all && (
        <Text size="sm" c="dimmed">
          {t('profile:logo.fallback')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: targets.length === 1 ? 1 : 3 }}>
        {targets.map((target) => (
          <LogoCard key={target} userId={userId} target={target} url={logos[target]} />
        ))}
      </SimpleGrid>
    </ProfileSection>
  );
}

function LogoCard({ userId, target, url }: { userId: number; target: LogoTarget; url: string | null }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const uploadLogo = useUploadLogo(userId);
  const deleteLogo = useDeleteLogo(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const name = target === 'all' ? t('profile:logo.targetAll') : t(LANGUAGE_NAMES[target]);
  const testId = `profile-logo-${target}`;

  const onFile = async (file: File) => {
    setServerError(null);
    await settle(uploadLogo.mutateAsync({ target, file }), {
      done: () => notify.success(t('profile:logo.uploaded', { hours: LOGO_DELAY_HOURS })),
      failed: (error) => {
        setServerError(errorMessageKey(error, i18n));
        notify.failure(error);
      },
    });
  };

  const askDelete = () =>
    confirmDelete({
      title: t('profile:logo.confirmTitle'),
      message: t('profile:logo.confirmBody', { target: name }),
      confirm: t('profile:delete'),
      cancel: t('profile:cancel'),
      onConfirm: async () => {
        await settle(deleteLogo.mutateAsync(target), {
          done: () => notify.success(t('profile:logo.deleted')),
          failed: (error) => notify.failure(error),
        });
      },
    });

  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('profile:logo.cardTitle', { target: name })}
        </Title>
        {url ? (
          <Image
            src={url}
            alt={t('profile:logo.currentAlt', { target: name })}
            h={120}
            fit="contain"
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Text c="dimmed" data-testid={`${testId}-none`}>
            {t('profile:logo.none')}
          </Text>
        )}
        <ImageUploadInput
          label={t('profile:logo.choose', { target: name })}
          maxBytes={LOGO_MAX_BYTES}
          onFile={(file) => void onFile(file)}
          error={serverError}
          loading={uploadLogo.isPending}
          testId={`${testId}-input`}
        />
        {url && (
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              size="xs"
              leftSection={<IconTrash aria-hidden="true" size={16} />}
              aria-label={t('profile:logo.delete', { target: name })}
              loading={deleteLogo.isPending}
              onClick={askDelete}
              data-testid={`${testId}-delete`}
            >
              {t('profile:delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
