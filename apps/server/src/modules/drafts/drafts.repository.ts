import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoUtc } from '../../db/sql';
import { listings, projects } from '../../db/schema';

/** Status 3 is a draft: of a listing in listings, of a project in projects (decision 012). */
export const DRAFT_STATUS_ID = 3;

/** A property draft as the Drafts list shows it; the ad editor reads these and more (modules/ad-editor). */
export const PROPERTY_DRAFT_COLUMNS = {
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
};

/** A project draft as the Drafts list shows it, its model count apart; the ad editor reads more. */
export const PROJECT_DRAFT_COLUMNS = {
  id: projects.id,
  vlancode: projects.vlancode,
  name: projects.name,
  reference: projects.reference,
  street: projects.street,
  number: projects.houseNumber,
  zipcode: projects.zip,
  city: projects.city,
  createdAt: isoUtc(sql`${projects.createdAt}`),
  updatedAt: isoUtc(sql`${projects.updatedAt}`),
};

export async function findPropertyDrafts(db: Database, userId: number) {
  return db
    .select(PROPERTY_DRAFT_COLUMNS)
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.statusId, DRAFT_STATUS_ID)))
    .orderBy(sql`${listings.updatedAt} desc, ${listings.id} desc`);
}

export async function findProjectDrafts(db: Database, userId: number) {
  return db
    .select({
      ...PROJECT_DRAFT_COLUMNS,
      // Qualified by hand: drizzle would leave the outer column bare, and the subquery read it as m.id.
      modelCount: sql<number>`(select count(*)::int from project_models m where m.project_id = projects.id)`,
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
