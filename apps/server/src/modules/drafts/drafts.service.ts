import type { CurrentUser, ProjectDraft, PropertyDraft } from '@app/contract';
import { ERR } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import {
  deleteProjectDraft,
  deletePropertyDraft,
  findProjectDrafts,
  findPropertyDrafts,
} from './drafts.repository';

/**
 * Spec section 6: a user with software creates ads there, so drafts are hidden and refused; the
 * message names the software, so the user knows where to go instead.
 */
export function assertMayUseDrafts(user: CurrentUser): void {
  if (user.userInfo.hasSoftware) {
    throw new HttpError(403, 'software_drafts', ERR.softwareDrafts, {}, undefined, {
      software: user.userInfo.softwareName ?? '',
    });
  }
}

/** Project drafts are projects: hidden for customer type Notaires as well (spec section 6). */
export function assertMayUseProjectDrafts(user: CurrentUser): void {
  assertMayUseDrafts(user);
  if (user.userInfo.customerType === 'notaires') throw new HttpError(403, 'forbidden', ERR.forbidden);
}

/** GET my-drafts/properties: last changed first. */
export async function propertyDrafts(db: Database, user: CurrentUser): Promise<PropertyDraft[]> {
  assertMayUseDrafts(user);
  const rows = await findPropertyDrafts(db, user.id);
  return rows.map(({ priceCents, ...row }) => ({
    ...row,
    price: priceCents === null ? null : priceCents / 100,
  }));
}

/** GET my-drafts/projects: last changed first. */
export async function projectDrafts(db: Database, user: CurrentUser): Promise<ProjectDraft[]> {
  assertMayUseProjectDrafts(user);
  return findProjectDrafts(db, user.id);
}

/** DELETE my-drafts/property/:id: someone else's draft or a listing that is no draft answers 404. */
export async function removePropertyDraft(db: Database, user: CurrentUser, id: number): Promise<void> {
  assertMayUseDrafts(user);
  if (!(await deletePropertyDraft(db, user.id, id))) throw notFound();
}

/** DELETE my-drafts/project/:id: someone else's draft or a project that is no draft answers 404. */
export async function removeProjectDraft(db: Database, user: CurrentUser, id: number): Promise<void> {
  assertMayUseProjectDrafts(user);
  if (!(await deleteProjectDraft(db, user.id, id))) throw notFound();
}

// The ad editor reads and writes drafts with the same columns and status.
export { DRAFT_STATUS_ID, PROJECT_DRAFT_COLUMNS, PROPERTY_DRAFT_COLUMNS } from './drafts.repository';
