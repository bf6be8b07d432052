import type { Paging, Property, PropertyFilterInput } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myPropertiesKey } from '../../../lib/query-keys';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';

const listMyProperties = lazyEndpoint('listMyProperties');

/** POST my-properties: the caller's listings, filtered, sorted and paged. */
export const fetchMyProperties = (filter: PropertyFilterInput, signal?: AbortSignal, caller: Caller = call) =>
  caller(listMyProperties, { body: filter }, { signal });

export interface PropertyPage {
  data: Property[];
  paging: Paging;
}

export const myPropertiesQuery = (userId: number, filter: PropertyFilterInput, caller: Caller = call) =>
  queryOptions<PropertyPage>({
    queryKey: [...myPropertiesKey(userId), filter] as const,
    queryFn: ({ signal }) => fetchMyProperties(filter, signal, caller),
    staleTime: RENDERED_FRESH_MS,
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useMyProperties = (userId: number, filter: PropertyFilterInput) =>
  useQuery({ ...myPropertiesQuery(userId, filter), placeholderData: keepPreviousData });
