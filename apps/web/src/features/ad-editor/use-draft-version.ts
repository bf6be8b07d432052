import type { ProjectAdDraft, PropertyAdDraft } from '@app/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useFormVersion } from '../../lib/use-form-version';
import type { FormBase, Versioned } from '../../lib/versioned';
import { versionOf } from '../../lib/versioned';

type Draft = PropertyAdDraft | ProjectAdDraft;
/** What the editor writes of a draft: everything but its id, code and dates. */
export type DraftFields<D extends Draft> = Omit<D, 'id' | 'vlancode' | 'createdAt' | 'updatedAt'>;

export const fieldsOf = <D extends Draft>({
  id: _id,
  vlancode: _vlancode,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...fields
}: D): DraftFields<D> => fields;

/** Where a kind of draft is cached, and how it is read again. */
export interface DraftQuery<D extends Draft> {
  key: (userId: number, id: number) => QueryKey;
  reread: (queryClient: QueryClient, userId: number, id: number) => Promise<D>;
}

/** The editor's form, as far as showing the draft's current values goes. */
interface ValuesForm<V> {
  setInitialValues: (values: V) => void;
  setValues: (values: V) => void;
}

/**
 * The version of the draft in the editor (decision 055): its fields as the editor loaded or last
 * saved them, and the draft's version then. `id` is null before the first save (a POST, which names
 * no version); after it the version is unknown until the draft is read again. When a save finds the
 * draft changed elsewhere, `form` shows it as it is now (`valuesOf` its fields) and the save rejects
 * with the 412, whose message says so.
 */
export function useDraftVersion<D extends Draft, V>(
  userId: number,
  draft: { current: D | null; id: number | null; query: DraftQuery<D> },
  form: ValuesForm<V>,
  valuesOf: (fields: DraftFields<D>) => V,
) {
  const queryClient = useQueryClient();
  const { id, query } = draft;
  const baseOf = (current: D): FormBase<DraftFields<D> | null> => ({
    section: fieldsOf(current),
    etag: versionOf(current),
  });
  const version = useFormVersion<DraftFields<D> | null>(draft.current ? fieldsOf(draft.current) : null, {
    cached: () => {
      const current = id === null ? undefined : queryClient.getQueryData<D>(query.key(userId, id));
      return current ? baseOf(current) : undefined;
    },
    reread: async () => {
      if (id === null) throw new Error('a draft is read again only once it is saved');
      return baseOf(await query.reread(queryClient, userId, id));
    },
  });
  const showCurrent = (current: DraftFields<D> | null) => {
    if (!current) return;
    form.setInitialValues(valuesOf(current));
    form.setValues(valuesOf(current));
  };
  /** After a save: the draft is `saved` at version `etag` (undefined: unknown). */
  const saved = (answer: Versioned<{ data: D }>) => version.saved(fieldsOf(answer.answer.data), answer.etag);
  return {
    saved,
    /** A PUT (`send`, with If-Match) over the draft's version. */
    save: async (send: (ifMatch: string) => Promise<Versioned<{ data: D }>>) => {
      const answer = await version.save(send, showCurrent);
      saved(answer);
      return answer;
    },
  };
}
