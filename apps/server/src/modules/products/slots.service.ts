import type {
  CurrentUser,
  ListingSlotState,
  PropertyType,
  SelectionMethod,
  SlotProduct,
  SlotProductCode,
  TransactionType,
} from '@app/contract';
import { activationOn, brusselsToday, ERR, productWorks } from '@app/contract';
import type { Database } from '../../db/client';
import { listingStatusOf } from '../../db/listing-status';
import { HttpError, notFound } from '../../http-error';
import { euroOrNull } from '../../lib/money';
import type { SlotListingRow, SlotProductRow } from './slots.repository';
import {
  deleteSlot,
  findSlotListings,
  findSlotProduct,
  holdsSlot,
  insertSlot,
  isOwnListedListing,
  lockOwnPublicListing,
  pickAutoSlots,
  updateSelection,
} from './slots.repository';

const works = (row: SlotProductRow, now: Date) =>
  productWorks(
    { activation: row.activation, startDate: row.start_date, endDate: row.end_date },
    brusselsToday(now),
  );

const toSlotListing = (row: SlotListingRow): SlotProduct['listings'][number] => ({
  id: row.id,
  vlancode: row.vlancode,
  yourReference: row.your_reference,
  propertyType: row.property_type as PropertyType,
  transactionType: row.transaction_type as TransactionType,
  price: euroOrNull(row.price_cents),
  zipcode: row.zip,
  city: row.city,
  status: listingStatusOf(row.status_id, row.id),
  photoUrl: row.photo_url,
  selection: row.selection,
  since: row.since,
});

async function slotProductOf(
  db: Database,
  userId: number,
  row: SlotProductRow,
  now: Date,
): Promise<SlotProduct> {
  const listings = await findSlotListings(db, userId, row.code);
  return {
    code: row.code,
    activation: activationOn(
      {
        activation: row.activation as SlotProduct['activation'],
        startDate: row.start_date,
        endDate: row.end_date,
      },
      brusselsToday(now),
    ),
    pack: row.pack,
    startDate: row.start_date,
    endDate: row.end_date,
    slots: row.slots,
    used: row.used,
    selection: row.selection,
    manualAllowed: row.selection === 'MANUAL' && works(row, now),
    nextAutoPick: row.selection === 'AUTO' && works(row, now) ? row.next_auto_pick : null,
    listings: listings.map(toSlotListing),
  };
}

/** GET my-products/bestof|color: null when the caller does not hold the product. */
export async function getSlotProduct(
  db: Database,
  user: CurrentUser,
  code: SlotProductCode,
  now: Date,
): Promise<SlotProduct | null> {
  const row = await findSlotProduct(db, user.id, code, now);
  return row ? slotProductOf(db, user.id, row, now) : null;
}

/**
 * Why the user may not change the selection by hand now, in the order a user can act on: before the
 * start date (with the date), not active (or ended), automatic.
 */
function refuseManual(row: SlotProductRow | null, now: Date): void {
  if (row && row.start_date > brusselsToday(now))
    throw new HttpError(403, 'product_not_started', ERR.productNotStarted, {}, undefined, {
      date: row.start_date,
    });
  if (!row || !works(row, now)) throw new HttpError(403, 'product_not_active', ERR.productNotActive);
  if (row.selection === 'AUTO') throw new HttpError(409, 'selection_auto', ERR.selectionAuto);
}

/** PATCH my-products/{product}/autoselect: the listings keep their slots until the next pick or a release. */
export async function setSelection(
  db: Database,
  user: CurrentUser,
  code: SlotProductCode,
  selection: SelectionMethod,
  now: Date,
): Promise<SlotProduct> {
  return db.transaction(async (tx) => {
    const row = await findSlotProduct(tx, user.id, code, now, true);
    if (!row) throw new HttpError(403, 'product_not_active', ERR.productNotActive);
    if (row.selection !== selection) await updateSelection(tx, user.id, code, selection);
    return slotProductOf(tx, user.id, (await findSlotProduct(tx, user.id, code, now))!, now);
  });
}

/** A manual change in one transaction, the product row locked, then the product as it is after it. */
async function changeByHand(
  db: Database,
  user: CurrentUser,
  code: SlotProductCode,
  now: Date,
  change: (tx: Database, product: SlotProductRow) => Promise<void>,
): Promise<SlotProduct> {
  return db.transaction(async (tx) => {
    const row = await findSlotProduct(tx, user.id, code, now, true);
    refuseManual(row, now);
    await change(tx, row!);
    return slotProductOf(tx, user.id, (await findSlotProduct(tx, user.id, code, now))!, now);
  });
}

/** POST my-products/announcement/{id}/bestof|color: idempotent for a listing that holds the slot already. */
export const selectListing = (
  db: Database,
  user: CurrentUser,
  code: SlotProductCode,
  listingId: number,
  now: Date,
): Promise<SlotProduct> =>
  changeByHand(db, user, code, now, async (tx, product) => {
    if (!(await lockOwnPublicListing(tx, user.id, listingId))) throw notFound();
    if (await holdsSlot(tx, user.id, code, listingId)) return;
    if (product.used >= product.slots) throw new HttpError(409, 'slots_full', ERR.slotsFull);
    await insertSlot(tx, user.id, code, listingId, now);
  });

/** DELETE my-products/announcement/{id}/bestof|color. */
export const releaseListing = (
  db: Database,
  user: CurrentUser,
  code: SlotProductCode,
  listingId: number,
  now: Date,
): Promise<SlotProduct> =>
  changeByHand(db, user, code, now, async (tx) => {
    if (!(await deleteSlot(tx, user.id, code, listingId))) throw notFound();
  });

/** GET my-products/announcement/{id}/bestof|color: 404 for a listing that is not the caller's. */
export async function listingSlotState(
  db: Database,
  user: CurrentUser,
  code: SlotProductCode,
  listingId: number,
): Promise<ListingSlotState> {
  if (!(await isOwnListedListing(db, user.id, listingId))) throw notFound();
  return { listingId, selected: await holdsSlot(db, user.id, code, listingId) };
}

/** The weekly job. */
export const runAutoPick = (db: Database, now: Date) => pickAutoSlots(db, now);
