import type { Paging, Property } from '@app/contract';
import { endpoints, STATUS_IDS_PUBLIC } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myPropertiesKey } from '../../../lib/query-keys';

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
            // Only listings the portal shows take a slot.
            statusIds: [...STATUS_IDS_PUBLIC],
            ...(view.q ? { q: view.q } : {}),
            page: view.page,
            pageSize: PICKABLE_PAGE_SIZE,
          },
        },
        { signal },
      ),
  });

export const usePickableListings = (userId: number, view: PickableView) =>
  useQuery({ ...pickableListingsQuery(userId, view), placeholderData: keepPreviousData });
