import { brusselsToday } from '@app/contract';
import type { Prefetch } from '../../../lib/prefetch';
import { rangeOf, readView } from '../statistics-view';
import { listingStatisticsQuery } from './announcement-statistics';
import { facebookStatisticsQuery } from './facebook-statistics';
import { generalStatisticsQuery } from './general-statistics';
import { listingByVlancodeQuery } from './listing-by-vlancode';

/**
 * What the statistics screen shows at its address, asked for before the server draws it: the range,
 * span and chart the address names (today in Brussels, as the screen reads it), then all statistics
 * and Facebook's, or a listing's (found by the vlancode in the path) and its figures. A range the
 * screen cannot show asks for no figures, as the screen does not.
 */
export const prefetchStatistics: Prefetch = async (queryClient, user, caller, search, { vlanCode }) => {
  const view = readView(search);
  const { range } = rangeOf(view, brusselsToday());
  if (vlanCode) {
    if (!range) return;
    const listing = await queryClient.fetchQuery(listingByVlancodeQuery(user.id, vlanCode, caller));
    if (listing)
      await queryClient.fetchQuery(listingStatisticsQuery(user.id, listing.id, range, view.span, caller));
    return;
  }
  await Promise.all([
    range
      ? queryClient.fetchQuery(generalStatisticsQuery(user.id, user.isProUser, range, view.span, caller))
      : null,
    queryClient.fetchQuery(facebookStatisticsQuery(user.id, caller)),
  ]);
};
