import type { Prefetch } from '../../../lib/prefetch';
import { valuationsQuery } from './valuations';

/**
 * What the valuations screen shows first, asked for before the server draws it: the first page of
 * estimates (the list's page is not in the address). An estimate the address opens
 * (`my-estimates/:valuationId`) is a dialog, which only the browser draws: it asks for it then.
 */
export const prefetchValuations: Prefetch = async (queryClient, user, caller) => {
  await queryClient.fetchQuery(valuationsQuery(user.id, 1, caller));
};
