import { readView } from '../../../lib/listing-view';
import type { Prefetch } from '../../../lib/prefetch';
import { filterOf } from '../filter-params';
import { myPropertiesQuery } from './my-properties';
import { productUsageQuery } from './product-usage';

/**
 * What My properties shows at `search` (its filters, sort and page in the query string), asked for
 * before the server renders it: the page of listings, then the slots its listings hold. The keys are
 * the ones the screen asks with, so the browser takes the page over without asking again.
 */
export const prefetchProperties: Prefetch = async (queryClient, user, caller, search) => {
  const page = await queryClient.fetchQuery(myPropertiesQuery(user.id, filterOf(readView(search)), caller));
  const ids = page.data.map((property) => property.id);
  if (user.isProUser && ids.length > 0) {
    await queryClient.fetchQuery(productUsageQuery(user.id, ids, caller));
  }
};
