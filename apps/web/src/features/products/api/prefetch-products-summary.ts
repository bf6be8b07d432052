import type { Prefetch } from '../../../lib/prefetch';
import { myProductsQuery } from './my-products';
import { fixedPriceQuery, productOrdersQuery } from './product-orders';

/**
 * What the products overview shows first, asked for before the server draws it: the products, the
 * fixed-price package and the product orders. The profile its PRO Directory preview is drawn from
 * is the profile screen's query: entry-server.tsx asks for it beside these.
 */
export const prefetchProductsSummary: Prefetch = async (queryClient, user, caller) => {
  // Professional users only: the API refuses another, which the screen says once the browser asks.
  if (!user.isProUser) return;
  await Promise.all([
    queryClient.fetchQuery(myProductsQuery(user.id, caller)),
    queryClient.fetchQuery(fixedPriceQuery(user.id, caller)),
    queryClient.fetchQuery(productOrdersQuery(user.id, caller)),
  ]);
};
