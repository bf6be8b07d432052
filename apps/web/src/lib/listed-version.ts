import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { VersionSource } from './use-form-version';
import type { FormBase } from './versioned';

/*
 * A record that a paged list shows and a form or a card rewrites (a saved search, a bookmark's marks):
 * one ETag header cannot name the versions of a page of records, so each item carries its own
 * (decision 055), and the list read again is where the current version is.
 */

interface Page<T> {
  data: T[];
}

/** Record `id` as the first cached page of the list that holds it shows it; undefined when none does. */
export function cachedListItem<T extends { id: number }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  id: number,
): T | undefined {
  for (const [, page] of queryClient.getQueriesData<Page<T>>({ queryKey: listKey })) {
    const item = page?.data.find((entry) => entry.id === id);
    if (item) return item;
  }
  return undefined;
}

/**
 * Where the version of record `id` of the list `listKey` is: in the cached pages, and in the pages
 * read again. `of` reads the part that is written and its version from an item. After reading again,
 * a record no cached page holds any more (moved to another page) is null, its version unknown.
 */
export function listedVersion<T extends { id: number }, S>(
  queryClient: QueryClient,
  listKey: QueryKey,
  id: number,
  of: (item: T) => FormBase<S>,
): VersionSource<S | null> {
  const cached = () => {
    const item = cachedListItem<T>(queryClient, listKey, id);
    return item ? of(item) : undefined;
  };
  return {
    cached,
    reread: async () => {
      await queryClient.refetchQueries({ queryKey: listKey });
      return cached() ?? { section: null, etag: undefined };
    },
  };
}
