import { pageParam, type Prefetch } from '../../../lib/prefetch';
import { mySavedSearchesQuery } from './my-saved-searches';
import { pushKeyQuery } from './push-key';

/** What the saved searches screen shows at its address's page, asked for before the server draws it. */
export const prefetchSavedSearches: Prefetch = async (queryClient, user, caller, search) => {
  await Promise.all([
    queryClient.fetchQuery(mySavedSearchesQuery(user.id, pageParam(search), caller)),
    queryClient.fetchQuery(pushKeyQuery(caller)),
  ]);
};
