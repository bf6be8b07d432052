import type { SavedSearch, SaveSearchBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { listedVersion } from '../../../lib/listed-version';
import { useFormVersion } from '../../../lib/use-form-version';
import { mySavedSearchesKey } from './my-saved-searches';

const createSavedSearch = lazyEndpoint('createSavedSearch');
const updateSavedSearch = lazyEndpoint('updateSavedSearch');

export type SaveSearchInput =
  /** A new search (POST). */
  | { id: null; body: SaveSearchBody }
  /** A change (PUT) over the version `ifMatch` of the search (decision 055). */
  | { id: number; body: SaveSearchBody; ifMatch: string };

/** POST my-saved-searches (no id) or PUT my-saved-searches/:id. */
export const saveSearch = (input: SaveSearchInput) =>
  input.id === null
    ? call(createSavedSearch, { body: input.body })
    : call(
        updateSavedSearch,
        { params: { id: input.id }, body: input.body },
        { headers: { 'if-match': input.ifMatch } },
      );

export function useSaveSearch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'save'],
    mutationFn: saveSearch,
    // A new search goes first and the counts change: every page is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySavedSearchesKey(userId) }),
  });
}

/** What the search form writes of a search. */
export type SearchSection = Pick<SavedSearch, 'name' | 'criteria' | 'places'>;

const sectionOf = ({ name, criteria, places }: SearchSection): SearchSection => ({ name, criteria, places });

/**
 * The version of the search the form edits (decision 055): as the list showed it, its version in the
 * item; read again from the list when a save finds it changed. Null for a new search.
 */
export function useSavedSearchVersion(userId: number, id: number | null, initial: SavedSearch | null) {
  const queryClient = useQueryClient();
  return useFormVersion<SearchSection | null>(
    initial ? sectionOf(initial) : null,
    listedVersion(queryClient, mySavedSearchesKey(userId), id ?? 0, (item: SavedSearch) => ({
      section: sectionOf(item),
      etag: item.etag,
    })),
  );
}
