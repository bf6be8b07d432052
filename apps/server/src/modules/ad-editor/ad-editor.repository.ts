import type { PropertyType, TransactionType } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, projects } from '../../db/schema';
import type { ListingTexts } from '../../db/schema';
import { lockUserRow } from '../../lib/user-lock';
import { DRAFT_STATUS_ID, PROJECT_DRAFT_COLUMNS, PROPERTY_DRAFT_COLUMNS } from '../drafts/drafts.service';

/** The id of the Belgian locality with exactly this postcode and name (search form), else null. */
const cityIdOf = (zip: string | null, nameSearch: string | null): SQL | null =>
  zip && nameSearch
    ? sql`(select c.id from cities c where c.zip = ${zip} and c.name_search = ${nameSearch} order by c.id limit 1)`
    : null;

/** What the ad editor writes into a listing row; the service has turned euro into cents. */
export interface PropertyDraftColumns {
  propertyType: PropertyType;
  transactionType: TransactionType;
  yourReference: string | null;
  priceCents: number | null;
  street: string | null;
  houseNumber: string | null;
  box: string | null;
  zip: string | null;
  city: string | null;
  /** The city's search form (lib/search-text.ts), to find its locality. */
  citySearch: string | null;
  livableSurface: number | null;
  bedrooms: number | null;
  description: ListingTexts;
}

const propertyDraftFields = {
  ...PROPERTY_DRAFT_COLUMNS,
  cityId: listings.cityId,
  livableSurface: listings.livableSurface,
  bedrooms: listings.bedrooms,
  description: listings.description,
};

const listingValues = ({ citySearch, ...columns }: PropertyDraftColumns) => ({
  ...columns,
  cityId: cityIdOf(columns.zip, citySearch),
});

/**
 * One statement (the locality is a subquery), so it is atomic on its own. A vlancode that is
 * already taken fails on the unique index: the service retries with another one.
 */
export async function insertPropertyDraft(
  db: Database,
  userId: number,
  vlancode: string,
  columns: PropertyDraftColumns,
) {
  const [row] = await db
    .insert(listings)
    .values({ ...listingValues(columns), vlancode, userId, statusId: DRAFT_STATUS_ID })
    .returning(propertyDraftFields);
  if (!row) throw new Error('insert into listings returned no row');
  return row;
}

/** The user's property draft; undefined for any other listing (someone else's, or published). */
export async function findPropertyAdDraft(db: Database, userId: number, id: number) {
  const [row] = await db
    .select(propertyDraftFields)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId), eq(listings.statusId, DRAFT_STATUS_ID)));
  return row;
}

/** Locks the user's property draft until the transaction ends; false when there is no such draft. */
export const lockPropertyAdDraft = (tx: Database, userId: number, id: number): Promise<boolean> =>
  lockUserRow(tx, listings, userId, id, eq(listings.statusId, DRAFT_STATUS_ID));

/** Saves every field of the user's property draft; undefined when it has no such draft. */
export async function updatePropertyAdDraft(
  db: Database,
  userId: number,
  id: number,
  columns: PropertyDraftColumns,
) {
  const [row] = await db
    .update(listings)
    .set({ ...listingValues(columns), updatedAt: sql`now()` })
    .where(and(eq(listings.id, id), eq(listings.userId, userId), eq(listings.statusId, DRAFT_STATUS_ID)))
    .returning(propertyDraftFields);
  return row;
}

/** What the ad editor writes into a project row. */
export interface ProjectDraftColumns {
  name: string;
  reference: string | null;
  street: string | null;
  houseNumber: string | null;
  zip: string | null;
  city: string | null;
  citySearch: string | null;
  description: ListingTexts;
}

const projectDraftFields = {
  ...PROJECT_DRAFT_COLUMNS,
  cityId: projects.cityId,
  description: projects.description,
};

/** The user's project draft; undefined for any other project. */
export async function findProjectAdDraft(db: Database, userId: number, id: number) {
  const [row] = await db
    .select(projectDraftFields)
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.statusId, DRAFT_STATUS_ID)));
  return row;
}

/** Locks the user's project draft until the transaction ends; false when there is no such draft. */
export const lockProjectAdDraft = (tx: Database, userId: number, id: number): Promise<boolean> =>
  lockUserRow(tx, projects, userId, id, eq(projects.statusId, DRAFT_STATUS_ID));

/** Saves every field of the user's project draft (one statement); undefined when it has no such draft. */
export async function updateProjectAdDraft(
  db: Database,
  userId: number,
  id: number,
  { citySearch, ...columns }: ProjectDraftColumns,
) {
  const [row] = await db
    .update(projects)
    .set({ ...columns, cityId: cityIdOf(columns.zip, citySearch), updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.statusId, DRAFT_STATUS_ID)))
    .returning(projectDraftFields);
  return row;
}
