import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from '@app/i18n/react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes: leaving through the app (menu, language, back button) asks in a modal first;
 * closing or reloading the tab gets the browser's own question. `hasChanges` is read at the moment
 * of leaving, so typing never re-renders the editor for it.
 */
export function LeaveGuard({
  hasChanges,
  mayLeave,
}: {
  hasChanges: () => boolean;
  /** Navigations that keep the editor (its own URL update after the first save). */
  mayLeave?: (next: { pathname: string; state: unknown }) => boolean;
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ nextLocation }) => !(mayLeave?.(nextLocation) ?? false) && hasChanges());
  useWindowEvent('beforeunload', (event) => {
    if (!hasChanges()) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  });

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('adEditor:leave.title')}
      data-testid="ad-editor-leave"
      centered
    >
      <Stack gap="md">
        <Text>{t('adEditor:leave.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-testid="ad-editor-leave-stay">
            {t('adEditor:leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="ad-editor-leave-confirm">
            {t('adEditor:leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
