import type { Property } from '@app/contract';
import { endpoints, PAGE_SIZE_MAX } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { statisticsKey } from './statistics-key';

/**
 * The listing behind a vlancode: POST my-properties searches it (q matches the vlancode among other
 * fields), and only the exact code counts. Null when the caller has no such listing.
 */
export const fetchListingByVlancode = async (
  vlancode: string,
  signal?: AbortSignal,
): Promise<Property | null> => {
  const page = await call(
    endpoints.listMyProperties,
    { body: { q: vlancode, pageSize: PAGE_SIZE_MAX } },
    { signal },
  );
  const code = vlancode.toUpperCase();
  return page.data.find((property) => property.vlancode.toUpperCase() === code) ?? null;
};

export const listingByVlancodeQuery = (userId: number, vlancode: string | undefined) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'listing', vlancode] as const,
    queryFn: ({ signal }) => fetchListingByVlancode(vlancode!, signal),
    enabled: Boolean(vlancode),
  });

export const useListingByVlancode = (userId: number, vlancode: string | undefined) =>
  useQuery(listingByVlancodeQuery(userId, vlancode));
