import type { Prefetch } from '../../../lib/prefetch';
import { slotProductQuery } from './slot-product';

/** Best Of's slots and the listings holding them, asked for before the server draws the screen. */
export const prefetchBestOf: Prefetch = async (queryClient, user, caller) => {
  // Professional users only: the API refuses another, which the screen says once the browser asks.
  if (!user.isProUser) return;
  await queryClient.fetchQuery(slotProductQuery(user.id, 'bestOf', caller));
};
