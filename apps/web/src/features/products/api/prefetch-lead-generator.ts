import type { Prefetch } from '../../../lib/prefetch';
import { FIRST_SELLER_LEADS, leadGeneratorQuery, sellerLeadsQuery } from './lead-generator';
import { fixedPriceQuery } from './product-orders';

/**
 * What the Lead Generator's screen shows first, asked for before the server draws it (issue 49): the
 * product and its area, the listings online its order counts, and the first page of the sellers
 * when the screen lists them (the product is held, or once was). Professional users only.
 */
export const prefetchLeadGenerator: Prefetch = async (queryClient, user, caller) => {
  if (!user.isProUser) return;
  const [state] = await Promise.all([
    queryClient.fetchQuery(leadGeneratorQuery(user.id, caller)),
    queryClient.fetchQuery(fixedPriceQuery(user.id, caller)),
  ]);
  if (state.product || state.total > 0) {
    await queryClient.fetchQuery(sellerLeadsQuery(user.id, FIRST_SELLER_LEADS, caller));
  }
};
