import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/confirm-modal';
import type { TFunction } from '@app/i18n';

interface ConfirmOptions {
  title: string;
  body: string;
  confirmLabel: string;
  /** data-testid of the confirm button. */
  testId: string;
  onConfirm: () => void;
}

/** Every destructive action of this feature asks first: a red confirm button, a labelled close button. */
export function confirmAction(
  t: TFunction,
  { title, body, confirmLabel, testId, onConfirm }: ConfirmOptions,
) {
  openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm: confirmLabel, cancel: t('account:cancel') },
    confirmProps: { color: 'red', 'data-testid': testId },
    cancelProps: { 'data-testid': `${testId}-cancel` },
    closeButtonProps: { 'aria-label': t('account:close') },
    onConfirm,
  });
}
