import { z } from 'zod';
import { dataOf, pagedOf, PagingQuery } from './common';
import { endpoint } from './endpoint';
import { PropertyType, TransactionType } from './lookups';

export const City = z.object({
  id: z.number().int(),
  zip: z.string().regex(/^\d{4}$/),
  /** The name in the language of the request (Gand, Luik, Ghent): what a list of places shows. */
  name: z.string(),
  /** The official name where the locality lies (Gent, Liège): what an address carries. */
  localName: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type City = z.infer<typeof City>;

export const CitiesQuery = PagingQuery.extend({
  /** A postcode (prefix) or part of a locality name. */
  q: z.string().trim().max(100).optional(),
});

export const getCities = endpoint({
  method: 'GET',
  path: 'profile/cities',
  access: 'public',
  tag: 'lookups',
  summary: 'Belgian localities, searched by postcode or name, paged.',
  query: CitiesQuery,
  response: pagedOf(City),
});

const LookupItem = <T extends z.ZodType>(code: T) =>
  z.object({ id: z.number().int(), code, name: z.string() });
export const Types = z.object({
  propertyTypes: z.array(LookupItem(PropertyType)),
  transactionTypes: z.array(LookupItem(TransactionType)),
  statusTypes: z.array(LookupItem(z.string())),
});
export type Types = z.infer<typeof Types>;

export const getTypes = endpoint({
  method: 'GET',
  path: 'types',
  access: 'public',
  tag: 'lookups',
  summary: 'Property, transaction and status types with their names in the request language.',
  response: dataOf(Types),
});
