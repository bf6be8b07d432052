import { z } from 'zod';
import { dataOf, IdParams, pagedOf, PathId } from './common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { endpoint } from './endpoint';
import { PropertyType } from './lookups';
import { FilterableStatusId, ListingStatus, Property } from './properties';
import {
  FILTERABLE_STATUS_IDS,
  PROJECT_REQUESTED_STATUSES,
  PROPERTY_FILTER_TEXT_MAX,
} from './property-codes';

// ---------------------------------------------------------------------------------------------
// Projects (spec sections 2 "My projects", 7 Projects; hidden for customer type Notaires)

export const ProjectRequestedStatus = z.enum(PROJECT_REQUESTED_STATUSES);
export const ProjectStatusChangeBody = z.object({ requestedStatus: ProjectRequestedStatus });
export type ProjectStatusChangeBody = z.infer<typeof ProjectStatusChangeBody>;

export const Project = z.object({
  id: z.number().int(),
  vlancode: z.string(),
  reference: z.string().nullable(),
  name: z.string(),
  status: ListingStatus,
  street: z.string().nullable(),
  number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  onlineDate: z.iso.date().nullable(),
  offlineDate: z.iso.date().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  modelCount: z.number().int().min(0),
  /** The project's units listed in my-properties (drafts and deleted units excepted). */
  unitCount: z.number().int().min(0),
});
export type Project = z.infer<typeof Project>;

/** The payload of POST my-projects: like my-properties' filter, without types and sorting. */
export const ProjectFilter = z.object({
  statusIds: z.array(FilterableStatusId).max(FILTERABLE_STATUS_IDS.length).default([]),
  /** Text in the name, reference, vlancode, street, city or postcode, case-insensitive. */
  q: z.string().trim().max(PROPERTY_FILTER_TEXT_MAX).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ProjectFilter = z.infer<typeof ProjectFilter>;
export type ProjectFilterInput = z.input<typeof ProjectFilter>;

export const ProjectModel = z.object({
  id: z.number().int(),
  name: z.string(),
  propertyType: PropertyType,
  bedrooms: z.number().int().nullable(),
  surfaceMin: z.number().int().nullable(),
  surfaceMax: z.number().int().nullable(),
  /** Euro. */
  priceMin: z.number().min(0).nullable(),
  priceMax: z.number().min(0).nullable(),
  /** The number of units the model was planned with. */
  plannedUnitCount: z.number().int().min(0),
  /** The model's units listed (drafts and deleted units excepted): what subproperties returns. */
  unitCount: z.number().int().min(0),
});
export type ProjectModel = z.infer<typeof ProjectModel>;

export const ProjectModelParams = z.object({
  id: PathId,
  modelId: PathId,
});

export const listMyProjects = endpoint({
  method: 'POST',
  path: 'my-projects',
  access: 'pro',
  tag: 'projects',
  summary: "The caller's projects (project drafts and deleted ones excepted), filtered and paged.",
  body: ProjectFilter,
  response: pagedOf(Project),
});

export const getMyProjectModels = endpoint({
  method: 'GET',
  path: 'my-projects/:id/models',
  access: 'pro',
  tag: 'projects',
  summary: "The models of one of the caller's projects, with their unit counts.",
  params: IdParams,
  response: dataOf(z.array(ProjectModel)),
});

export const getMyProjectUnits = endpoint({
  method: 'GET',
  path: 'my-projects/:id/model/:modelId/subproperties',
  access: 'pro',
  tag: 'projects',
  summary: "The units of one model of one of the caller's projects, as listings.",
  params: ProjectModelParams,
  response: dataOf(z.array(Property)),
});

export const changeMyProjectStatus = endpoint({
  method: 'POST',
  path: 'my-projects/:id/status',
  access: 'pro',
  tag: 'projects',
  summary: "Changes the status of one of the caller's projects; 409 for a project draft or deleted project.",
  params: IdParams,
  body: ProjectStatusChangeBody,
  response: dataOf(Project),
});
