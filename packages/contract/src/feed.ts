import { z } from 'zod';
import { IdParams, RowId } from './common';
import { endpoint } from './endpoint';
import { EmailAddress } from './validation';
import { CONTACT_MESSAGE_MAX } from './contacts';
import { AD_PRICE_MAX } from './constants';
import { SavedSearch, SaveSearchBody } from './saved-searches';

// ---------------------------------------------------------------------------------------------
// The portal's event feed (product.md "What feeds the account area"): internal, service token.

export const LISTING_EVENT_KINDS = ['searchAppearance', 'detailView', 'mail', 'phoneRequest'] as const;
export const ListingEventKind = z.enum(LISTING_EVENT_KINDS);
export type ListingEventKind = z.infer<typeof ListingEventKind>;

export const FEED_EVENTS_MAX = 1_000;

/** One visitor event; `id` is the portal's, so a re-sent event is counted once. */
export const ListingEvent = z.object({
  id: z.string().trim().min(1).max(100),
  vlancode: z.string().trim().min(1).max(20),
  kind: ListingEventKind,
  occurredAt: z.iso.datetime({ offset: true }),
});
export type ListingEvent = z.infer<typeof ListingEvent>;

export const RecordEventsBody = z.object({ events: z.array(ListingEvent).min(1).max(FEED_EVENTS_MAX) });

export const recordListingEvents = endpoint({
  method: 'POST',
  path: 'internal/events',
  access: 'service',
  tag: 'feed',
  summary:
    'The public portal records listing events (service token); events already recorded (same id) are skipped.',
  body: RecordEventsBody,
  response: z.object({
    data: z.object({ recorded: z.number().int().min(0), duplicates: z.number().int().min(0) }),
  }),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** A contact sent to a listing through the portal; authorUserId when the author was signed in. */
export const RecordContactBody = z.object({
  id: z.string().trim().min(1).max(100),
  vlancode: z.string().trim().min(1).max(20),
  authorUserId: RowId.nullable().default(null),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: EmailAddress,
  phone: optionalText(30),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX),
  sentAt: z.iso.datetime({ offset: true }),
});
export type RecordContactBody = z.infer<typeof RecordContactBody>;

export const recordContact = endpoint({
  method: 'POST',
  path: 'internal/contacts',
  access: 'service',
  tag: 'feed',
  summary:
    "The public portal records a contact sent to a listing (service token): stored, and mailed to the owner's leads address; a re-sent id is stored once.",
  body: RecordContactBody,
  response: z.object({ data: z.object({ id: z.number().int(), duplicate: z.boolean() }) }),
});

export const LISTING_PHOTO_URL_MAX = 2_000;

/** Statuses the portal may set: a draft (3) or a deletion (5) happens in the account area only. */
export const FEED_STATUS_IDS = [1, 2, 4, 6, 7] as const;

/** A listing published, changed or taken offline on the portal: its status and price now. */
export const RecordListingChangeBody = z.object({
  vlancode: z.string().trim().min(1).max(20),
  statusId: z
    .number()
    .int()
    .refine((id) => (FEED_STATUS_IDS as readonly number[]).includes(id)),
  /** Euro; null is "price on request". */
  price: z.number().min(0).max(AD_PRICE_MAX).nullable(),
  /** The main photo on the portal's image server; left out, the stored one stays; null, none. */
  photoUrl: z.httpUrl().max(LISTING_PHOTO_URL_MAX).nullable().optional(),
});
export type RecordListingChangeBody = z.infer<typeof RecordListingChangeBody>;

export const recordListingChange = endpoint({
  method: 'POST',
  path: 'internal/listings',
  access: 'service',
  tag: 'feed',
  summary:
    "The public portal records a new or changed listing (service token): its status, price and main photo; saved searches' alerts and saved properties' price alerts follow from it.",
  body: RecordListingChangeBody,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

/** A search saved on the public site ("save this search"), or one the portal made for the user. */
export const RecordSavedSearchBody = SaveSearchBody.extend({
  /** The portal's id: a re-sent search is stored once. */
  id: z.string().trim().min(1).max(100),
  userId: RowId,
  /** Made by the portal from the user's searches (the automatic-alert marker). */
  automatic: z.boolean().default(false),
});
export type RecordSavedSearchBody = z.input<typeof RecordSavedSearchBody>;

export const recordSavedSearch = endpoint({
  method: 'POST',
  path: 'internal/saved-searches',
  access: 'service',
  tag: 'feed',
  summary:
    'The public portal records a search saved on the site (service token), with the same notification estimate as the account area (409 with the estimate); a re-sent id is stored once.',
  body: RecordSavedSearchBody,
  response: z.object({ data: SavedSearch.extend({ duplicate: z.boolean() }) }),
});

export const RecordSavedSearchRunBody = z.object({
  userId: RowId,
  /** When the user opened the search's results on the site; a time in the future counts as now. */
  searchedAt: z.iso.datetime({ offset: true }),
});

export const recordSavedSearchRun = endpoint({
  method: 'POST',
  path: 'internal/saved-searches/:id/runs',
  access: 'service',
  tag: 'feed',
  summary:
    "The public portal records that a user ran one of their saved searches (service token): it becomes the search's last search date, never moving back. Another user's search answers 404.",
  params: IdParams,
  body: RecordSavedSearchRunBody,
  response: z.object({ data: z.object({ lastSearchAt: z.iso.datetime() }) }),
});

/** An installation of an app signed in to a user's account, with its FCM registration token. */
export const RecordAppDeviceBody = z.object({
  /** The app's own id of this installation: the same one again updates the device. */
  installationId: z.string().trim().min(1).max(200),
  userId: RowId,
  clientId: z.string().trim().min(1).max(100),
  clientName: z.string().trim().min(1).max(100),
  device: z.string().trim().min(1).max(100),
  brand: optionalText(100),
  manufacturer: optionalText(100),
  model: optionalText(100),
  /** Firebase Cloud Messaging's registration token; null: the app has none (notifications refused). */
  pushToken: z.string().trim().min(1).max(4096).nullable(),
});
export type RecordAppDeviceBody = z.input<typeof RecordAppDeviceBody>;

export const recordAppDevice = endpoint({
  method: 'POST',
  path: 'internal/app-devices',
  access: 'service',
  tag: 'feed',
  summary:
    "The portal records an app installation signed in to a user's account, or its new FCM registration token (service token): the device is connected (again), and push alerts reach it; the same installationId updates the device.",
  body: RecordAppDeviceBody,
  response: z.object({ data: z.object({ id: z.number().int(), created: z.boolean() }) }),
});
