import type { ProductCode } from '@app/contract';
import { Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../db/listing-status';
import { int, rowsOf, text, TotalRow } from '../../db/sql';
import { slotsInUse } from './slots.repository';

const ProductRow = z.object({
  id: int,
  code: z.string(),
  activation: int,
  pack: z.enum(['starter', 'gold']).nullable(),
  start_date: z.string(),
  end_date: text,
  slots: int.nullable(),
  selection: z.enum(['AUTO', 'MANUAL']).nullable(),
  credits: int.nullable(),
  /** Slots in use (Best Of and Colour rows only count for those). */
  used: int,
});
export type ProductRow = z.infer<typeof ProductRow>;

/** The user's products, in the order they were given, with the slots their listings hold. */
export async function findProductsOfUser(db: Database, userId: number, lock = false): Promise<ProductRow[]> {
  return rowsOf(
    ProductRow,
    await db.execute(sql`
      select p.id, p.code, p.activation, p.pack, p.start_date::text as start_date, p.end_date::text as end_date,
        p.slots, p.selection, p.credits,
        ${slotsInUse} as used
      from user_products p where p.user_id = ${userId} order by p.id
      ${lock ? sql`for no key update of p` : sql``}`),
  );
}

/** The user's listings online now (Wallpaper PRO's price depends on it). */
export async function countOnlineListings(db: Database, userId: number): Promise<number> {
  const [row] = rowsOf(
    TotalRow,
    await db.execute(
      sql`select count(*)::int as total from listings where user_id = ${userId} and status_id in (${PUBLIC})`,
    ),
  );
  return row?.total ?? 0;
}

/**
 * An information request: the product's row shows activation 4 (information requested), created
 * for a product the user never had, from today.
 */
export async function markInformationRequested(
  db: Database,
  userId: number,
  code: ProductCode,
  today: string,
): Promise<void> {
  await db.execute(sql`
    insert into user_products (user_id, code, activation, start_date)
    values (${userId}, ${code}, 4, ${today})
    on conflict (user_id, code) do update set activation = 4`);
}

const Requester = z.object({
  email: z.string(),
  language: Language,
  company_name: text,
  first_name: text,
  last_name: text,
  phone: text,
  mobile: text,
});
export type Requester = z.infer<typeof Requester>;

/** Who asks: what the sales desk needs to call or write back. */
export async function findRequester(db: Database, userId: number): Promise<Requester> {
  const [row] = rowsOf(
    Requester,
    await db.execute(sql`select u.email, u.language, u.company_name, u.first_name, u.last_name, u.phone, u.mobile
      from users u where u.id = ${userId}`),
  );
  if (!row) throw new Error(`users ${userId}: not found`);
  return row;
}
