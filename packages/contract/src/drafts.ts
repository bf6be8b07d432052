import { z } from 'zod';
import { dataOf, IdParams, Success } from './common';
import { endpoint } from './endpoint';
import { PropertyType, TransactionType } from './lookups';

// ---------------------------------------------------------------------------------------------
// Drafts (spec section 2 "Drafts"; hidden for users with software)

/** A property draft: what the ad editor needs to resume it. */
export const PropertyDraft = z.object({
  id: z.number().int(),
  vlancode: z.string(),
  transactionType: TransactionType,
  propertyType: PropertyType,
  yourReference: z.string().nullable(),
  /** Euro; null is "price on request" or not filled in yet. */
  price: z.number().min(0).nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  box: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PropertyDraft = z.infer<typeof PropertyDraft>;

export const ProjectDraft = z.object({
  id: z.number().int(),
  vlancode: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  modelCount: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ProjectDraft = z.infer<typeof ProjectDraft>;

export const listMyPropertyDrafts = endpoint({
  method: 'GET',
  path: 'my-drafts/properties',
  access: 'active',
  tag: 'drafts',
  summary: "The caller's property drafts, last changed first.",
  response: dataOf(z.array(PropertyDraft)),
});

export const listMyProjectDrafts = endpoint({
  method: 'GET',
  path: 'my-drafts/projects',
  access: 'active',
  tag: 'drafts',
  summary: "The caller's project drafts, last changed first.",
  response: dataOf(z.array(ProjectDraft)),
});

export const deleteMyPropertyDraft = endpoint({
  method: 'DELETE',
  path: 'my-drafts/property/:id',
  access: 'active',
  tag: 'drafts',
  summary: "Deletes one of the caller's property drafts; any other listing answers 404.",
  params: IdParams,
  response: Success,
});

export const deleteMyProjectDraft = endpoint({
  method: 'DELETE',
  path: 'my-drafts/project/:id',
  access: 'active',
  tag: 'drafts',
  summary: "Deletes one of the caller's project drafts; any other project answers 404.",
  params: IdParams,
  response: Success,
});
