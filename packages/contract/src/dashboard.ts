import { z } from 'zod';
import { dataOf, RowId } from './common';
import { endpoint } from './endpoint';
import { ListingStatus, PropertyCounters } from './properties';
import { SLOT_PRODUCT_CODES } from './lookup-codes';
import { PropertyType, SelectionMethod, TransactionType } from './lookups';

/** Issue 4: the dashboard (route `profile`) and the listings' Best Of / Colour usage. */

export const SlotProductCode = z.enum(SLOT_PRODUCT_CODES);
export type SlotProductCode = z.infer<typeof SlotProductCode>;

export const DASHBOARD_RECENT_CONTACTS = 5;
export const DASHBOARD_ACTIVITY_DAYS = 30;

export const SlotUsage = z.object({
  /** Listings holding a slot now. */
  used: z.number().int().min(0),
  /** The slots of the user's pack. */
  available: z.number().int().min(0),
  selection: SelectionMethod,
  /** Manual selection is blocked before this date (product.md). */
  startDate: z.iso.date(),
  active: z.boolean(),
});
export type SlotUsage = z.infer<typeof SlotUsage>;

export const RecentContact = z.object({
  id: z.number().int(),
  sentAt: z.iso.datetime({ offset: true }),
  listingId: z.number().int(),
  vlancode: z.string(),
  yourReference: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
});
export type RecentContact = z.infer<typeof RecentContact>;

/** One Europe/Brussels day of the caller's listings' counters, summed. */
export const ActivityDay = PropertyCounters.extend({ day: z.iso.date() });
export type ActivityDay = z.infer<typeof ActivityDay>;

const Count = z.number().int().min(0);

/** Issue 50: what needs doing, each count a link to the screen that deals with it. */
export const DashboardTodo = z.object({
  /**
   * Received contacts in the last DASHBOARD_TODO_DAYS.contacts Brussels days, today included, counted
   * as the received contacts' list counts them: a run of repeats from one sender is one (a lead).
   */
  contacts: Count,
  /** The same count over the DASHBOARD_TODO_DAYS.contacts Brussels days before those. */
  previousContacts: Count,
  /**
   * The Brussels days `contacts` counts, inclusive: the received contacts' period (`from`, `to`) its
   * link opens, so the list holds what the line counts.
   */
  contactsPeriod: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** Public listings (STATUS_IDS_PUBLIC) whose offline date is today or within DASHBOARD_TODO_DAYS.offline days. */
  goingOffline: Count,
  /**
   * Public listings behind their market as the nightly market job last measured them: at least
   * MARKET.verdictMin similar listings, and fewer views per day than their first quartile.
   */
  behindMarket: Count,
  /**
   * Professionals: their products (Products → Overview) that work today and end within
   * DASHBOARD_TODO_DAYS.productsEnding days. Null for private users, who hold no products.
   */
  productsEnding: Count.nullable(),
});
export type DashboardTodo = z.infer<typeof DashboardTodo>;

export const Dashboard = z.object({
  todo: DashboardTodo,
  /** Listed listings (drafts and deleted ones excepted), as my-properties counts them. */
  total: z.number().int().min(0),
  byPropertyType: z.array(z.object({ propertyType: PropertyType, count: z.number().int().min(1) })),
  byTransactionType: z.array(z.object({ transactionType: TransactionType, count: z.number().int().min(1) })),
  byStatus: z.array(z.object({ status: ListingStatus, count: z.number().int().min(1) })),
  /** Professionals only (null for private users); a product the user does not hold is null. */
  slots: z.object({ bestOf: SlotUsage.nullable(), color: SlotUsage.nullable() }).nullable(),
  recentContacts: z.array(RecentContact).max(DASHBOARD_RECENT_CONTACTS),
  /** The last DASHBOARD_ACTIVITY_DAYS days, oldest first, zeros included. */
  activity: z.array(ActivityDay),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const getMyDashboard = endpoint({
  method: 'GET',
  path: 'my-properties/dashboard',
  access: 'active',
  tag: 'properties',
  summary:
    "The caller's dashboard: what needs doing, listings by type, transaction and status, slot usage, recent contacts and activity.",
  response: dataOf(Dashboard),
});

export const PRODUCT_USAGE_IDS_MAX = 100;

export const PropertyProductsRequest = z.object({
  ids: z.array(RowId).min(1).max(PRODUCT_USAGE_IDS_MAX),
});
export type PropertyProductsRequest = z.infer<typeof PropertyProductsRequest>;

export const PropertyProductUsage = z.object({
  listingId: z.number().int(),
  bestOf: z.boolean(),
  color: z.boolean(),
});
export type PropertyProductUsage = z.infer<typeof PropertyProductUsage>;

export const getMyPropertiesProducts = endpoint({
  method: 'POST',
  path: 'my-properties/products',
  access: 'active',
  tag: 'properties',
  summary:
    "Best Of and Colour usage of some of the caller's listings; 404 when one id is not the caller's listing.",
  body: PropertyProductsRequest,
  response: dataOf(z.array(PropertyProductUsage)),
});
