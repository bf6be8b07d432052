import type { ProjectFilter } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { NEVER_LISTED } from '../../db/listing-status';
import { firstRowOf, hasRows, int, isoUtc, likeLiteral, rowsOf, text, TotalRow } from '../../db/sql';

const ProjectRow = z.object({
  id: int,
  vlancode: z.string(),
  reference: text,
  name: z.string(),
  status_id: int,
  street: text,
  house_number: text,
  zip: text,
  city: text,
  online_date: text,
  offline_date: text,
  /** ISO 8601 in UTC, formatted by the database: both drivers return the same text. */
  created_at: z.string(),
  model_count: int,
  unit_count: int,
  total: int,
});
export type ProjectRow = z.infer<typeof ProjectRow>;

const ProjectModelRow = z.object({
  id: int,
  name: z.string(),
  property_type: z.string(),
  bedrooms: int.nullable(),
  surface_min: z.number().nullable(),
  surface_max: z.number().nullable(),
  price_min_cents: z.number().nullable(),
  price_max_cents: z.number().nullable(),
  planned_unit_count: int,
  unit_count: int,
});
export type ProjectModelRow = z.infer<typeof ProjectModelRow>;

/** Project drafts (3) live in my-drafts, deleted projects (5) nowhere. */
function listedWhere(userId: number, conditions: SQL[]): SQL {
  return sql.join(
    [sql`p.user_id = ${userId}`, sql`p.status_id not in (${NEVER_LISTED})`, ...conditions],
    sql` and `,
  );
}

function filterConditions(filter: ProjectFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.statusIds.length > 0) {
    conditions.push(sql`p.status_id in (${sql.join(filter.statusIds, sql`, `)})`);
  }
  if (filter.q) {
    const part = `%${likeLiteral(filter.q)}%`;
    conditions.push(
      sql`(p.name ilike ${part} or p.reference ilike ${part} or p.vlancode ilike ${part}
           or p.street ilike ${part} or p.city ilike ${part} or p.zip ilike ${part})`,
    );
  }
  return conditions;
}

/** The page is cut first (count(*) over () gives the total); only its rows get their counts. */
async function selectProjects(
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
): Promise<ProjectRow[]> {
  const order = sql`p.created_at desc, p.id desc`;
  const result = await db.execute(sql`
    with page as (
      select p.id, count(*) over () as total from projects p
      where ${where}
      order by ${order}
      limit ${limit} offset ${offset}
    )
    select p.id, p.vlancode, p.reference, p.name, p.status_id, p.street, p.house_number, p.zip, p.city,
           p.online_date::text as online_date, p.offline_date::text as offline_date,
           ${isoUtc(sql`p.created_at`)} as created_at,
           (select count(*)::int from project_models m where m.project_id = p.id) as model_count,
           (select count(*)::int from listings l
             where l.project_id = p.id and l.status_id not in (${NEVER_LISTED})) as unit_count,
           page.total::int as total
    from page join projects p on p.id = page.id
    order by ${order}
  `);
  return rowsOf(ProjectRow, result);
}

export async function findProjectPage(
  db: Database,
  userId: number,
  filter: ProjectFilter,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = listedWhere(userId, filterConditions(filter));
  const offset = (filter.page - 1) * filter.pageSize;
  const rows = await selectProjects(db, where, filter.pageSize, offset);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count has no row to ride on: count on its own.
  const result = await db.execute(sql`select count(*)::int as total from projects p where ${where}`);
  return { rows, total: firstRowOf(TotalRow, result)?.total ?? 0 };
}

/** One listed project of the user, or undefined (someone else's, a draft or a deleted one). */
export async function findProject(db: Database, userId: number, id: number): Promise<ProjectRow | undefined> {
  return (await selectProjects(db, listedWhere(userId, [sql`p.id = ${id}`]), 1, 0))[0];
}

export async function findProjectModels(db: Database, projectId: number): Promise<ProjectModelRow[]> {
  const result = await db.execute(sql`
    select m.id, m.name, m.property_type, m.bedrooms, m.surface_min, m.surface_max,
           m.price_min_cents::float8 as price_min_cents, m.price_max_cents::float8 as price_max_cents,
           m.unit_count as planned_unit_count,
           (select count(*)::int from listings l
             where l.model_id = m.id and l.status_id not in (${NEVER_LISTED})) as unit_count
    from project_models m
    where m.project_id = ${projectId}
    order by m.id
  `);
  return rowsOf(ProjectModelRow, result);
}

export async function modelBelongsTo(db: Database, projectId: number, modelId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 as found from project_models where id = ${modelId} and project_id = ${projectId}`,
  );
  return hasRows(result);
}

const ProjectStatusRow = ProjectRow.pick({ status_id: true });

/**
 * Locks the user's project, lets `decide` return the new status id from the current one (or throw),
 * and writes it; publishing fills an empty online date. False when the user has no such project.
 */
export async function changeProjectStatus(
  db: Database,
  userId: number,
  id: number,
  today: string,
  decide: (statusId: number) => number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select status_id from projects where id = ${id} and user_id = ${userId} for update`,
    );
    const current = firstRowOf(ProjectStatusRow, result);
    if (!current) return false;
    const statusId = decide(current.status_id);
    await tx.execute(sql`
      update projects
      set status_id = ${statusId},
          online_date = case when ${statusId}::int = 1 then coalesce(online_date, ${today}::date)
                             else online_date end,
          updated_at = now()
      where id = ${id}
    `);
    return true;
  });
}
