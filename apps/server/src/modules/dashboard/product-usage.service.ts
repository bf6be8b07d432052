import type { CurrentUser, PropertyProductsRequest, PropertyProductUsage } from '@app/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { findListingProducts } from './slots.repository';

/**
 * POST my-properties/products: Best Of and Colour usage of some of the caller's listings, in the
 * order asked (each id once). One id that is not the caller's listed listing answers 404 for all,
 * as if absent: the answer never tells whether someone else's id exists.
 */
export async function productUsageOf(
  db: Database,
  user: CurrentUser,
  request: PropertyProductsRequest,
): Promise<PropertyProductUsage[]> {
  const ids = [...new Set(request.ids)];
  const rows = await findListingProducts(db, user.id, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound();
    return { listingId: id, bestOf: row.best_of, color: row.color };
  });
}
