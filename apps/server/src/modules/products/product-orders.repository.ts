import type { PackCode, ProductCode, ProductPackageCode } from '@app/contract';
import { ACTIVATION, PACKS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { int, rowsOf, text } from '../../db/sql';

/** What an order gives each product it covers (decision 023). */
export interface OrderedProducts {
  codes: readonly ProductCode[];
  pack: PackCode | null;
  credits: number | null;
  today: string;
}

const slotsOf = (code: ProductCode, pack: PackCode | null): number | null => {
  if (!pack) return null;
  if (code === 'bestOf') return PACKS[pack].bestOf;
  return code === 'color' ? PACKS[pack].color : null;
};

/**
 * The ordered products wait for activation (2) from today, with the pack's slots; a slot product
 * keeps the selection method it had, AUTO otherwise. A product the user never had gets its row.
 */
export async function markProductsOrdered(
  tx: Database,
  userId: number,
  ordered: OrderedProducts,
): Promise<void> {
  for (const code of ordered.codes) {
    const slots = slotsOf(code, ordered.pack);
    const selection = slots === null ? null : 'AUTO';
    await tx.execute(sql`
      insert into user_products (user_id, code, activation, pack, start_date, end_date, slots, selection, credits)
      values (${userId}, ${code}, ${ACTIVATION.pendingActivation}, ${ordered.pack}, ${ordered.today}, null,
              ${slots}, ${selection}, ${ordered.credits})
      on conflict (user_id, code) do update set
        activation = excluded.activation, pack = excluded.pack, start_date = excluded.start_date,
        end_date = null, slots = excluded.slots,
        selection = coalesce(user_products.selection, excluded.selection), credits = excluded.credits`);
  }
}

/** More Property Advisor credits for a product the user has or is getting. */
export async function addAdvisorCredits(tx: Database, userId: number, credits: number): Promise<void> {
  await tx.execute(sql`
    update user_products set credits = coalesce(credits, 0) + ${credits}
    where user_id = ${userId} and code = 'propertyAdvisor'`);
}

const ContractRow = z.object({
  package: z.string(),
  properties: int,
  activation: int,
  start_date: z.string(),
  end_date: text,
});
export type ContractRow = z.infer<typeof ContractRow>;

/** The user's fixed-price package, locked for an order when `lock`. */
export async function findFixedPriceContract(
  db: Database,
  userId: number,
  lock = false,
): Promise<ContractRow | undefined> {
  const [row] = rowsOf(
    ContractRow,
    await db.execute(sql`
      select package, properties, activation, start_date::text as start_date, end_date::text as end_date
      from fixed_price_contracts where user_id = ${userId}
      ${lock ? sql`for no key update` : sql``}`),
  );
  return row;
}

/** An ordered fixed-price package waits for activation from today; it replaces an ended one. */
export async function markFixedPriceOrdered(
  tx: Database,
  userId: number,
  code: ProductPackageCode,
  properties: number,
  today: string,
): Promise<void> {
  await tx.execute(sql`
    insert into fixed_price_contracts (user_id, package, properties, activation, start_date, end_date)
    values (${userId}, ${code}, ${properties}, ${ACTIVATION.pendingActivation}, ${today}, null)
    on conflict (user_id) do update set
      package = excluded.package, properties = excluded.properties, activation = excluded.activation,
      start_date = excluded.start_date, end_date = null`);
}

/** Any number: the same in every instance; the second key is the user. */
const ACCOUNT_ORDER_LOCK_ID = 7_240_323;

/**
 * Product orders and information requests of one user run one after the other: a product without a
 * row yet has nothing to lock, and two orders of it at once would both pass the "already held" check.
 * Read the products in a later statement than this lock: a statement that waited for a lock keeps the
 * snapshot it started with (READ COMMITTED, decision 053).
 */
export async function lockAccountOrders(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_ORDER_LOCK_ID}::int, ${userId}::int)`);
}
