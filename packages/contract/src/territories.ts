import { z } from 'zod';
import { dataOf, pagedOf } from './common';
import { PeriodPageFilter, PeriodQuery } from './contacts';
import { endpoint } from './endpoint';
import { InvoiceAddressee } from './invoice-addressee';
import { ActivationCode } from './lookups';
import type { ProductPackageCode } from './product-orders';
import { PRO_FIRST, TERRITORY_MONTHS_MAX, VALUATION_ZONE_POOL_MAX, VALUATION_ZONE_PRICES } from './prices';
import { PRODUCT_REMARKS_MAX } from './products';
import { messageWithValues, MSG, omittable } from './validation';
import { ValuationPropertyType } from './valuations';

/**
 * Issue 12, decision 026: products held per postcode. Pro First puts one agency first for a postcode;
 * a valuation zone passes the valuation requests of a postcode on to its holders.
 */
export const TERRITORY_PRODUCTS = ['proFirst', 'valuation'] as const;
export const TerritoryProduct = z.enum(TERRITORY_PRODUCTS);
export type TerritoryProduct = z.infer<typeof TerritoryProduct>;

/** Exclusivity: one agency holds the postcode; pool: up to VALUATION_ZONE_POOL_MAX share it. */
export const ZONE_TYPES = ['exclusivity', 'pool'] as const;
export const ZoneType = z.enum(ZONE_TYPES);
export type ZoneType = z.infer<typeof ZoneType>;

export const territoryMinimumMonths = (product: TerritoryProduct): number =>
  product === 'proFirst' ? PRO_FIRST.minimumMonths : VALUATION_ZONE_PRICES.minimumMonths;

/** The package an order of a territory bills (its first month, as every monthly product). */
export const territoryPackageOf = (
  product: TerritoryProduct,
  zoneType: ZoneType | null,
): ProductPackageCode =>
  product === 'proFirst'
    ? 'pro-first'
    : zoneType === 'exclusivity'
      ? 'valuation-exclusivity'
      : 'valuation-pool';

export const Postcode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, MSG.number);

/**
 * POST my-products/order for Pro First or a valuation zone: the postcode, the zone's type, the months
 * (at least the product's minimum), remarks, the terms and the invoice's addressee.
 */
export const TerritoryOrderRequest = z
  .object({
    type: z.literal('territory'),
    product: TerritoryProduct,
    postcode: Postcode,
    zoneType: ZoneType.nullable().default(null),
    months: z.number(MSG.number).int(MSG.number),
    remarks: omittable(z.string().trim().max(PRODUCT_REMARKS_MAX)),
    termsAccepted: z.boolean().refine((accepted) => accepted, MSG.mustAccept),
    invoice: InvoiceAddressee,
  })
  .superRefine((value, context) => {
    const min = territoryMinimumMonths(value.product);
    if (value.months < min || value.months > TERRITORY_MONTHS_MAX) {
      const message = messageWithValues(MSG.numberBetween, { min, max: TERRITORY_MONTHS_MAX });
      context.addIssue({ code: 'custom', path: ['months'], message });
    }
    if ((value.product === 'valuation') !== (value.zoneType !== null)) {
      context.addIssue({ code: 'custom', path: ['zoneType'], message: MSG.required });
    }
  });
export type TerritoryOrderRequest = z.output<typeof TerritoryOrderRequest>;
export type TerritoryOrderRequestInput = z.input<typeof TerritoryOrderRequest>;

/** A postcode the caller holds (or held), with its period and how many contacts it brought. */
export const Territory = z.object({
  id: z.number().int(),
  postcode: z.string(),
  /** The postcode's localities, as the localities list names them. */
  cities: z.array(z.string()),
  zoneType: ZoneType.nullable(),
  activation: ActivationCode,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Euro per month. */
  monthlyPrice: z.number(),
  /** Valuation requests (zones) or leads (Pro First) it brought. */
  contacts: z.number().int().min(0),
});
export type Territory = z.infer<typeof Territory>;

export const getProFirstCities = endpoint({
  method: 'GET',
  path: 'my-products/profirst/users',
  access: 'pro',
  tag: 'products',
  summary: "The caller's Pro First postcodes with their period, price and the leads they brought.",
  response: dataOf(z.array(Territory)),
});

/** A postcode or the start of a locality's name. */
export const TerritorySearchParams = z.object({ zip: z.string().trim().min(2, MSG.required).max(60) });

/** Whether a postcode is free for Pro First, or for a zone of each type. */
export const PostcodeAvailability = z.object({
  postcode: z.string(),
  cities: z.array(z.string()),
  /** The caller holds it already (active or pending activation). */
  heldByYou: z.boolean(),
  /** Pro First: nobody holds it. */
  proFirstFree: z.boolean(),
  /** Valuation: nobody holds a zone of it. */
  exclusivityFree: z.boolean(),
  /** Valuation: places left in its pool (0 when held in exclusivity). */
  poolPlacesLeft: z.number().int().min(0).max(VALUATION_ZONE_POOL_MAX),
});
export type PostcodeAvailability = z.infer<typeof PostcodeAvailability>;

export const searchProFirstCities = endpoint({
  method: 'GET',
  path: 'my-products/profirst/cities/:zip',
  access: 'pro',
  tag: 'products',
  summary: 'Postcodes matching a postcode or locality name, each saying whether it is free (at most 20).',
  params: TerritorySearchParams,
  response: dataOf(z.array(PostcodeAvailability)),
});

export const listValuationZones = endpoint({
  method: 'POST',
  path: 'my-products/valuation/zones',
  access: 'pro',
  tag: 'products',
  summary: "The caller's valuation zones with their type, period, price and the requests they brought.",
  response: dataOf(z.array(Territory)),
});

export const TerritoryContactFilter = PeriodPageFilter;
export type TerritoryContactFilter = z.output<typeof TerritoryContactFilter>;
export type TerritoryContactFilterInput = z.input<typeof TerritoryContactFilter>;

export const TerritoryExportQuery = PeriodQuery;
export type TerritoryExportQuery = z.output<typeof TerritoryExportQuery>;

/** A private user's valuation request passed on to a zone's holder (with the user's consent). */
export const ValuationContact = z.object({
  id: z.number().int(),
  receivedAt: z.iso.datetime({ offset: true }),
  zoneType: ZoneType,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string(),
  number: z.string(),
  postcode: z.string(),
  city: z.string(),
  propertyType: ValuationPropertyType,
  /** Null, like the address, the city and the estimate, once the sender deleted the account (decision 010). */
  livableSurface: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  /** Euro; null when there was not enough data, or once the sender deleted the account. */
  estimate: z.number().nullable(),
});
export type ValuationContact = z.infer<typeof ValuationContact>;

export const listValuationContacts = endpoint({
  method: 'POST',
  path: 'my-products/valuation/contacts',
  access: 'pro',
  tag: 'products',
  summary: "The valuation requests the caller's zones brought, newest first, paged, in a period.",
  body: TerritoryContactFilter,
  response: pagedOf(ValuationContact),
});

/** The export's columns, in this order. */
export const VALUATION_CONTACT_EXPORT_COLUMNS = [
  'receivedDate',
  'firstname',
  'name',
  'email',
  'phone',
  'address',
  'postcode',
  'city',
  'propertyType',
  'livableSurface',
  'bedrooms',
  'estimate',
  'zoneType',
] as const;

/** Binary: an .xlsx, streamed. */
export const exportValuationContacts = endpoint({
  method: 'GET',
  path: 'my-products/valuation/contacts/export',
  access: 'pro',
  tag: 'products',
  summary: 'The valuation contacts of a period as an Excel workbook (streamed).',
  query: TerritoryExportQuery,
  response: z.unknown(),
});

/** A lead on one of the caller's listings in a Pro First postcode, during the Pro First period. */
export const ProFirstContact = z.object({
  id: z.number().int(),
  receivedAt: z.iso.datetime({ offset: true }),
  postcode: z.string(),
  city: z.string().nullable(),
  listingId: z.number().int(),
  vlancode: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
});
export type ProFirstContact = z.infer<typeof ProFirstContact>;

export const listProFirstContacts = endpoint({
  method: 'POST',
  path: 'my-products/profirst/contacts',
  access: 'pro',
  tag: 'products',
  summary: 'The leads the Pro First postcodes brought during their period, newest first, paged.',
  body: TerritoryContactFilter,
  response: pagedOf(ProFirstContact),
});

export const PRO_FIRST_CONTACT_EXPORT_COLUMNS = [
  'receivedDate',
  'vlancode',
  'postcode',
  'city',
  'firstname',
  'name',
  'email',
  'phone',
  'message',
] as const;

export const exportProFirstContacts = endpoint({
  method: 'GET',
  path: 'my-products/profirst/contacts/export',
  access: 'pro',
  tag: 'products',
  summary: 'The Pro First contacts of a period as an Excel workbook (streamed).',
  query: TerritoryExportQuery,
  response: z.unknown(),
});
