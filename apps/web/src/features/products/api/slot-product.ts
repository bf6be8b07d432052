import type { SelectionMethod, SlotProduct, SlotProductCode } from '@app/contract';
import { SLOT_PRODUCT_PATHS } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { myDashboardKey, myPropertiesKey } from '../../../lib/query-keys';
import { lazyEndpoint } from '../../../lib/schemas';

const getMyBestOf = lazyEndpoint('getMyBestOf');
const getMyColor = lazyEndpoint('getMyColor');
const setAutoselect = lazyEndpoint('setAutoselect');
const selectListingSlot = lazyEndpoint('selectListingSlot');
const releaseListingSlot = lazyEndpoint('releaseListingSlot');

const slotProductKey = (userId: number, code: SlotProductCode) => ['products', code, userId] as const;

/** GET my-products/bestof or my-products/color: null when the user does not hold the product. */
export const fetchSlotProduct = (code: SlotProductCode, signal?: AbortSignal, caller: Caller = call) =>
  caller(code === 'bestOf' ? getMyBestOf : getMyColor, {}, { signal });

export const slotProductQuery = (userId: number, code: SlotProductCode, caller: Caller = call) =>
  queryOptions<SlotProduct | null>({
    queryKey: slotProductKey(userId, code),
    queryFn: async ({ signal }) => (await fetchSlotProduct(code, signal, caller)).data,
    // Slots change on Sundays and when listings go offline: a revisit shows them as they are, once
    // the page the server drew is taken over.
    staleTime: RENDERED_FRESH_MS,
  });

export const useSlotProduct = (userId: number, code: SlotProductCode) =>
  useQuery(slotProductQuery(userId, code));

/** Every change answers the product as it is now: it replaces the cached one. */
function useProductChange<Input>(
  userId: number,
  code: SlotProductCode,
  name: string,
  run: (input: Input) => Promise<{ data: SlotProduct }>,
) {
  const queryClient: QueryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', code, name],
    mutationFn: run,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(slotProductKey(userId, code), data);
      // My properties' badges and the dashboard's slot usage read the same slots.
      void queryClient.invalidateQueries({ queryKey: myPropertiesKey(userId) });
      void queryClient.invalidateQueries({ queryKey: myDashboardKey(userId) });
    },
  });
}

/** PATCH my-products/{product}/autoselect. */
export const useSetSelection = (userId: number, code: SlotProductCode) =>
  useProductChange(userId, code, 'selection', (selection: SelectionMethod) =>
    call(setAutoselect, { params: { product: SLOT_PRODUCT_PATHS[code] }, body: { selection } }),
  );

/** POST my-products/announcement/{id}/bestof|color. */
export const usePickListing = (userId: number, code: SlotProductCode) =>
  useProductChange(userId, code, 'pick', (id: number) =>
    call(selectListingSlot, { params: { id, product: SLOT_PRODUCT_PATHS[code] } }),
  );

/** DELETE my-products/announcement/{id}/bestof|color. */
export const useReleaseListing = (userId: number, code: SlotProductCode) =>
  useProductChange(userId, code, 'release', (id: number) =>
    call(releaseListingSlot, { params: { id, product: SLOT_PRODUCT_PATHS[code] } }),
  );
