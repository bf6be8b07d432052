import { randomBytes } from 'node:crypto';
import type {
  CurrentUser,
  Language,
  Paging,
  PropertyType,
  SavedSearch,
  SavedSearchCriteria,
  SearchMatch,
  TransactionType,
  SaveSearchBody as Body,
} from '@app/contract';
import {
  brusselsToday,
  EMAIL_TOKEN_TTL_HOURS,
  ERR,
  ESTIMATE_ERRORS,
  MSG,
  pagingOf,
  portalListingUrl,
  SAVED_SEARCH_ALERTS,
} from '@app/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { confirmAlertsMail } from '../../mail/templates/confirm-alerts';
import { claimLinkToken, sendEmailLink } from '../auth/auth.service';
import type { LocalityNames } from '../lookups/lookups.service';
import { localitiesOf } from '../lookups/lookups.service';
import { productWorksFor } from '../products/products.service';
import { placesOf } from './search-places';
import type { AlertDeps } from './alert-sending';
import {
  matchNewListings,
  sendDigests,
  sendPriceDrops,
  sendPushAlerts,
  sendRealtimeAlerts,
} from './alert-sending';
import type { RecordVersion } from '../../plugins/conditional-requests';
import { entityTag, rowVersion } from '../../plugins/conditional-requests';
import type { SavedSearchRow, StoredSearchRow } from './saved-searches.repository';
import {
  alertAddressConfirmed,
  alertStatesOf,
  confirmAlertAddress,
  deleteSavedSearch,
  estimateDailyAlerts,
  findByExternalId,
  findIdenticalSearch,
  findSavedSearch,
  findSavedSearchPage,
  findStoredSearch,
  hasPushTarget,
  insertSavedSearch,
  lockSavedSearch,
  markSearched,
  setAlert,
  updateSavedSearch,
} from './saved-searches.repository';
import { listingSummaryOf } from '../../lib/listing-summary';
import { euroOrNull } from '../../lib/money';
import { findMatchPage } from './search-matches.repository';
import { lockUser } from '../../lib/user-lock';

export interface SavedSearchDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

const criteriaOf = (row: StoredSearchRow): SavedSearchCriteria => ({
  transactionType: row.transaction_type as TransactionType,
  propertyTypes: row.property_types as PropertyType[],
  postcodes: row.postcodes,
  cityIds: row.city_ids,
  priceMin: euroOrNull(row.price_min_cents),
  priceMax: euroOrNull(row.price_max_cents),
  bedroomsMin: row.bedrooms_min,
  livableSurfaceMin: row.livable_surface_min,
});

/**
 * The version of a search (decision 055): a strong entity-tag of what PUT my-saved-searches/:id
 * rewrites, as it was last saved (name, criteria, modifiedAt). The counts change with the listings
 * and the alerts have their own endpoints, so neither makes a form out of date.
 */
const savedSearchTag = (row: StoredSearchRow): string =>
  entityTag({ name: row.name, criteria: criteriaOf(row), modifiedAt: row.modified_at });

/** The searches as the API answers them: one query names the places of all of them. */
async function toSavedSearches(db: Database, rows: readonly SavedSearchRow[]): Promise<SavedSearch[]> {
  const localities = await localitiesOf(db, {
    postcodes: [...new Set(rows.flatMap((row) => row.postcodes))],
    ids: [],
  });
  return rows.map((row) => toSavedSearch(row, localities));
}

function toSavedSearch(row: SavedSearchRow, localities: readonly LocalityNames[]): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    criteria: criteriaOf(row),
    places: placesOf(row, localities),
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    lastSearchAt: row.last_search_at,
    totalMatches: row.total_matches,
    newMatches: row.new_matches,
    emailDigest: row.email_digest,
    emailNotification: row.email_notification,
    pushNotification: row.push_notification,
    automaticAlert: row.automatic_alert,
    etag: savedSearchTag(row),
  };
}

export async function listSavedSearches(
  db: Database,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<{ data: SavedSearch[]; paging: Paging }> {
  const { rows, total } = await findSavedSearchPage(db, userId, query);
  return { data: await toSavedSearches(db, rows), paging: pagingOf(query, total) };
}

/**
 * A page of the listings a search's card counts (404 when the search is not the user's), each linked
 * to the portal's page in the reader's language.
 */
export async function listSearchMatches(
  db: Database,
  userId: number,
  id: number,
  query: { page: number; pageSize: number; new: boolean },
  lang: Language,
): Promise<{ data: SearchMatch[]; paging: Paging }> {
  const found = await findMatchPage(db, userId, id, { ...query, onlyNew: query.new });
  if (!found) throw notFound();
  const data = found.rows.map((row) => ({
    ...listingSummaryOf(row),
    url: row.url === null ? null : portalListingUrl(row.url, lang),
    publishedAt: row.published_at,
    isNew: row.is_new,
  }));
  return { data, paging: pagingOf(query, found.total) };
}

async function savedSearchOf(db: Database, userId: number, id: number): Promise<SavedSearch> {
  const row = await findSavedSearch(db, userId, id);
  if (!row) throw notFound();
  const [search] = await toSavedSearches(db, [row]);
  return search!;
}

/**
 * Spec sections 5 and 8: a search that would send too many alerts is refused, one that would send
 * many needs the user's confirmation. The rule counts whole alerts a day, the number the message
 * shows: "about 20 a day" never asks for confirmation when the rule is "above 20" (decision 063). An
 * agency with Email Alert PRO working has no such limit (decision 024).
 */
async function checkEstimate(db: Database, userId: number, body: z.output<typeof Body>): Promise<void> {
  if (await productWorksFor(db, userId, 'emailAlertPro', brusselsToday())) return;
  const estimate = Math.round(await estimateDailyAlerts(db, body.criteria));
  if (estimate > SAVED_SEARCH_ALERTS.refuseAbove) {
    throw new HttpError(409, ESTIMATE_ERRORS.refused, ERR.tooManyNotifications, {}, undefined, { estimate });
  }
  if (estimate > SAVED_SEARCH_ALERTS.warnAbove && !body.confirmEstimate) {
    throw new HttpError(409, ESTIMATE_ERRORS.warning, ERR.notificationsWarning, {}, undefined, { estimate });
  }
}

/** Each picked locality exists and is one of the search's postcodes: else 400 on criteria.cityIds. */
async function checkPlaces(db: Database, criteria: SavedSearchCriteria): Promise<void> {
  if (criteria.cityIds.length === 0) return;
  const found = await localitiesOf(db, { postcodes: [], ids: criteria.cityIds });
  const known = (id: number) =>
    found.some((locality) => locality.id === id && criteria.postcodes.includes(locality.zip));
  if (!criteria.cityIds.every(known)) throw validationFailed({ 'criteria.cityIds': MSG.invalid });
}

export async function saveSearch(
  db: Database,
  userId: number,
  body: z.output<typeof Body>,
): Promise<SavedSearch> {
  await checkPlaces(db, body.criteria);
  const id = await db.transaction(async (tx) => {
    // Under the user's lock: of parallel identical saves (a double click), one stores, the others see it.
    await lockUser(tx, userId);
    const existing = await findIdenticalSearch(tx, userId, body.criteria);
    if (existing !== undefined) {
      throw new HttpError(409, 'saved_search_exists', ERR.savedSearchExists, {}, undefined, { id: existing });
    }
    await checkEstimate(tx, userId, body);
    return insertSavedSearch(tx, {
      userId,
      name: body.name,
      criteria: body.criteria,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    });
  });
  if (id === undefined) throw new Error('a search without a portal id cannot conflict');
  return savedSearchOf(db, userId, id);
}

/**
 * A search saved on the public site (the feed): the same estimate as in the account area; a re-sent
 * portal id answers the search stored the first time.
 */
export async function recordPortalSearch(
  db: Database,
  search: { externalId: string; userId: number; automatic: boolean; body: z.output<typeof Body> },
): Promise<SavedSearch & { duplicate: boolean }> {
  const known = await findByExternalId(db, search.externalId);
  if (known) return { ...(await savedSearchOf(db, known.user_id, known.id)), duplicate: true };
  await checkPlaces(db, search.body.criteria);
  await checkEstimate(db, search.userId, search.body);
  const id = await insertSavedSearch(db, {
    userId: search.userId,
    name: search.body.name,
    criteria: search.body.criteria,
    unsubscribeToken: randomBytes(24).toString('base64url'),
    externalId: search.externalId,
    automatic: search.automatic,
  });
  // Undefined: the same id arrived twice at once, and the other request stored it.
  const stored = id ?? (await findByExternalId(db, search.externalId))?.id;
  if (stored === undefined) throw new Error('the portal search vanished while it was stored');
  return { ...(await savedSearchOf(db, search.userId, stored)), duplicate: id === undefined };
}

const sameCriteria = (row: StoredSearchRow, body: z.output<typeof Body>): boolean =>
  JSON.stringify(criteriaOf(row)) === JSON.stringify(body.criteria);

/** How PUT my-saved-searches/:id finds the search's version: under its row lock; 404 when not the user's. */
export function savedSearchVersion(userId: number, id: number): RecordVersion {
  return rowVersion(
    (tx) => lockSavedSearch(tx, userId, id),
    (tx) => findStoredSearch(tx, userId, id),
    savedSearchTag,
  );
}

/** A rename alone needs no estimate; new criteria are checked like a new search. */
export async function changeSearch(
  db: Database,
  userId: number,
  id: number,
  body: z.output<typeof Body>,
): Promise<SavedSearch> {
  const current = await findStoredSearch(db, userId, id);
  if (!current) throw notFound();
  await checkPlaces(db, body.criteria);
  if (!sameCriteria(current, body)) await checkEstimate(db, userId, body);
  if (!(await updateSavedSearch(db, userId, id, body))) throw notFound();
  return savedSearchOf(db, userId, id);
}

export async function removeSearch(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedSearch(db, userId, id))) throw notFound();
}

/** The portal's feed: the user opened the search's results on the site. */
export async function recordSearchRun(
  db: Database,
  userId: number,
  id: number,
  at: Date,
): Promise<{ lastSearchAt: string }> {
  const lastSearchAt = await markSearched(db, userId, id, at);
  if (lastSearchAt === null) throw notFound();
  return { lastSearchAt };
}

export async function setDigest(db: Database, userId: number, id: number, on: boolean): Promise<SavedSearch> {
  if (!(await setAlert(db, userId, id, 'email_digest', on))) throw notFound();
  return savedSearchOf(db, userId, id);
}

const ALERT_LINK_TTL_MS = EMAIL_TOKEN_TTL_HOURS * 60 * 60 * 1000;

/**
 * Real-time e-mail alerts go to the account's address once its owner confirmed it for alerts: until
 * then the alert is pending and a confirmation link is sent (again on every enable while pending).
 */
export async function enableEmailAlerts(
  deps: SavedSearchDeps,
  user: CurrentUser,
  id: number,
): Promise<SavedSearch> {
  const states = await alertStatesOf(deps.db, user.id, id);
  if (!states) throw notFound();
  if (states.email_notification !== 'on') {
    if (await alertAddressConfirmed(deps.db, user.id, user.userInfo.email)) {
      await setAlert(deps.db, user.id, id, 'email_notification', 'on');
    } else {
      await sendEmailLink(deps, user, {
        purpose: 'confirm-alerts',
        ttlMs: ALERT_LINK_TTL_MS,
        route: 'savedsearches',
        query: { search: String(id) },
        message: confirmAlertsMail,
        alongside: async (tx) => {
          await setAlert(tx, user.id, id, 'email_notification', 'pending');
        },
      });
    }
  }
  return savedSearchOf(deps.db, user.id, id);
}

export async function confirmEmailAlerts(
  db: Database,
  user: CurrentUser,
  id: number,
  token: string,
): Promise<SavedSearch> {
  if (!(await alertStatesOf(db, user.id, id))) throw notFound();
  await db.transaction(async (tx) => {
    if (!(await claimLinkToken(tx, user, 'confirm-alerts', token))) {
      throw new HttpError(400, 'token_invalid', ERR.tokenInvalid);
    }
    await confirmAlertAddress(tx, user.id, user.userInfo.email);
  });
  return savedSearchOf(db, user.id, id);
}

export async function disableEmailAlerts(db: Database, userId: number, id: number): Promise<SavedSearch> {
  if (!(await setAlert(db, userId, id, 'email_notification', 'off'))) throw notFound();
  return savedSearchOf(db, userId, id);
}

/**
 * Push alerts go to the user's connected app devices and browser subscriptions. The search keeps the
 * wish; its state reads pending while nothing can receive them, and on again once something can
 * (decision 059).
 */
export async function enablePushAlerts(db: Database, userId: number, id: number): Promise<SavedSearch> {
  if (!(await setAlert(db, userId, id, 'push_notification', 'on'))) throw notFound();
  return savedSearchOf(db, userId, id);
}

export async function confirmPushAlerts(db: Database, userId: number, id: number): Promise<SavedSearch> {
  if (!(await alertStatesOf(db, userId, id))) throw notFound();
  if (!(await hasPushTarget(db, userId))) throw new HttpError(409, 'no_app_device', ERR.noAppDevice);
  await setAlert(db, userId, id, 'push_notification', 'on');
  return savedSearchOf(db, userId, id);
}

export async function disablePushAlerts(db: Database, userId: number, id: number): Promise<SavedSearch> {
  if (!(await setAlert(db, userId, id, 'push_notification', 'off'))) throw notFound();
  return savedSearchOf(db, userId, id);
}

/**
 * The alerts job's run: new listings matched to searches, then real-time e-mails, push messages and
 * saved properties' price drops. Each step is idempotent on its own marks.
 */
export async function runAlerts(deps: AlertDeps, now: Date) {
  const matched = await matchNewListings(deps.db, now);
  const emailed = await sendRealtimeAlerts(deps, now);
  const pushed = await sendPushAlerts(deps, now);
  const priceDrops = await sendPriceDrops(deps);
  return { matched, emailed, pushed, priceDrops };
}

/** The digest job's run: matches first (so the digest holds all of today), then one e-mail per user. */
export async function runDigest(deps: AlertDeps, now: Date) {
  const matched = await matchNewListings(deps.db, now);
  const digests = await sendDigests(deps, now);
  return { matched, digests };
}
