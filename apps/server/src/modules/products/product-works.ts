import type { ProductCode } from '@app/contract';
import { ACTIVATION } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasRows } from '../../db/sql';

/**
 * SQL true when the user's product works on `today` (a Brussels day): the contract's productWorks
 * (active, started, not ended) for queries over many users.
 */
export const productWorksSql = (userId: SQL, code: ProductCode, today: string): SQL => sql`exists (
  select 1 from user_products wp
  where wp.user_id = ${userId} and wp.code = ${code} and wp.activation = ${ACTIVATION.active}
    and wp.start_date <= ${today}::date and (wp.end_date is null or wp.end_date >= ${today}::date))`;

/** Whether one user's product works on `today`. */
export async function productWorksFor(
  db: Database,
  userId: number,
  code: ProductCode,
  today: string,
): Promise<boolean> {
  return hasRows(await db.execute(sql`select 1 where ${productWorksSql(sql`${userId}::int`, code, today)}`));
}
