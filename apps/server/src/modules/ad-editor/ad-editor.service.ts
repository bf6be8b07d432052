import type {
  CurrentUser,
  ProjectAdDraft,
  ProjectAdFields,
  PropertyAdDraft,
  PropertyAdFields,
} from '@app/contract';
import type { Database } from '../../db/client';
import type { ListingTexts } from '../../db/schema';
import { notFound } from '../../http-error';
import { searchText } from '../../lib/search-text';
import { isUniqueViolation } from '../../lib/db-errors';
import type { RecordVersion } from '../../plugins/conditional-requests';
import { entityTag, rowVersion } from '../../plugins/conditional-requests';
import type { PropertyDraftColumns, ProjectDraftColumns } from './ad-editor.repository';
import {
  findProjectAdDraft,
  findPropertyAdDraft,
  insertPropertyDraft,
  lockProjectAdDraft,
  lockPropertyAdDraft,
  updateProjectAdDraft,
  updatePropertyAdDraft,
} from './ad-editor.repository';
import { assertMayUseDrafts, assertMayUseProjectDrafts } from '../drafts/drafts.service';
import { newVlancode } from './new-vlancode';

/**
 * 23 × 23 × 23 × 10,000 codes: a clash is rare, several in a row mean something else is wrong,
 * and that error is passed on rather than retried forever.
 */
const VLANCODE_ATTEMPTS = 5;

const texts = (descriptions: ListingTexts): ListingTexts => ({
  nl: descriptions.nl ?? null,
  fr: descriptions.fr ?? null,
  en: descriptions.en ?? null,
});

function propertyColumns(fields: PropertyAdFields): PropertyDraftColumns {
  return {
    propertyType: fields.propertyType,
    transactionType: fields.transactionType,
    yourReference: fields.yourReference,
    // Cents in the database: whole numbers, so sums and comparisons are exact.
    priceCents: fields.price === null ? null : Math.round(fields.price * 100),
    street: fields.street,
    houseNumber: fields.number,
    box: fields.box,
    zip: fields.zipcode,
    city: fields.city,
    citySearch: fields.city ? searchText(fields.city) : null,
    livableSurface: fields.livableSurface,
    bedrooms: fields.bedrooms,
    description: texts(fields.descriptions),
  };
}

type PropertyDraftRow = NonNullable<Awaited<ReturnType<typeof findPropertyAdDraft>>>;

function toPropertyAdDraft(row: PropertyDraftRow): PropertyAdDraft {
  return {
    id: row.id,
    vlancode: row.vlancode,
    propertyType: row.propertyType,
    transactionType: row.transactionType,
    yourReference: row.yourReference,
    price: row.priceCents === null ? null : row.priceCents / 100,
    street: row.street,
    number: row.number,
    box: row.box,
    zipcode: row.zipcode,
    city: row.city,
    livableSurface: row.livableSurface,
    bedrooms: row.bedrooms,
    descriptions: texts(row.description),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * POST my-drafts/property: a listing row with status 3 (never listed before publication) and a new
 * vlancode; two drafts created at the same moment may draw the same code, so a clash draws again.
 */
export async function createPropertyAdDraft(
  db: Database,
  user: CurrentUser,
  fields: PropertyAdFields,
  drawVlancode: () => string = newVlancode,
): Promise<PropertyAdDraft> {
  assertMayUseDrafts(user);
  const columns = propertyColumns(fields);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return toPropertyAdDraft(await insertPropertyDraft(db, user.id, drawVlancode(), columns));
    } catch (error) {
      if (attempt >= VLANCODE_ATTEMPTS || !isUniqueViolation(error, 'listings_vlancode_idx')) throw error;
    }
  }
}

/** GET my-drafts/property/:id: only the caller's drafts; any other listing answers 404. */
export async function propertyAdDraft(db: Database, user: CurrentUser, id: number): Promise<PropertyAdDraft> {
  assertMayUseDrafts(user);
  const row = await findPropertyAdDraft(db, user.id, id);
  if (!row) throw notFound();
  return toPropertyAdDraft(row);
}

/**
 * The version of a draft (decision 055): a strong entity-tag of everything its GET answers, all of
 * it stored state (its updatedAt changes with every save). The ETag of GET my-drafts/…/:id.
 */
export const draftTag = (draft: PropertyAdDraft | ProjectAdDraft): string => entityTag(draft);

/** How PUT my-drafts/property/:id finds the draft's version: under its row lock; 404 when not the caller's. */
export function propertyDraftVersion(user: CurrentUser, id: number): RecordVersion {
  assertMayUseDrafts(user);
  return rowVersion(
    (tx) => lockPropertyAdDraft(tx, user.id, id),
    (tx) => propertyAdDraft(tx, user, id),
    draftTag,
  );
}

/** PUT my-drafts/property/:id: every field, type and transaction included. */
export async function savePropertyAdDraft(
  db: Database,
  user: CurrentUser,
  id: number,
  fields: PropertyAdFields,
): Promise<PropertyAdDraft> {
  assertMayUseDrafts(user);
  const row = await updatePropertyAdDraft(db, user.id, id, propertyColumns(fields));
  if (!row) throw notFound();
  return toPropertyAdDraft(row);
}

function projectColumns(fields: ProjectAdFields): ProjectDraftColumns {
  return {
    name: fields.name,
    reference: fields.reference,
    street: fields.street,
    houseNumber: fields.number,
    zip: fields.zipcode,
    city: fields.city,
    citySearch: fields.city ? searchText(fields.city) : null,
    description: texts(fields.descriptions),
  };
}

type ProjectDraftRow = NonNullable<Awaited<ReturnType<typeof findProjectAdDraft>>>;

function toProjectAdDraft(row: ProjectDraftRow): ProjectAdDraft {
  return {
    id: row.id,
    vlancode: row.vlancode,
    name: row.name,
    reference: row.reference,
    street: row.street,
    number: row.number,
    zipcode: row.zipcode,
    city: row.city,
    descriptions: texts(row.description),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** GET my-drafts/project/:id: only the caller's project drafts; Notaires have no projects (403). */
export async function projectAdDraft(db: Database, user: CurrentUser, id: number): Promise<ProjectAdDraft> {
  assertMayUseProjectDrafts(user);
  const row = await findProjectAdDraft(db, user.id, id);
  if (!row) throw notFound();
  return toProjectAdDraft(row);
}

/** The same for PUT my-drafts/project/:id. */
export function projectDraftVersion(user: CurrentUser, id: number): RecordVersion {
  assertMayUseProjectDrafts(user);
  return rowVersion(
    (tx) => lockProjectAdDraft(tx, user.id, id),
    (tx) => projectAdDraft(tx, user, id),
    draftTag,
  );
}

/** PUT my-drafts/project/:id. */
export async function saveProjectAdDraft(
  db: Database,
  user: CurrentUser,
  id: number,
  fields: ProjectAdFields,
): Promise<ProjectAdDraft> {
  assertMayUseProjectDrafts(user);
  const row = await updateProjectAdDraft(db, user.id, id, projectColumns(fields));
  if (!row) throw notFound();
  return toProjectAdDraft(row);
}
