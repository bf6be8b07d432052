import type { CurrentUser, Property, StatusChangeBody, TransactionType } from '@app/contract';
import { brusselsToday, ERR, REQUESTED_STATUS_IDS, requestedStatusFits } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http-error';
import type { StatusTarget } from './property-status.repository';
import { changeListingStatus } from './property-status.repository';
import { propertyOf } from './properties.service';

/** Drafts (3) are published by the ad editor; deleted listings (5) are gone for good. */
const STATUS_IDS_UNCHANGEABLE: readonly number[] = [3, 5];

function newStatusId(target: StatusTarget, body: StatusChangeBody): number {
  if (STATUS_IDS_UNCHANGEABLE.includes(target.status_id)) {
    throw new HttpError(409, 'conflict', ERR.conflict);
  }
  if (target.software_reference !== null) {
    // The software would overwrite the change at its next synchronisation.
    throw new HttpError(403, 'software_managed', ERR.softwareManaged, {}, undefined, {
      software: target.software_name ?? target.software_reference,
    });
  }
  // The database only holds the contract's transaction codes.
  if (!requestedStatusFits(body.requestedStatus, target.transaction_type as TransactionType)) {
    throw validationFailed({ requestedStatus: ERR.statusNotForTransaction });
  }
  return REQUESTED_STATUS_IDS[body.requestedStatus];
}

/** POST my-properties/:id/status: the rules of product.md "Listings", then the updated listing. */
export async function changePropertyStatus(
  db: Database,
  user: CurrentUser,
  id: number,
  body: StatusChangeBody,
): Promise<Property> {
  const found = await changeListingStatus(db, user.id, id, brusselsToday(), (target) =>
    newStatusId(target, body),
  );
  if (!found) throw notFound();
  return propertyOf(db, user, id);
}
