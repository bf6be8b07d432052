import type {
  CurrentUser,
  Paging,
  Project,
  ProjectFilter,
  ProjectModel,
  ProjectStatusChangeBody,
  Property,
  PropertyType,
} from '@app/contract';
import { brusselsToday, ERR, REQUESTED_STATUS_IDS, STATUS_TYPES } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { findPropertiesWhere } from '../properties/properties.service';
import { toProperty } from '../properties/properties.service';
import type { ProjectModelRow, ProjectRow } from './projects.repository';
import {
  changeProjectStatus,
  findProject,
  findProjectModels,
  findProjectPage,
  modelBelongsTo,
} from './projects.repository';
import { euroOrNull } from '../../lib/money';

/** Spec section 6: projects are hidden for customer type Notaires, so the API refuses them too. */
function assertMayUseProjects(user: CurrentUser): void {
  if (user.userInfo.customerType === 'notaires') throw new HttpError(403, 'forbidden', ERR.forbidden);
}

function toProject(row: ProjectRow): Project {
  const status = STATUS_TYPES.find((type) => type.id === row.status_id);
  if (!status) throw new Error(`projects ${row.id}: unknown status id ${row.status_id}`);
  return {
    id: row.id,
    vlancode: row.vlancode,
    reference: row.reference,
    name: row.name,
    status: { id: status.id, code: status.code },
    street: row.street,
    number: row.house_number,
    zipcode: row.zip,
    city: row.city,
    onlineDate: row.online_date,
    offlineDate: row.offline_date,
    createdAt: row.created_at,
    modelCount: row.model_count,
    unitCount: row.unit_count,
  };
}

function toProjectModel(row: ProjectModelRow): ProjectModel {
  return {
    id: row.id,
    name: row.name,
    // The database only holds the contract's codes (the seed and the ad editor write them).
    propertyType: row.property_type as PropertyType,
    bedrooms: row.bedrooms,
    surfaceMin: row.surface_min,
    surfaceMax: row.surface_max,
    priceMin: euroOrNull(row.price_min_cents),
    priceMax: euroOrNull(row.price_max_cents),
    plannedUnitCount: row.planned_unit_count,
    unitCount: row.unit_count,
  };
}

async function ownProject(db: Database, user: CurrentUser, id: number): Promise<ProjectRow> {
  assertMayUseProjects(user);
  const row = await findProject(db, user.id, id);
  if (!row) throw notFound();
  return row;
}

/** POST my-projects. */
export async function listProjects(
  db: Database,
  user: CurrentUser,
  filter: ProjectFilter,
): Promise<{ data: Project[]; paging: Paging }> {
  assertMayUseProjects(user);
  const { rows, total } = await findProjectPage(db, user.id, filter);
  return {
    data: rows.map(toProject),
    paging: {
      page: filter.page,
      pageSize: filter.pageSize,
      total,
      totalPages: Math.ceil(total / filter.pageSize),
    },
  };
}

/** GET my-projects/:id/models. */
export async function projectModels(db: Database, user: CurrentUser, id: number): Promise<ProjectModel[]> {
  const project = await ownProject(db, user, id);
  return (await findProjectModels(db, project.id)).map(toProjectModel);
}

/** GET my-projects/:id/model/:modelId/subproperties: a model of another project answers 404. */
export async function projectUnits(
  db: Database,
  user: CurrentUser,
  id: number,
  modelId: number,
): Promise<Property[]> {
  const project = await ownProject(db, user, id);
  if (!(await modelBelongsTo(db, project.id, modelId))) throw notFound();
  const rows = await findPropertiesWhere(db, user.id, [
    sql`l.project_id = ${project.id}`,
    sql`l.model_id = ${modelId}`,
  ]);
  return rows.map(toProperty);
}

/** Project drafts (3) are published by the ad editor; deleted projects (5) are gone for good. */
const STATUS_IDS_UNCHANGEABLE: readonly number[] = [3, 5];

/** POST my-projects/:id/status. */
export async function changeStatus(
  db: Database,
  user: CurrentUser,
  id: number,
  body: ProjectStatusChangeBody,
): Promise<Project> {
  assertMayUseProjects(user);
  const found = await changeProjectStatus(db, user.id, id, brusselsToday(), (statusId) => {
    if (STATUS_IDS_UNCHANGEABLE.includes(statusId)) throw new HttpError(409, 'conflict', ERR.conflict);
    return REQUESTED_STATUS_IDS[body.requestedStatus];
  });
  if (!found) throw notFound();
  return ownProject(db, user, id).then(toProject);
}
