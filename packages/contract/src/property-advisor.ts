import { z } from 'zod';
import { dataOf, DB_ID_MAX, IdParams, pagedOf, PagingQuery } from './common';
import { endpoint } from './endpoint';
import { PropertyType, TransactionType } from './lookups';
import { ADVISOR_DESCRIPTION_MAX, ADVISOR_TITLE_MAX } from './advisor-codes';
import { MSG, optional, requiredText } from './validation';

/** Issue 11: Property Advisor (route `products-property-advisor`; spec sections 3, 5, 6, 7, 8). */

/** What one dossier costs (decision 022). */
export const ADVISOR_DOSSIER_CREDITS = 1;
/** The advisor tool's access token: short-lived, for one dossier. */
export const ADVISOR_TOKEN_TTL_SECONDS = 300;
export const ADVISOR_TOKEN_AUDIENCE = 'property-advisor';

export const AdvisorDossier = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  listing: z.object({
    id: z.number().int(),
    vlancode: z.string(),
    yourReference: z.string().nullable(),
    propertyType: PropertyType,
    transactionType: TransactionType,
    zipcode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  creditsUsed: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type AdvisorDossier = z.infer<typeof AdvisorDossier>;

export const listAdvisorDossiers = endpoint({
  method: 'POST',
  path: 'my-products/property-advisor/dossiers',
  access: 'pro',
  tag: 'products',
  summary: "The caller's Property Advisor dossiers, newest first, paged.",
  body: PagingQuery,
  response: pagedOf(AdvisorDossier),
});

/** "You need to select a property" is the message of a missing listing (spec section 8). */
export const CreateDossierBody = z.object({
  listingId: z
    .number({ error: MSG.advisorSelectProperty })
    .int()
    .positive(MSG.advisorSelectProperty)
    .max(DB_ID_MAX, MSG.advisorSelectProperty),
  title: requiredText(ADVISOR_TITLE_MAX),
  description: optional(z.string().trim().max(ADVISOR_DESCRIPTION_MAX)).default(null),
});
export type CreateDossierBody = z.output<typeof CreateDossierBody>;
export type CreateDossierInput = z.input<typeof CreateDossierBody>;

export const createAdvisorDossier = endpoint({
  method: 'POST',
  path: 'my-products/dossier',
  access: 'pro',
  tag: 'products',
  summary:
    "Creates a dossier on one of the caller's listings, a house or apartment for sale or rent, and uses its credits in the same transaction. 403 without an active Property Advisor, 409 without credits left.",
  body: CreateDossierBody,
  response: dataOf(AdvisorDossier.extend({ creditsLeft: z.number().int().min(0) })),
  idempotent: true,
});

export const AdvisorAccess = z.object({
  /** A JWT (HS256) for the advisor tool: audience ADVISOR_TOKEN_AUDIENCE, subject the dossier. */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** The advisor tool's address with the token. */
  url: z.string(),
});
export type AdvisorAccess = z.infer<typeof AdvisorAccess>;

export const getAdvisorAccessToken = endpoint({
  method: 'GET',
  path: 'my-products/property-advisor/access-token/:id',
  access: 'pro',
  tag: 'products',
  summary:
    "A five-minute token that opens one of the caller's dossiers in the advisor tool (404 for another's).",
  params: IdParams,
  response: dataOf(AdvisorAccess),
});
