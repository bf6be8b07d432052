import type {
  CurrentUser,
  Paging,
  Property,
  PropertyFilter,
  PropertyType,
  TransactionType,
} from '@app/contract';
import { brusselsToday } from '@app/contract';
import type { Database } from '../../db/client';
import { listingStatusOf } from '../../db/listing-status';
import { notFound } from '../../http-error';
import type { PropertyRow } from './properties.repository';
import { findProperty, findPropertyPage } from './properties.repository';
import { euroOrNull } from '../../lib/money';
import { marketSummaryOfColumn } from '../market/market.service';

const statusOf = (row: PropertyRow): Property['status'] => listingStatusOf(row.status_id, row.id);

/** A listing row as the contract's Property: euro amounts, spec field names, counters. */
export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    vlancode: row.vlancode,
    onlineDate: row.online_date,
    offlineDate: row.offline_date,
    status: statusOf(row),
    // The database only holds the contract's codes (the seed and the ad editor write them).
    transactionType: row.transaction_type as TransactionType,
    propertyType: row.property_type as PropertyType,
    yourReference: row.your_reference,
    softwareReference: row.software_reference,
    price: euroOrNull(row.price_cents),
    city: row.city,
    zipcode: row.zip,
    street: row.street,
    number: row.house_number,
    box: row.box,
    livableSurface: row.livable_surface,
    bedrooms: row.bedrooms,
    url: row.url,
    descriptions: {
      nl: row.description.nl ?? null,
      fr: row.description.fr ?? null,
      en: row.description.en ?? null,
    },
    projectReference: row.project_reference,
    counters: {
      searchAppearances: row.search_appearances,
      detailViews: row.detail_views,
      mails: row.mails,
      phoneRequests: row.phone_requests,
    },
    rating: row.rating,
    photoCount: row.photo_count,
    photoUrl: row.photo_url,
    // A listing that came in through the owner's software is changed there, not here.
    managedBy: row.software_reference !== null ? row.software_name : null,
    market: marketSummaryOfColumn(row.market),
  };
}

/** POST my-properties: the caller's own listings, never drafts or deleted ones. */
export async function listProperties(
  db: Database,
  user: CurrentUser,
  filter: PropertyFilter,
  now = new Date(),
): Promise<{ data: Property[]; paging: Paging }> {
  const { rows, total } = await findPropertyPage(db, user.id, filter, brusselsToday(now));
  return {
    data: rows.map(toProperty),
    paging: {
      page: filter.page,
      pageSize: filter.pageSize,
      total,
      totalPages: Math.ceil(total / filter.pageSize),
    },
  };
}

/** GET my-properties/:id: someone else's listing answers 404, as if absent. */
export async function propertyOf(db: Database, user: CurrentUser, id: number): Promise<Property> {
  const row = await findProperty(db, user.id, id);
  if (!row) throw notFound();
  return toProperty(row);
}

// The list's criteria, order and row reader, shared with the property export and the projects' units.
export { PropertyRow } from './properties.repository';
export {
  counters,
  filterConditions,
  findPropertiesWhere,
  goingOfflinePeriod,
  orderBy,
} from './properties.repository';
