import type { OrderableProduct } from '@app/contract';
import { ACTIVATION, Language, PACK_PRODUCTS } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { int, rowsOf, text } from '../../db/sql';

const LifecycleRow = z.object({
  code: z.string(),
  activation: int,
  pack: text,
  start_date: z.string(),
  end_date: text,
});
export type LifecycleRow = z.infer<typeof LifecycleRow>;

const codeList = (codes: readonly string[]): SQL =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

const COLUMNS = sql`activation, start_date::text as start_date, end_date::text as end_date`;

/**
 * The rows the back office's call moves, locked: the fixed-price contract, the one product, or all
 * the products of its pack (ordered together, decision 023). Empty when the user never had it.
 * The pack's rows are read by a later statement than the product's lock (decision 053).
 */
export async function lockLifecycleRows(
  tx: Database,
  userId: number,
  product: OrderableProduct,
): Promise<LifecycleRow[]> {
  if (product === 'fixedPrice') {
    return rowsOf(
      LifecycleRow,
      await tx.execute(sql`select 'fixedPrice' as code, null as pack, ${COLUMNS}
        from fixed_price_contracts where user_id = ${userId} for no key update`),
    );
  }
  const [named] = rowsOf(
    LifecycleRow,
    await tx.execute(sql`select code, pack, ${COLUMNS} from user_products
      where user_id = ${userId} and code = ${product} for no key update`),
  );
  if (!named?.pack || !(PACK_PRODUCTS as readonly string[]).includes(product)) return named ? [named] : [];
  return rowsOf(
    LifecycleRow,
    await tx.execute(sql`select code, pack, ${COLUMNS} from user_products
      where user_id = ${userId} and pack = ${named.pack} and code in (${codeList(PACK_PRODUCTS)})
      order by id for no key update`),
  );
}

export interface LifecycleChange {
  activation: number;
  /** Active only: the period the back office set; otherwise the period stays. */
  period: { startDate: string; endDate: string | null } | null;
}

/** Writes the change to the rows; an activation is due for its owner's mail, any other change is not. */
export async function writeLifecycle(
  tx: Database,
  userId: number,
  codes: readonly string[],
  change: LifecycleChange,
): Promise<void> {
  const set: SQL = change.period
    ? sql`activation = ${change.activation}, start_date = ${change.period.startDate}::date,
          end_date = ${change.period.endDate}::date, mail_on_start = ${change.activation === ACTIVATION.active}`
    : sql`activation = ${change.activation}, mail_on_start = false`;
  if (codes.includes('fixedPrice')) {
    await tx.execute(sql`update fixed_price_contracts set ${set} where user_id = ${userId}`);
    return;
  }
  await tx.execute(sql`update user_products set ${set}
    where user_id = ${userId} and code in (${codeList(codes)})`);
}

const StartedRow = z.object({
  user_id: int,
  code: z.string(),
  start_date: z.string(),
  end_date: text,
  email: z.string(),
  language: Language,
});
export type StartedRow = z.infer<typeof StartedRow>;

/**
 * The activated products that work on `today` and whose owner was not told yet (of one user, or of
 * everyone), marked told in the same statement: in the caller's transaction with the mails, so a
 * product is mailed once, whoever runs first (a second run waits for the row locks, then finds them
 * told). The condition is the contract's productWorks.
 */
export async function takeStartedProducts(
  tx: Database,
  today: string,
  userId: number | null,
): Promise<StartedRow[]> {
  const due = (table: string) =>
    sql`mail_on_start and activation = ${ACTIVATION.active} and start_date <= ${today}::date
      and (end_date is null or end_date >= ${today}::date)
      ${userId === null ? sql`` : sql`and ${sql.identifier(table)}.user_id = ${userId}`}`;
  return rowsOf(
    StartedRow,
    await tx.execute(sql`
      with products as (
        update user_products set mail_on_start = false where ${due('user_products')}
        returning user_id, id, code, start_date, end_date),
      contracts as (
        update fixed_price_contracts set mail_on_start = false where ${due('fixed_price_contracts')}
        returning user_id, 0 as id, 'fixedPrice' as code, start_date, end_date),
      started as (select * from products union all select * from contracts)
      select s.user_id, s.code, s.start_date::text as start_date, s.end_date::text as end_date,
             u.email, u.language
      from started s join users u on u.id = s.user_id
      order by s.user_id, s.id = 0, s.id`),
  );
}
