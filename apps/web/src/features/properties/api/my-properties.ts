import type { Paging, Property, PropertyFilterInput } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myPropertiesKey } from '../../../lib/query-keys';
import { call } from '../../../lib/http';

/** POST my-properties: the caller's listings, filtered, sorted and paged. */
export const fetchMyProperties = (filter: PropertyFilterInput, signal?: AbortSignal) =>
  call(endpoints.listMyProperties, { body: filter }, { signal });

export interface PropertyPage {
  data: Property[];
  paging: Paging;
}

export const myPropertiesQuery = (userId: number, filter: PropertyFilterInput) =>
  queryOptions<PropertyPage>({
    queryKey: [...myPropertiesKey(userId), filter] as const,
    queryFn: ({ signal }) => fetchMyProperties(filter, signal),
    // Counters and statuses change on the server; a revisit shows fresh numbers.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useMyProperties = (userId: number, filter: PropertyFilterInput) =>
  useQuery({ ...myPropertiesQuery(userId, filter), placeholderData: keepPreviousData });
