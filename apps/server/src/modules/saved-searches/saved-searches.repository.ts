import type { AlertState, SavedSearchCriteria } from '@app/contract';
import { SAVED_SEARCH_ALERTS } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { NEVER_LISTED } from '../../db/listing-status';
import {
  firstRowOf,
  hasRows,
  IdRow,
  int,
  intArray,
  isoUtc,
  oneRowOf,
  rowsOf,
  text,
  textArray,
  TotalRow,
} from '../../db/sql';
import { lockUserRow } from '../../lib/user-lock';
import { hasPushTargetSql, PUSH_STATE } from './push-targets';
import { criteriaValues, listingMatches, NEW_MATCH, PUBLIC_MATCH } from './search-match';

const SearchOwnerRow = z.object({ id: int, user_id: int });
const LastSearchRow = z.object({ last_search_at: text });

/** A search as stored, without its counts. */
export const StoredSearchRow = z.object({
  id: int,
  name: z.string(),
  transaction_type: z.string(),
  property_types: z.array(z.string()),
  postcodes: z.array(z.string()),
  city_ids: z.array(int),
  price_min_cents: z.number().nullable(),
  price_max_cents: z.number().nullable(),
  bedrooms_min: int.nullable(),
  livable_surface_min: int.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  last_search_at: text,
  email_digest: z.boolean(),
  email_notification: z.enum(['off', 'pending', 'on']),
  push_notification: z.enum(['off', 'pending', 'on']),
  automatic_alert: z.boolean(),
});
export type StoredSearchRow = z.infer<typeof StoredSearchRow>;

export const SavedSearchRow = StoredSearchRow.extend({ total_matches: int, new_matches: int });
export type SavedSearchRow = z.infer<typeof SavedSearchRow>;

/** The columns of StoredSearchRow, of a search `s`: the answers and the search's version read the same. */
const STORED_COLUMNS = sql`s.id, s.name, s.transaction_type, s.property_types, s.postcodes, s.city_ids,
  s.price_min_cents::float8 as price_min_cents, s.price_max_cents::float8 as price_max_cents,
  s.bedrooms_min, s.livable_surface_min,
  ${isoUtc(sql`s.created_at`)} as created_at, ${isoUtc(sql`s.modified_at`)} as modified_at,
  ${isoUtc(sql`s.last_search_at`)} as last_search_at,
  s.email_digest, s.email_notification, ${PUSH_STATE} as push_notification, s.automatic_alert`;

/**
 * The searches of `source` (a subquery over saved_searches, already filtered and paged) with their
 * counts: the lateral counts run for the rows of the page only, not for the ones an offset skips.
 */
const withCounts = (source: SQL) => sql`
  select ${STORED_COLUMNS}, counts.total_matches, counts.new_matches
  from ${source} s
  cross join lateral (
    select count(*)::int as total_matches, count(*) filter (where ${NEW_MATCH})::int as new_matches
    from listings l where ${PUBLIC_MATCH}
  ) counts`;

export async function findSavedSearchPage(
  db: Database,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: SavedSearchRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.execute(
      sql`${withCounts(sql`(select * from saved_searches where user_id = ${userId}
        order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize})`)}
      order by s.created_at desc, s.id desc`,
    ),
    db.execute(sql`select count(*)::int as total from saved_searches where user_id = ${userId}`),
  ]);
  return { rows: rowsOf(SavedSearchRow, rows), total: oneRowOf(TotalRow, count).total };
}

export async function findSavedSearch(
  db: Database,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  return firstRowOf(
    SavedSearchRow,
    await db.execute(
      withCounts(sql`(select * from saved_searches where id = ${id} and user_id = ${userId})`),
    ),
  );
}

/** One of the user's searches as stored, without counting its matches; undefined when not theirs. */
export async function findStoredSearch(
  db: Database,
  userId: number,
  id: number,
): Promise<StoredSearchRow | undefined> {
  return firstRowOf(
    StoredSearchRow,
    await db.execute(
      sql`select ${STORED_COLUMNS} from saved_searches s where s.id = ${id} and s.user_id = ${userId}`,
    ),
  );
}

/** Locks one of the user's searches until the transaction ends; false when it is not theirs. */
export const lockSavedSearch = (tx: Database, userId: number, id: number): Promise<boolean> =>
  lockUserRow(tx, savedSearches, userId, id);

/**
 * Listings published (first or again) in the estimate's window that match: their daily average. The
 * same meaning of "new" as the alerts (decision 063), so the estimate predicts what they will send.
 */
export async function estimateDailyAlerts(db: Database, criteria: SavedSearchCriteria): Promise<number> {
  const { total } = oneRowOf(
    TotalRow,
    await db.execute(sql`
      select count(*)::int as total from listings l
      where l.status_id not in (${NEVER_LISTED})
        and l.published_at >= now() - make_interval(days => ${SAVED_SEARCH_ALERTS.estimateDays})
        and ${listingMatches(criteriaValues(criteria))}`),
  );
  return total / SAVED_SEARCH_ALERTS.estimateDays;
}

const criteriaColumns = (criteria: SavedSearchCriteria) => ({
  transactionType: criteria.transactionType,
  propertyTypes: criteria.propertyTypes,
  postcodes: criteria.postcodes,
  cityIds: criteria.cityIds,
  priceMinCents: criteria.priceMin === null ? null : criteria.priceMin * 100,
  priceMaxCents: criteria.priceMax === null ? null : criteria.priceMax * 100,
  bedroomsMin: criteria.bedroomsMin,
  livableSurfaceMin: criteria.livableSurfaceMin,
});

/**
 * The new search's id; undefined when its portal id (externalId) is stored already. A search the
 * portal made for the user (automatic) starts with the daily digest on (decision 063): it exists to
 * send something, and the digest's one-click link stops it.
 */
export async function insertSavedSearch(
  db: Database,
  search: {
    userId: number;
    name: string;
    criteria: SavedSearchCriteria;
    unsubscribeToken: string;
    externalId?: string;
    automatic?: boolean;
  },
): Promise<number | undefined> {
  const c = criteriaColumns(search.criteria);
  const automatic = search.automatic ?? false;
  const result = await db.execute(sql`
    insert into saved_searches (user_id, name, transaction_type, property_types, postcodes, city_ids,
      price_min_cents, price_max_cents, bedrooms_min, livable_surface_min, unsubscribe_token, external_id, automatic_alert,
      email_digest)
    values (${search.userId}, ${search.name}, ${c.transactionType}, ${textArray(c.propertyTypes)},
      ${textArray(c.postcodes)}, ${intArray(c.cityIds)}, ${c.priceMinCents}, ${c.priceMaxCents}, ${c.bedroomsMin},
      ${c.livableSurfaceMin}, ${search.unsubscribeToken}, ${search.externalId ?? null}, ${automatic}, ${automatic})
    on conflict (external_id) do nothing
    returning id`);
  return firstRowOf(IdRow, result)?.id;
}

/** The alert settings a search saved by hand starts with (the columns' defaults). */
const NEW_SEARCH_ALERTS = sql`email_digest = false and email_notification = 'off'
  and push_notification = 'off' and automatic_alert = false`;

/**
 * The user's search identical to a new one: the same criteria, compared as sets (order and repeats
 * of types and postcodes do not matter), and still the alert settings a new search starts with.
 * Call it under the user's lock, so a parallel save sees the search stored before it.
 */
export async function findIdenticalSearch(
  db: Database,
  userId: number,
  criteria: SavedSearchCriteria,
): Promise<number | undefined> {
  const c = criteriaColumns(criteria);
  const sameSet = (column: SQL, values: SQL) => sql`${column} @> ${values} and ${column} <@ ${values}`;
  const row = firstRowOf(
    IdRow,
    await db.execute(sql`select id from saved_searches
      where user_id = ${userId} and ${NEW_SEARCH_ALERTS} and transaction_type = ${c.transactionType}
        and ${sameSet(sql`property_types`, textArray(c.propertyTypes))}
        and ${sameSet(sql`postcodes`, textArray(c.postcodes))} and ${sameSet(sql`city_ids`, intArray(c.cityIds))}
        and price_min_cents is not distinct from ${c.priceMinCents}
        and price_max_cents is not distinct from ${c.priceMaxCents}
        and bedrooms_min is not distinct from ${c.bedroomsMin}
        and livable_surface_min is not distinct from ${c.livableSurfaceMin}
      order by id limit 1`),
  );
  return row?.id;
}

/** The user and id of a search the portal sent before (by its portal id). */
export async function findByExternalId(db: Database, externalId: string) {
  return firstRowOf(
    SearchOwnerRow,
    await db.execute(sql`select id, user_id from saved_searches where external_id = ${externalId}`),
  );
}

/** Renames and re-criteria one of the user's searches; false when it is not theirs. */
export async function updateSavedSearch(
  db: Database,
  userId: number,
  id: number,
  change: { name: string; criteria: SavedSearchCriteria },
): Promise<boolean> {
  const c = criteriaColumns(change.criteria);
  return hasRows(
    await db.execute(sql`
      update saved_searches set name = ${change.name}, transaction_type = ${c.transactionType},
        property_types = ${textArray(c.propertyTypes)}, postcodes = ${textArray(c.postcodes)},
        city_ids = ${intArray(c.cityIds)},
        price_min_cents = ${c.priceMinCents}, price_max_cents = ${c.priceMaxCents},
        bedrooms_min = ${c.bedroomsMin}, livable_surface_min = ${c.livableSurfaceMin}, modified_at = now()
      where id = ${id} and user_id = ${userId} returning id`),
  );
}

/** The user ran the search on the site: its last search date moves forward, never back, never past now. */
export async function markSearched(
  db: Database,
  userId: number,
  id: number,
  at: Date,
): Promise<string | null> {
  const [row] = rowsOf(
    LastSearchRow,
    await db.execute(sql`update saved_searches
      set last_search_at = greatest(last_search_at, least(${at}::timestamptz, now()))
      where id = ${id} and user_id = ${userId}
      returning ${isoUtc(sql`last_search_at`)} as last_search_at`),
  );
  return row?.last_search_at ?? null;
}

export async function deleteSavedSearch(db: Database, userId: number, id: number): Promise<boolean> {
  return hasRows(
    await db.execute(sql`delete from saved_searches where id = ${id} and user_id = ${userId} returning id`),
  );
}

export type AlertColumn = 'email_digest' | 'email_notification' | 'push_notification';

export async function setAlert(
  db: Database,
  userId: number,
  id: number,
  column: AlertColumn,
  value: boolean | AlertState,
): Promise<boolean> {
  return hasRows(
    await db.execute(sql`update saved_searches set ${sql.identifier(column)} = ${value}
      where id = ${id} and user_id = ${userId} returning id`),
  );
}

/** Every pending e-mail alert of the user turns on: their address is confirmed. */
export async function confirmAlertAddress(db: Database, userId: number, email: string): Promise<void> {
  await db.execute(sql`
    insert into alert_addresses (user_id, email, confirmed_at) values (${userId}, ${email}, now())
    on conflict (user_id) do update set email = excluded.email, confirmed_at = excluded.confirmed_at`);
  await db.execute(sql`update saved_searches set email_notification = 'on'
    where user_id = ${userId} and email_notification = 'pending'`);
}

/** Whether alerts may go to this address: the user confirmed it (a changed address needs it again). */
export async function alertAddressConfirmed(db: Database, userId: number, email: string): Promise<boolean> {
  return hasRows(
    await db.execute(
      sql`select 1 from alert_addresses where user_id = ${userId} and lower(email) = lower(${email})`,
    ),
  );
}

/** A connected app device or a browser subscription: push alerts can reach the user. */
export async function hasPushTarget(db: Database, userId: number): Promise<boolean> {
  return hasRows(await db.execute(sql`select 1 where ${hasPushTargetSql(userId)}`));
}

const AlertStatesRow = z.object({
  email_notification: z.enum(['off', 'pending', 'on']),
  push_notification: z.enum(['off', 'pending', 'on']),
});

/** The e-mail state of a search before a change (undefined when it is not the user's). */
export async function alertStatesOf(db: Database, userId: number, id: number) {
  return firstRowOf(
    AlertStatesRow,
    await db.execute(
      sql`select email_notification, push_notification from saved_searches where id = ${id} and user_id = ${userId}`,
    ),
  );
}
