import type { PropertyFilterInput } from '@app/contract';
import type { PropertyListView } from '../../lib/listing-view';

/** The body of POST my-properties; the page size stays the contract's default. */
export function filterOf(view: PropertyListView): PropertyFilterInput {
  const reference = view.reference.trim();
  const q = view.q.trim();
  return {
    statusIds: view.statusIds,
    transactionTypes: view.transactionTypes,
    propertyTypes: view.propertyTypes,
    ...(reference ? { reference } : {}),
    ...(q ? { q } : {}),
    ...(view.market ? { market: view.market } : {}),
    ...(view.offline ? { offline: view.offline } : {}),
    sort: view.sort,
    direction: view.direction,
    page: view.page,
  };
}
