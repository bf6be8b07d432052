import type { TerritoryProduct } from '@app/contract';
import type { Prefetch } from '../../../lib/prefetch';
import {
  FIRST_CONTACTS,
  proFirstContactsQuery,
  territoriesQuery,
  valuationContactsQuery,
} from './territories';

/**
 * What the territories' screens show first, asked for before the server draws them (issue 49): the
 * postcodes held, or the first page of the contacts they brought (the screen opens without a
 * period). Professional users only: the API refuses another, which the screen says once the browser
 * asks.
 */
export const prefetchTerritories =
  (product: TerritoryProduct): Prefetch =>
  async (queryClient, user, caller) => {
    if (!user.isProUser) return;
    await queryClient.fetchQuery(territoriesQuery(user.id, product, caller));
  };

export const prefetchTerritoryContacts =
  (product: TerritoryProduct): Prefetch =>
  async (queryClient, user, caller) => {
    if (!user.isProUser) return;
    await (product === 'proFirst'
      ? queryClient.fetchQuery(proFirstContactsQuery(user.id, FIRST_CONTACTS, caller))
      : queryClient.fetchQuery(valuationContactsQuery(user.id, FIRST_CONTACTS, caller)));
  };
