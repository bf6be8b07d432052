import type { Paging, Property } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myPropertiesKey } from '../../../lib/query-keys';

/** Only listings the portal shows take a slot: published (1) and under option (7). */
const SHOWN_STATUS_IDS = [1, 7] as const;
export const PICKABLE_PAGE_SIZE = 10;

export interface PickableView {
  q: string;
  page: number;
}

/** POST my-properties: the user's listings that may take a slot, searched and paged. */
export const pickableListingsQuery = (userId: number, view: PickableView) =>
  queryOptions<{ data: Property[]; paging: Paging }>({
    queryKey: [...myPropertiesKey(userId), 'pickable', view] as const,
    queryFn: ({ signal }) =>
      call(
        endpoints.listMyProperties,
        {
          body: {
            statusIds: [...SHOWN_STATUS_IDS],
            ...(view.q ? { q: view.q } : {}),
            page: view.page,
            pageSize: PICKABLE_PAGE_SIZE,
          },
        },
        { signal },
      ),
  });

export const usePickableListings = (userId: number, view: PickableView, enabled: boolean) =>
  useQuery({ ...pickableListingsQuery(userId, view), enabled, placeholderData: keepPreviousData });
