import type { RecordListingChangeBody } from '@app/contract';
import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRowOf, IdRow } from '../../db/sql';
import { validationFailed } from '../../http-error';

/**
 * POST internal/listings: a listing published, changed or taken offline on the portal. Its status,
 * price (and main photo, when sent) and updated_at change, so the alerts job matches it to saved searches and compares it with
 * saved properties' prices on its next run. A deleted listing (5) is not brought back.
 */
export async function recordListingChange(
  db: Database,
  change: RecordListingChangeBody,
  photoOrigins: readonly string[],
): Promise<{ id: number }> {
  // A photo the pages may not load (their img-src) would show as a broken image.
  if (change.photoUrl && !photoOrigins.includes(new URL(change.photoUrl).origin))
    throw validationFailed({ photoUrl: MSG.invalid });
  const updated = firstRowOf(
    IdRow,
    await db.execute(sql`
      update listings set status_id = ${change.statusId},
        price_cents = ${change.price === null ? null : Math.round(change.price * 100)},
        ${change.photoUrl === undefined ? sql`` : sql`photo_url = ${change.photoUrl},`} updated_at = now()
      where vlancode = ${change.vlancode} and status_id <> 5
      returning id`),
  );
  if (!updated) throw validationFailed({ vlancode: MSG.invalid });
  return updated;
}
