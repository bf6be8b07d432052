import type { Property } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myPropertiesKey } from '../../../lib/query-keys';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the orders show without the schemas, which their calls load (issue 49).
const getMyPropertyEndpoint = lazyEndpoint('getMyProperty');

/** GET my-properties/:id: the listing a `property-order` link names (404 for another's). */
export const useOrderListing = (userId: number, listingId: number) =>
  useQuery<Property>({
    queryKey: [...myPropertiesKey(userId), 'one', listingId] as const,
    queryFn: async ({ signal }) =>
      (await call(getMyPropertyEndpoint, { params: { id: listingId } }, { signal })).data,
  });
