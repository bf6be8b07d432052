import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, projects } from '../../db/schema';

/** Status 3 is a draft: of a listing in listings, of a project in projects (decision 012). */
export const DRAFT_STATUS_ID = 3;

/** Timestamps as ISO 8601 in UTC, formatted by the database: both drivers return the same text. */
export const isoUtc = (column: SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function findPropertyDrafts(db: Database, userId: number) {
  return db
    .select({
      id: listings.id,
      vlancode: listings.vlancode,
      transactionType: listings.transactionType,
      propertyType: listings.propertyType,
      yourReference: listings.yourReference,
      // Euro cents as a double: bigint would arrive as a string on node-postgres.
      priceCents: sql<number | null>`${listings.priceCents}::float8`,
      street: listings.street,
      number: listings.houseNumber,
      box: listings.box,
      zipcode: listings.zip,
      city: listings.city,
      createdAt: isoUtc(sql`${listings.createdAt}`),
      updatedAt: isoUtc(sql`${listings.updatedAt}`),
    })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.statusId, DRAFT_STATUS_ID)))
    .orderBy(sql`${listings.updatedAt} desc, ${listings.id} desc`);
}

export async function findProjectDrafts(db: Database, userId: number) {
  return db
    .select({
      id: projects.id,
      vlancode: projects.vlancode,
      name: projects.name,
      reference: projects.reference,
      street: projects.street,
      number: projects.houseNumber,
      zipcode: projects.zip,
      city: projects.city,
      // Qualified by hand: drizzle would leave the outer column bare, and the subquery read it as m.id.
      modelCount: sql<number>`(select count(*)::int from project_models m where m.project_id = projects.id)`,
      createdAt: isoUtc(sql`${projects.createdAt}`),
      updatedAt: isoUtc(sql`${projects.updatedAt}`),
    })
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.statusId, DRAFT_STATUS_ID)))
    .orderBy(sql`${projects.updatedAt} desc, ${projects.id} desc`);
}

/** False when the user has no property draft with this id (a published listing is no draft). */
export async function deletePropertyDraft(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId), eq(listings.statusId, DRAFT_STATUS_ID)))
    .returning({ id: listings.id });
  return deleted.length > 0;
}

/** Its models go with it (cascade); a project draft has no units. */
export async function deleteProjectDraft(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.statusId, DRAFT_STATUS_ID)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}
