import type { RecordSavedSearchBody as Body, SavedSearch } from '@app/contract';
import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { hasRows } from '../../db/sql';
import { validationFailed } from '../../http-error';
import { recordPortalSearch } from '../saved-searches/saved-searches.service';

/** POST internal/saved-searches: "save this search" on the public site, for a user of the account area. */
export async function recordSavedSearch(
  db: Database,
  body: z.output<typeof Body>,
): Promise<SavedSearch & { duplicate: boolean }> {
  const known = await db.execute(sql`select 1 from users where id = ${body.userId} and deleted_at is null`);
  if (!hasRows(known)) throw validationFailed({ userId: MSG.invalid });
  const { id, userId, automatic, ...search } = body;
  return recordPortalSearch(db, { externalId: id, userId, automatic, body: search });
}
