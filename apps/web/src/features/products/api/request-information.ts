import type { InformationRequestInput, UserProduct } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myProductsQuery } from './my-products';

/** POST my-products/information: the answer is the product in its new state. */
export function useRequestInformation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['products', 'information'],
    mutationFn: (request: InformationRequestInput) =>
      call(endpoints.requestProductInformation, { body: request }),
    onSuccess: ({ data }) => {
      // The product screens with a state of their own (wallpaper, lead generator) read it again.
      void queryClient.invalidateQueries({
        queryKey: ['products'],
        predicate: (query) => query.queryKey[1] !== 'mine',
      });
      queryClient.setQueryData<UserProduct[]>(myProductsQuery(userId).queryKey, (products) =>
        products
          ? products.some((product) => product.code === data.code)
            ? products.map((product) => (product.code === data.code ? data : product))
            : [...products, data]
          : products,
      );
    },
  });
}
