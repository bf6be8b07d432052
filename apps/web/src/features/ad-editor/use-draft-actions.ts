import type { Order } from '@app/contract';
import { ERR } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { useRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../lib/http';
import { useAdEditorNotify } from './components/notify';
import type { z } from 'zod';
import type { useDraftForm } from './use-draft-form';
import { settle } from '../../lib/settle';

type Values = Record<string, unknown>;

/**
 * What both editors do with their form: save the draft, check and save before publication, and
 * announce a publication. `persist` sends the values (it rejects on failure and on cancellation);
 * `leave` goes on after a publication.
 */
export function useDraftActions<V extends Values, D extends z.ZodType>({
  draftForm,
  persist,
  leave,
}: {
  draftForm: ReturnType<typeof useDraftForm<V, D>>;
  persist: (values: V) => Promise<void>;
  leave: () => void;
}) {
  const { t } = useTranslation();
  const notify = useAdEditorNotify();
  const { form, showErrors, check, checkDraft, checkPublishable } = draftForm;
  const published = useRef(false);

  /**
   * Saves what is on screen; false when it was not saved (the fields or a notice say why, and a
   * cancelled save says nothing).
   */
  const saveValues = async (): Promise<boolean> => {
    const values = structuredClone(form.getValues());
    let saved = false;
    await settle(persist(values), {
      done: () => {
        // What was saved is the new "unchanged": leaving now asks nothing (later typing does again).
        form.resetDirty(values);
        saved = true;
      },
      failed: (error) => {
        if (isApiError(error) && error.fields) showErrors(error.fields);
        notify.failure(error);
      },
    });
    return saved;
  };

  return {
    /**
     * "Save draft": the lenient schema (once loaded), then the save. A second press while one runs
     * does nothing, so a new draft is never created twice.
     */
    onSave: check.submit(
      async () => {
        if (!checkDraft()) {
          notify.problem('adEditor:save.checkFields');
          return;
        }
        if (await saveValues()) notify.success(t('adEditor:save.done'));
      },
      (error) => notify.failure(error),
    ),
    /** A save or its schemas' loading is under way: the save button shows it. */
    saving: check.waiting,
    /** Before the order: what the server would refuse is marked here, then the draft is saved. */
    async beforePublish(): Promise<boolean> {
      let publishable: boolean;
      try {
        publishable = await checkPublishable();
      } catch (error) {
        notify.failure(error);
        return false;
      }
      if (!publishable) {
        notify.problem(ERR.draftIncomplete);
        return false;
      }
      return saveValues();
    },
    onPublished(order: Order) {
      published.current = true;
      notify.success(
        t('adEditor:publish.done', {
          amount: formatMoney(order.amount),
          communication: order.structuredCommunication,
        }),
        { keep: true },
      );
      leave();
    },
    /** Unsaved changes, for the leave guard (none once published). */
    hasChanges: () => !published.current && form.isDirty(),
  };
}
