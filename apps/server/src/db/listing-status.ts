import type { StatusTypeCode, StatusTypeId } from '@app/contract';
import { STATUS_IDS_PUBLIC, STATUS_TYPES } from '@app/contract';
import { sql } from 'drizzle-orm';

/**
 * Listings with these statuses are never listed to their owner as listings: drafts (3) live in
 * my-drafts, deleted listings (5) nowhere. Every module that reads the listings table applies it.
 */
export const STATUS_IDS_NEVER_LISTED = [3, 5] as const;
/** The same ids as an SQL list: `status_id not in (${NEVER_LISTED})`. */
export const NEVER_LISTED = sql.join([...STATUS_IDS_NEVER_LISTED], sql`, `);

/** Listings the public portal shows (the contract's STATUS_IDS_PUBLIC) as an SQL list. */
export const PUBLIC = sql.join([...STATUS_IDS_PUBLIC], sql`, `);

/** A status id as the contract's ListingStatus (id and code); an unknown id is a data error. */
export function listingStatusOf(
  statusId: number,
  listingId: number,
): { id: StatusTypeId; code: StatusTypeCode } {
  const status = STATUS_TYPES.find((type) => type.id === statusId);
  if (!status) throw new Error(`listings ${listingId}: unknown status id ${statusId}`);
  return { id: status.id, code: status.code };
}
