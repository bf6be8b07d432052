import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';

/** The question a blocked navigation asks: stay, or leave the unsaved changes. */
export function LeaveDialog({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('adEditor:leave.title')}
      data-testid="ad-editor-leave"
      centered
    >
      <Stack gap="md">
        <Text>{t('adEditor:leave.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-testid="ad-editor-leave-stay">
            {t('adEditor:leave.stay')}
          </Button>
          <Button color="red" onClick={onLeave} data-testid="ad-editor-leave-confirm">
            {t('adEditor:leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
