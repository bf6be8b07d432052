import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../../components/confirmed-action';
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

  const request = ({ kind, id, name, onDeleted }: DraftToDelete) => {
    runConfirmed({
      title: t(kind === 'property' ? 'drafts:confirm.propertyTitle' : 'drafts:confirm.projectTitle'),
      question: t('drafts:confirm.body', { name }),
      labels: { confirm: t('drafts:confirm.delete'), cancel: t('drafts:confirm.cancel') },
      testId: 'drafts-delete',
      destructive: true,
      run: () => mutation.mutateAsync({ kind, id }),
      succeeded: () => {
        onDeleted?.();
        return { message: t('drafts:deleted', { name }), testId: 'drafts-notification-success' };
      },
      failed: (error) => ({
        message: t(errorMessageKey(error, i18n)),
        testId: 'drafts-notification-failure',
      }),
    });
  };

  return { request, deleting };
}
