import type { PropertyExportQuery } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { IdRow, rowsOf } from '../../db/sql';
import type { PropertyRow } from '../properties/properties.service';
import { counters, filterConditions, findPropertiesWhere, orderBy } from '../properties/properties.service';
import { NEVER_LISTED } from '../../db/listing-status';

/**
 * The ids of the user's listings the export selects, in the list's order: the export's cursor.
 * An id is 4 bytes, so even a very large agency costs little memory here, and the ids are one
 * snapshot, so a listing changed during the download is neither written twice nor skipped.
 */
export async function findExportIds(
  db: Database,
  userId: number,
  query: PropertyExportQuery,
): Promise<number[]> {
  const where = sql.join(
    [sql`l.user_id = ${userId}`, sql`l.status_id not in (${NEVER_LISTED})`, ...filterConditions(query)],
    sql` and `,
  );
  // Sorting by detail views needs every match's counters; the other sorts read listings only.
  const join = query.sort === 'detailViews' ? counters : sql``;
  const result = await db.execute(sql`
    select l.id from listings l ${join}
    where ${where}
    order by ${orderBy(query.sort, query.direction)}
  `);
  return rowsOf(IdRow, result).map((row) => row.id);
}

/**
 * The rows of one batch of ids, in the order of `ids`, with the list's columns and counters. An id
 * that is no longer listed (deleted meanwhile) is left out.
 */
export async function findExportRows(db: Database, userId: number, ids: number[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  const rows = await findPropertiesWhere(db, userId, [sql`l.id in (${sql.join(ids, sql`, `)})`]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
