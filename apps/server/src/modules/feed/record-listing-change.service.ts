import type { RecordListingChangeBody } from '@app/contract';
import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, int } from '../../db/sql';
import { validationFailed } from '../../http-error';

/**
 * POST internal/listings: a listing published, changed or taken offline on the portal. Its status,
 * price and updated_at change, so the alerts job matches it to saved searches and compares it with
 * saved properties' prices on its next run. A deleted listing (5) is not brought back.
 */
export async function recordListingChange(
  db: Database,
  change: RecordListingChangeBody,
): Promise<{ id: number }> {
  const updated = firstRowOf(
    z.object({ id: int }),
    await db.execute(sql`
      update listings set status_id = ${change.statusId},
        price_cents = ${change.price === null ? null : Math.round(change.price * 100)}, updated_at = now()
      where vlancode = ${change.vlancode} and status_id <> 5
      returning id`),
  );
  if (!updated) throw validationFailed({ vlancode: MSG.invalid });
  return updated;
}
