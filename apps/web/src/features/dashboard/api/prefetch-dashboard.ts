import type { QueryClient } from '@tanstack/react-query';
import type { Caller } from '../../../lib/http';
import { contactStatisticsQuery } from './contact-statistics';
import { myDashboardQuery } from './my-dashboard';

/** What the dashboard shows of `userId`, asked for before the server renders it; a failure rejects. */
export const prefetchDashboard = async (queryClient: QueryClient, userId: number, caller: Caller) => {
  await Promise.all([
    queryClient.fetchQuery(myDashboardQuery(userId, caller)),
    queryClient.fetchQuery(contactStatisticsQuery(userId, caller)),
  ]);
};
