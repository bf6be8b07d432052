import type { Property } from '@app/contract';
import { PAGE_SIZE_MAX } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';
import { statisticsKey } from './statistics-key';

const listMyProperties = lazyEndpoint('listMyProperties');

/**
 * The listing behind a vlancode: POST my-properties searches it (q matches the vlancode among other
 * fields), and only the exact code counts. Null when the caller has no such listing.
 */
export const fetchListingByVlancode = async (
  vlancode: string,
  signal?: AbortSignal,
  caller: Caller = call,
): Promise<Property | null> => {
  const page = await caller(listMyProperties, { body: { q: vlancode, pageSize: PAGE_SIZE_MAX } }, { signal });
  const code = vlancode.toUpperCase();
  return page.data.find((property) => property.vlancode.toUpperCase() === code) ?? null;
};

export const listingByVlancodeQuery = (userId: number, vlancode: string | undefined, caller: Caller = call) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'listing', vlancode] as const,
    queryFn: ({ signal }) => fetchListingByVlancode(vlancode!, signal, caller),
    enabled: Boolean(vlancode),
    staleTime: RENDERED_FRESH_MS,
  });

export const useListingByVlancode = (userId: number, vlancode: string | undefined) =>
  useQuery(listingByVlancodeQuery(userId, vlancode));
