import { z } from 'zod';
import { dataOf, pagedOf } from './common';
import { CONTACT_MESSAGE_MAX, PeriodPageFilter, PeriodQuery } from './contacts';
import { endpoint } from './endpoint';
import { PropertyType } from './lookups';
import { UserProduct } from './products';
import { EmailAddress } from './validation';

/** Issue 11: Lead Generator (route `products-lead-generator`; decision 024). */

/**
 * A seller's request reaches every agency whose Lead Generator works and whose office lies within
 * this distance of the seller's postcode (the localities' coordinates).
 */
export const LEAD_GENERATOR_RADIUS_KM = 15;

/** A seller who asked the portal to be contacted by agencies of the area. */
export const SellerLead = z.object({
  id: z.number().int(),
  receivedAt: z.iso.datetime({ offset: true }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  postcode: z.string(),
  city: z.string().nullable(),
  propertyType: PropertyType,
  message: z.string().nullable(),
});
export type SellerLead = z.infer<typeof SellerLead>;

export const LeadGeneratorArea = z.object({
  postcode: z.string(),
  city: z.string(),
  radiusKm: z.number().int().positive(),
});

export const LeadGeneratorState = z.object({
  /** The product in its state; null when the user never had it. */
  product: UserProduct.nullable(),
  /** Around the agency's office; null without an office postcode the localities know. */
  area: LeadGeneratorArea.nullable(),
  /** All leads it brought so far. */
  total: z.number().int().min(0),
});
export type LeadGeneratorState = z.infer<typeof LeadGeneratorState>;

export const getLeadGenerator = endpoint({
  method: 'GET',
  path: 'my-products/lead-generator',
  access: 'pro',
  tag: 'products',
  summary: "The caller's Lead Generator: the product, its area and how many leads it brought.",
  response: dataOf(LeadGeneratorState),
});

export const SellerLeadFilter = PeriodPageFilter;
export type SellerLeadFilter = z.output<typeof SellerLeadFilter>;
export type SellerLeadFilterInput = z.input<typeof SellerLeadFilter>;

export const listSellerLeads = endpoint({
  method: 'POST',
  path: 'my-products/lead-generator/leads',
  access: 'pro',
  tag: 'products',
  summary: 'The leads Lead Generator brought the caller, newest first, paged, in a period.',
  body: SellerLeadFilter,
  response: pagedOf(SellerLead),
});

export const SellerLeadExportQuery = PeriodQuery;
export type SellerLeadExportQuery = z.output<typeof SellerLeadExportQuery>;

/** The export's columns, in this order. */
export const SELLER_LEAD_EXPORT_COLUMNS = [
  'receivedDate',
  'firstname',
  'name',
  'email',
  'phone',
  'postcode',
  'city',
  'propertyType',
  'message',
] as const;

/** Binary: an .xlsx, streamed, one row per lead, text never read as a formula. */
export const exportSellerLeads = endpoint({
  method: 'GET',
  path: 'my-products/lead-generator/leads/export',
  access: 'pro',
  tag: 'products',
  summary: 'The Lead Generator leads of a period as an Excel workbook (streamed).',
  query: SellerLeadExportQuery,
  response: z.unknown(),
});

/** A seller's request as the portal sends it; `id` is the portal's, so a re-sent one counts once. */
export const RecordSellerLeadBody = z.object({
  id: z.string().trim().min(1).max(100),
  firstName: z.string().trim().max(100).nullable(),
  lastName: z.string().trim().max(100).nullable(),
  email: EmailAddress,
  phone: z.string().trim().max(30).nullable(),
  postcode: z.string().regex(/^\d{4}$/),
  propertyType: PropertyType,
  message: z.string().trim().max(CONTACT_MESSAGE_MAX).nullable(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type RecordSellerLeadBody = z.infer<typeof RecordSellerLeadBody>;

export const recordSellerLead = endpoint({
  method: 'POST',
  path: 'internal/lead-generator/leads',
  access: 'service',
  tag: 'feed',
  summary:
    "The public portal records a seller who asked to be contacted (service token): it reaches every agency whose Lead Generator works and whose office is near the seller's postcode, each mailed at its leads address; a re-sent id is stored once.",
  body: RecordSellerLeadBody,
  response: z.object({
    data: z.object({ agencies: z.number().int().min(0), duplicate: z.boolean() }),
  }),
});
