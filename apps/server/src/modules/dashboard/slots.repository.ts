import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { NEVER_LISTED, PUBLIC } from '../../db/listing-status';

/*
 * Best Of and Colour slots (listing_product_slots). Only a listing the portal shows holds one: a
 * trigger deletes a listing's slots when it goes offline (decision 020); the status test below also
 * keeps a listing under any other status from showing a product.
 */

/** A slot of `product` on listing `l`, by its owner, while `l` is published. */
const holds = (product: 'bestOf' | 'color'): SQL => sql`(l.status_id in (${PUBLIC}) and exists (
    select 1 from listing_product_slots s
    where s.listing_id = l.id and s.user_id = l.user_id and s.product = ${product}
  ))`;

const SlotProductRow = z.object({
  code: z.string(),
  slots: z.number().int().nullable(),
  selection: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  activation: z.number().int(),
  used: z.number().int(),
});
export type SlotProductRow = z.infer<typeof SlotProductRow>;

/** The user's Best Of and Colour products with the slots their published listings use now. */
export async function findSlotUsage(db: Database, userId: number): Promise<SlotProductRow[]> {
  return rowsOf(
    SlotProductRow,
    await db.execute(sql`
      select p.code, p.slots, p.selection, p.start_date::text as start_date,
             p.end_date::text as end_date, p.activation,
             (select count(*)::int
              from listing_product_slots s
              join listings l on l.id = s.listing_id
              where s.user_id = p.user_id and s.product = p.code
                and l.user_id = p.user_id and l.status_id in (${PUBLIC})) as used
      from user_products p
      where p.user_id = ${userId} and p.code in ('bestOf', 'color')
    `),
  );
}

const ListingProductsRow = z.object({ id: z.number().int(), best_of: z.boolean(), color: z.boolean() });
export type ListingProductsRow = z.infer<typeof ListingProductsRow>;

/** For those of `ids` that are the user's listed listings (never drafts or deleted): their slots. */
export async function findListingProducts(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<ListingProductsRow[]> {
  return rowsOf(
    ListingProductsRow,
    await db.execute(sql`
      select l.id, ${holds('bestOf')} as best_of, ${holds('color')} as color
      from listings l
      where l.user_id = ${userId}
        and l.status_id not in (${NEVER_LISTED})
        and l.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
    `),
  );
}
