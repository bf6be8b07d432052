import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { firstRowOf } from '../../db/sql';

/** What the status rules look at, read under a row lock. */
const StatusTarget = z.object({
  status_id: z.number().int(),
  transaction_type: z.string(),
  software_reference: z.string().nullable(),
  software_name: z.string().nullable(),
});
export type StatusTarget = z.infer<typeof StatusTarget>;

/**
 * Locks the user's listing, lets `decide` return the new status id (or throw), and writes it;
 * publishing fills an empty online date with `today`. False when the user has no such listing.
 */
export async function changeListingStatus(
  db: Database,
  userId: number,
  id: number,
  today: string,
  decide: (target: StatusTarget) => number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select l.status_id, l.transaction_type, l.software_reference, u.software_name
      from listings l join users u on u.id = l.user_id
      where l.id = ${id} and l.user_id = ${userId}
      for update of l
    `);
    const target = firstRowOf(StatusTarget, result);
    if (!target) return false;
    const statusId = decide(target);
    await tx.execute(sql`
      update listings
      set status_id = ${statusId},
          online_date = case when ${statusId}::int = 1 then coalesce(online_date, ${today}::date)
                             else online_date end,
          updated_at = now()
      where id = ${id}
    `);
    return true;
  });
}
