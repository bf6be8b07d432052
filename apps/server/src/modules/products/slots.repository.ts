import type { SlotProductCode } from '@app/contract';
import { AUTO_PICK_HOUR, STATUS_IDS_PUBLIC } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { NEVER_LISTED, PUBLIC } from '../../db/listing-status';
import { hasRows, IdRow, int, isoUtc, rowsOf, text } from '../../db/sql';

const AutoProductRow = z.object({ user_id: int, code: z.string(), slots: int });
const ListingIdRow = z.object({ listing_id: int });

/*
 * Best Of and Colour slots: `listing_product_slots` rows of the product's holder. Only published
 * listings (1) and listings under option (7) hold one; a trigger (migration 0013) deletes a listing's
 * slots when it leaves those statuses, so every count below is simply the rows.
 */

/** The slots in use of user product `p` (zero for a product without slots). */
export const slotsInUse = sql`(select count(*)::int from listing_product_slots s
  where s.user_id = p.user_id and s.product = p.code)`;

const SlotProductRow = z.object({
  id: int,
  code: z.enum(['bestOf', 'color']),
  activation: int,
  pack: z.enum(['starter', 'gold']).nullable(),
  start_date: z.string(),
  end_date: text,
  slots: int,
  selection: z.enum(['AUTO', 'MANUAL']),
  used: int,
  next_auto_pick: z.string(),
});
export type SlotProductRow = z.infer<typeof SlotProductRow>;

/** The next Sunday at AUTO_PICK_HOUR in Brussels, after `now`, as an instant. */
const nextSunday = (now: Date) => sql`(
  with local as (select (${now}::timestamptz at time zone 'Europe/Brussels') as t),
  candidate as (select date_trunc('week', t) + interval '6 days' + make_interval(hours => ${AUTO_PICK_HOUR}) as c, t from local)
  select (case when c > t then c else c + interval '7 days' end) at time zone 'Europe/Brussels' from candidate)`;

/**
 * The user's Best Of or Colour product with its slots in use; `lock` takes the product row for the
 * rest of the transaction, so two selections at once cannot both take the last slot. The count is
 * read by a second statement once the lock is held: under READ COMMITTED a statement that waited for
 * the lock keeps the snapshot it started with, so a count in the locking statement would miss the
 * slots the request it waited for had just taken (decision 020).
 */
export async function findSlotProduct(
  db: Database,
  userId: number,
  code: SlotProductCode,
  now: Date,
  lock = false,
): Promise<SlotProductRow | null> {
  if (lock)
    await db.execute(sql`select 1 from user_products
      where user_id = ${userId} and code = ${code} for no key update`);
  const [row] = rowsOf(
    SlotProductRow,
    await db.execute(sql`
      select p.id, p.code, p.activation, p.pack, p.start_date::text as start_date, p.end_date::text as end_date,
        coalesce(p.slots, 0) as slots, coalesce(p.selection, 'MANUAL') as selection,
        ${slotsInUse} as used,
        ${isoUtc(nextSunday(now))} as next_auto_pick
      from user_products p
      where p.user_id = ${userId} and p.code = ${code}`),
  );
  return row ?? null;
}

const SlotListingRow = z.object({
  id: int,
  vlancode: z.string(),
  your_reference: text,
  property_type: z.string(),
  transaction_type: z.string(),
  price_cents: z.number().nullable(),
  zip: text,
  city: text,
  status_id: int,
  photo_url: text,
  selection: z.enum(['AUTO', 'MANUAL']),
  since: z.string(),
});
export type SlotListingRow = z.infer<typeof SlotListingRow>;

/** The listings holding the user's slots of `code`, the latest picked first. */
export async function findSlotListings(
  db: Database,
  userId: number,
  code: SlotProductCode,
): Promise<SlotListingRow[]> {
  return rowsOf(
    SlotListingRow,
    await db.execute(sql`
      select l.id, l.vlancode, l.your_reference, l.property_type, l.transaction_type,
        l.price_cents::float8 as price_cents, l.zip, l.city, l.status_id, l.photo_url, s.selection,
        ${isoUtc(sql`s.selected_at`)} as since
      from listing_product_slots s join listings l on l.id = s.listing_id
      where s.user_id = ${userId} and s.product = ${code}
      order by s.selected_at desc, l.id desc`),
  );
}

const StatusRow = z.object({ status_id: int });

/**
 * Whether `listingId` is one of the user's listings the portal shows (the only ones that take a slot),
 * its row locked for the rest of the transaction with the lock every UPDATE of it takes. A status change
 * updates the same row and frees its slots in its own transaction (the trigger of migration 0013), so
 * the two run one after the other: either the pick sees the new status, or the status change sees (and
 * deletes) the new slot.
 */
export async function lockOwnPublicListing(
  db: Database,
  userId: number,
  listingId: number,
): Promise<boolean> {
  const [row] = rowsOf(
    StatusRow,
    await db.execute(
      sql`select status_id from listings where id = ${listingId} and user_id = ${userId} for no key update`,
    ),
  );
  return row !== undefined && (STATUS_IDS_PUBLIC as readonly number[]).includes(row.status_id);
}

/** Whether `listingId` is one of the user's listings (drafts and deleted ones are not listings). */
export async function isOwnListedListing(db: Database, userId: number, listingId: number): Promise<boolean> {
  return hasRows(
    await db.execute(
      sql`select 1 from listings where id = ${listingId} and user_id = ${userId} and status_id not in (${NEVER_LISTED})`,
    ),
  );
}

export async function holdsSlot(
  db: Database,
  userId: number,
  code: SlotProductCode,
  listingId: number,
): Promise<boolean> {
  return hasRows(
    await db.execute(sql`select 1 from listing_product_slots
      where listing_id = ${listingId} and product = ${code} and user_id = ${userId}`),
  );
}

export async function insertSlot(
  db: Database,
  userId: number,
  code: SlotProductCode,
  listingId: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`insert into listing_product_slots (listing_id, product, user_id, selection, selected_at)
    values (${listingId}, ${code}, ${userId}, 'MANUAL', ${now}) on conflict do nothing`);
}

export async function deleteSlot(
  db: Database,
  userId: number,
  code: SlotProductCode,
  listingId: number,
): Promise<boolean> {
  return hasRows(
    await db.execute(sql`delete from listing_product_slots
      where listing_id = ${listingId} and product = ${code} and user_id = ${userId} returning listing_id`),
  );
}

export async function updateSelection(
  db: Database,
  userId: number,
  code: SlotProductCode,
  selection: 'AUTO' | 'MANUAL',
): Promise<void> {
  await db.execute(
    sql`update user_products set selection = ${selection} where user_id = ${userId} and code = ${code}`,
  );
}

/**
 * The Sunday pick of every AUTO product that is active, started and not ended, and not yet picked this
 * week: its slots are drawn again at random among its holder's published listings. One
 * transaction per product, its row locked and marked with the day, so a second run (a retry, another
 * instance) skips it. Answers how many products were picked and how many slots they hold now.
 */
export async function pickAutoSlots(db: Database, now: Date): Promise<{ products: number; slots: number }> {
  const today = sql`(${now}::timestamptz at time zone 'Europe/Brussels')::date`;
  // This week's pick day: today on a Sunday, else the Sunday before (a retry on Monday still counts).
  const sunday = sql`(${today} - (extract(isodow from ${today})::int % 7))`;
  const due = rowsOf(
    IdRow,
    await db.execute(sql`select id from user_products
      where code in ('bestOf', 'color') and selection = 'AUTO' and activation = 1 and coalesce(slots, 0) > 0
        and start_date <= ${today} and (end_date is null or end_date >= ${today})
        and (auto_picked_on is null or auto_picked_on < ${sunday})
      order by id`),
  );
  let products = 0;
  let slots = 0;
  for (const { id } of due) {
    const picked = await db.transaction(async (tx) => {
      const [product] = rowsOf(
        AutoProductRow,
        await tx.execute(sql`select user_id, code, slots from user_products
          where id = ${id} and selection = 'AUTO' and (auto_picked_on is null or auto_picked_on < ${sunday})
          for no key update skip locked`),
      );
      if (!product) return null;
      await tx.execute(sql`delete from listing_product_slots
        where user_id = ${product.user_id} and product = ${product.code}`);
      // The drawn listings are locked like a manual pick's, so none goes offline before this commits
      // (a listing whose status changed while waiting for its lock fails the re-checked status test).
      const inserted = await tx.execute(sql`
        with drawn as (
          select l.id from listings l where l.user_id = ${product.user_id} and l.status_id in (${PUBLIC})
          order by random() limit ${product.slots} for no key update of l)
        insert into listing_product_slots (listing_id, product, user_id, selection, selected_at)
        select id, ${product.code}, ${product.user_id}, 'AUTO', ${now} from drawn
        returning listing_id`);
      await tx.execute(sql`update user_products set auto_picked_on = ${sunday} where id = ${id}`);
      return rowsOf(ListingIdRow, inserted).length;
    });
    if (picked === null) continue;
    products += 1;
    slots += picked;
  }
  return { products, slots };
}
