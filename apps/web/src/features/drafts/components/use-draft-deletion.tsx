import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/i18n';
import type { DraftKind } from '../api/delete-draft';
import { useDeleteDraft } from '../api/delete-draft';

export interface DraftToDelete {
  kind: DraftKind;
  id: number;
  /** How the user knows it: the modal and the notice name it. */
  name: string;
  /** Runs once the draft is gone (the page moves focus off the removed row). */
  onDeleted?: () => void;
}

/**
 * Deleting a draft (spec section 5: delete actions need confirmation): a modal that names the draft,
 * then the call; the outcome as a notice. `deleting` is the draft being deleted.
 */
export function useDraftDeletion(userId: number) {
  const { t, i18n } = useTranslation();
  const mutation = useDeleteDraft(userId);
  const deleting = mutation.isPending ? mutation.variables : null;

  const remove = async ({ kind, id, name, onDeleted }: DraftToDelete) => {
    try {
      const result = await mutation.mutateAsync({ kind, id });
      // A route change cancelled it: nobody is left to tell.
      if (!result) return;
      onDeleted?.();
      notifications.show({
        color: 'green',
        message: t('drafts:deleted', { name }),
        'data-testid': 'drafts-notification-success',
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t(errorMessageKey(error, i18n)),
        autoClose: false,
        'data-testid': 'drafts-notification-failure',
      });
    }
  };

  const request = (draft: DraftToDelete) => {
    modals.openConfirmModal({
      title: t(draft.kind === 'property' ? 'drafts:confirm.propertyTitle' : 'drafts:confirm.projectTitle'),
      children: (
        <Text size="sm" data-testid="drafts-delete-question">
          {t('drafts:confirm.body', { name: draft.name })}
        </Text>
      ),
      labels: { confirm: t('drafts:confirm.delete'), cancel: t('drafts:confirm.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'drafts-delete-confirm' },
      cancelProps: { 'data-testid': 'drafts-delete-cancel' },
      onConfirm: () => void remove(draft),
    });
  };

  return { request, deleting };
}
