import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../db/listing-status';
import { int, oneRowOf } from '../../db/sql';

const GoingOfflineRow = z.object({ going_offline: int });

/** The user's public listings whose offline date falls in `offline` (Brussels days, inclusive). */
export async function countGoingOffline(
  db: Database,
  userId: number,
  offline: { first: string; last: string },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as going_offline from listings l
    where l.user_id = ${userId} and l.status_id in (${PUBLIC})
      and l.offline_date between ${offline.first}::date and ${offline.last}::date
  `);
  return oneRowOf(GoingOfflineRow, result).going_offline;
}
