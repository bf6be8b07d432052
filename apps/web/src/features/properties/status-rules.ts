import type { Property, RequestedStatus } from '@app/contract';
import { REQUESTED_STATUS_IDS, REQUESTED_STATUSES, requestedStatusFits } from '@app/contract';

/** Drafts (3) and deleted listings (5) are never listed; were one shown, it could not be changed. */
const UNCHANGEABLE_STATUS_IDS: readonly number[] = [3, 5];

/**
 * The statuses the Actions menu offers for a listing: those that fit its transaction type
 * (requestedStatusFits) and differ from its current one. A listing that came in through the owner's
 * software is changed there (it has a software reference): none.
 */
export function offeredStatuses(
  property: Pick<Property, 'status' | 'transactionType' | 'softwareReference' | 'managedBy'>,
): RequestedStatus[] {
  if (property.softwareReference !== null || property.managedBy !== null) return [];
  if (UNCHANGEABLE_STATUS_IDS.includes(property.status.id)) return [];
  return REQUESTED_STATUSES.filter(
    (status) =>
      requestedStatusFits(status, property.transactionType) &&
      REQUESTED_STATUS_IDS[status] !== property.status.id,
  );
}
