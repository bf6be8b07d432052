import type { TerritoryProduct, ZoneType } from '@app/contract';
import { ACTIVATION, Language } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  CountRow,
  IdRow,
  inBrusselsDays,
  int,
  isoUtc,
  hasRows,
  likeLiteral,
  rowsOf,
  text,
  textArray,
} from '../../db/sql';

/** Active or pending activation, and not ended: the postcode is taken (decision 026). */
const held = (t: string, today: string): SQL =>
  sql`${sql.identifier(t)}.activation in (${ACTIVATION.active}, ${ACTIVATION.pendingActivation})
    and ${sql.identifier(t)}.end_date >= ${today}::date`;

/** Active and within its period: it brings contacts. */
export const territoryWorks = (t: string, today: string): SQL =>
  sql`${sql.identifier(t)}.activation = ${ACTIVATION.active} and ${sql.identifier(t)}.start_date <= ${today}::date
    and ${sql.identifier(t)}.end_date >= ${today}::date`;

/** A contact arrived at `column` within the territory's days (Europe/Brussels). */
const duringTerritory = (t: string, column: SQL): SQL =>
  sql`${column} >= (${sql.identifier(t)}.start_date::timestamp at time zone 'Europe/Brussels')
    and ${column} < ((${sql.identifier(t)}.end_date + 1)::timestamp at time zone 'Europe/Brussels')`;

/** Any number: the same in every instance; the second key is the product and the postcode. */
const TERRITORY_LOCK_ID = 7_240_326;

/** Orders of one product and postcode run one after the other: the limits are checked under it. */
export async function lockPostcode(tx: Database, product: TerritoryProduct, postcode: string): Promise<void> {
  const key = (product === 'proFirst' ? 10_000 : 20_000) + Number(postcode);
  await tx.execute(sql`select pg_advisory_xact_lock(${TERRITORY_LOCK_ID}::int, ${key}::int)`);
}

const Holder = z.object({ user_id: int, zone_type: text });
export type Holder = z.infer<typeof Holder>;

/** Who holds the postcode today (active or pending activation, not ended). */
export async function findHolders(
  db: Database,
  product: TerritoryProduct,
  postcode: string,
  today: string,
): Promise<Holder[]> {
  return rowsOf(
    Holder,
    await db.execute(sql`select t.user_id, t.zone_type from territories t
      where t.product = ${product} and t.postcode = ${postcode} and ${held('t', today)}`),
  );
}

export interface NewTerritory {
  userId: number;
  product: TerritoryProduct;
  postcode: string;
  zoneType: ZoneType | null;
  months: number;
  monthlyPriceCents: number;
  today: string;
}

/** The ordered postcode, pending activation from today for `months`; answers its id. */
export async function insertTerritory(tx: Database, territory: NewTerritory): Promise<number> {
  const [row] = rowsOf(
    IdRow,
    await tx.execute(sql`
      insert into territories (user_id, product, postcode, zone_type, activation, start_date, end_date,
                               monthly_price_cents)
      values (${territory.userId}, ${territory.product}, ${territory.postcode}, ${territory.zoneType},
              ${ACTIVATION.pendingActivation}, ${territory.today}::date,
              (${territory.today}::date + make_interval(months => ${territory.months}::int))::date - 1,
              ${territory.monthlyPriceCents})
      returning id`),
  );
  return row!.id;
}

export async function linkTerritoryOrder(tx: Database, territoryId: number, orderId: number): Promise<void> {
  await tx.execute(sql`update territories set order_id = ${orderId} where id = ${territoryId}`);
}

const TerritoryRow = z.object({
  id: int,
  postcode: z.string(),
  cities: z.array(z.string()),
  zone_type: z.enum(['exclusivity', 'pool']).nullable(),
  activation: int,
  start_date: z.string(),
  end_date: z.string(),
  monthly_price_cents: z.number(),
  contacts: int,
});
export type TerritoryRow = z.infer<typeof TerritoryRow>;

const citiesOf = (zip: SQL): SQL =>
  sql`array(select c.name from cities c where c.zip = ${zip} group by c.name order by c.name)`;

/** The leads on the agency's listings of the territory's postcode within its days. */
const proFirstContactsOf = (t: string): SQL => sql`(select count(*)::int from contacts c
  join listings l on l.id = c.listing_id
  where c.owner_id = ${sql.identifier(t)}.user_id and l.zip = ${sql.identifier(t)}.postcode
    and ${duringTerritory(t, sql`c.sent_at`)})`;

/** The user's postcodes of a product, current ones first, each with the contacts it brought. */
export async function findTerritories(
  db: Database,
  userId: number,
  product: TerritoryProduct,
): Promise<TerritoryRow[]> {
  const contacts =
    product === 'valuation'
      ? sql`(select count(*)::int from valuation_contacts vc where vc.territory_id = t.id)`
      : sql`case when t.activation in (${ACTIVATION.active}, ${ACTIVATION.expired}) then ${proFirstContactsOf('t')}
          else 0 end`;
  return rowsOf(
    TerritoryRow,
    await db.execute(sql`
      select t.id, t.postcode, ${citiesOf(sql`t.postcode`)} as cities, t.zone_type, t.activation,
             t.start_date::text as start_date, t.end_date::text as end_date,
             t.monthly_price_cents::float8 as monthly_price_cents, ${contacts} as contacts
      from territories t where t.user_id = ${userId} and t.product = ${product}
      order by t.end_date desc, t.postcode, t.id`),
  );
}

const AvailabilityRow = z.object({
  zip: z.string(),
  cities: z.array(z.string()),
  mine: z.boolean(),
  pro_first_held: z.boolean(),
  exclusive_held: z.boolean(),
  pool_members: int,
});
export type AvailabilityRow = z.infer<typeof AvailabilityRow>;

/**
 * Postcodes by prefix (in order) or the given ones (found by name, in their order), each with who
 * holds it today.
 */
export async function findPostcodeAvailability(
  db: Database,
  userId: number,
  search: { zipPrefix: string } | { zips: readonly string[] },
  today: string,
  limit: number,
): Promise<AvailabilityRow[]> {
  const zips =
    'zipPrefix' in search
      ? sql`select zip, row_number() over (order by zip) as n from (select distinct c.zip from cities c
          where c.zip like ${`${likeLiteral(search.zipPrefix)}%`} order by c.zip limit ${limit}) prefixed`
      : sql`select zip, n from unnest(${textArray(search.zips)}) with ordinality as given (zip, n)`;
  return rowsOf(
    AvailabilityRow,
    await db.execute(sql`
      with zips as (${zips})
      select z.zip, ${citiesOf(sql`z.zip`)} as cities,
        exists (select 1 from territories t where t.postcode = z.zip and t.user_id = ${userId} and ${held('t', today)}) as mine,
        exists (select 1 from territories t where t.postcode = z.zip and t.product = 'proFirst' and ${held('t', today)}) as pro_first_held,
        exists (select 1 from territories t where t.postcode = z.zip and t.product = 'valuation'
                and t.zone_type = 'exclusivity' and ${held('t', today)}) as exclusive_held,
        (select count(*)::int from territories t where t.postcode = z.zip and t.product = 'valuation'
                and t.zone_type = 'pool' and ${held('t', today)}) as pool_members
      from zips z order by z.n`),
  );
}

export const ZoneRecipient = z.object({
  contact_id: int,
  user_id: int,
  email: z.string(),
  language: Language,
});
export type ZoneRecipient = z.infer<typeof ZoneRecipient>;

/** What a valuation contact copies of the request and its requester. */
export interface ValuationLead {
  valuationId: number;
  receivedAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  street: string;
  number: string;
  postcode: string;
  city: string;
  propertyType: string;
  livableSurface: number;
  bedrooms: number;
  estimateCents: number | null;
}

/**
 * A contact for every agency whose zone of the postcode works on `today`, in the caller's
 * transaction; answers them with their leads address.
 */
export async function insertValuationContacts(
  tx: Database,
  lead: ValuationLead,
  today: string,
): Promise<ZoneRecipient[]> {
  return rowsOf(
    ZoneRecipient,
    await tx.execute(sql`
      with zones as (
        select distinct on (t.user_id) t.id, t.user_id, t.zone_type from territories t
        join users u on u.id = t.user_id and u.deleted_at is null
        where t.product = 'valuation' and t.postcode = ${lead.postcode} and ${territoryWorks('t', today)}
        order by t.user_id, t.id
      ),
      inserted as (
        insert into valuation_contacts (user_id, territory_id, valuation_id, zone_type, received_at, first_name,
          last_name, email, phone, street, house_number, postcode, city, property_type, livable_surface,
          bedrooms, estimate_cents)
        select z.user_id, z.id, ${lead.valuationId}, z.zone_type, ${lead.receivedAt.toISOString()}::timestamptz,
          ${lead.firstName}, ${lead.lastName}, ${lead.email}, ${lead.phone}, ${lead.street}, ${lead.number},
          ${lead.postcode}, ${lead.city}, ${lead.propertyType}, ${lead.livableSurface}, ${lead.bedrooms},
          ${lead.estimateCents}
        from zones z
        returning id, user_id
      )
      select i.id as contact_id, u.id as user_id, u.language,
             coalesce(nullif(trim(p.leads_email), ''), u.email) as email
      from inserted i join users u on u.id = i.user_id left join pro_profiles p on p.user_id = u.id
      order by u.id`),
  );
}

/** Microseconds: an export's keyset must not skip rows of the same millisecond. */
const cursorOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const localOf = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Brussels', 'YYYY-MM-DD HH24:MI')`;

const ValuationContactRow = z.object({
  id: int,
  received_at: z.string(),
  received_local: z.string(),
  cursor_at: z.string(),
  zone_type: z.enum(['exclusivity', 'pool']),
  first_name: text,
  last_name: text,
  email: z.string(),
  phone: text,
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  property_type: z.enum(['house', 'appartment']),
  livable_surface: int,
  bedrooms: int,
  estimate_cents: z.number().nullable(),
});
export type ValuationContactRow = z.infer<typeof ValuationContactRow>;

const VALUATION_CONTACT_COLUMNS = sql`v.id, ${isoUtc(sql`v.received_at`)} as received_at,
  ${localOf(sql`v.received_at`)} as received_local, ${cursorOf(sql`v.received_at`)} as cursor_at, v.zone_type,
  v.first_name, v.last_name, v.email, v.phone, v.street, v.house_number, v.postcode, v.city, v.property_type,
  v.livable_surface, v.bedrooms, v.estimate_cents::float8 as estimate_cents`;

export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

export interface Keyset {
  receivedAt: string;
  id: number;
}

const keysetAfter = (alias: string, column: string, after: Keyset | null): SQL =>
  after
    ? sql` and (${sql.identifier(alias)}.${sql.identifier(column)}, ${sql.identifier(alias)}.id) < (${after.receivedAt}::timestamptz, ${after.id})`
    : sql``;

/** A page of the user's valuation contacts (newest first), or a keyset batch when `after` is given. */
export async function findValuationContacts(
  db: Database,
  userId: number,
  period: Period,
  page: { limit: number; offset: number; after?: Keyset | null },
): Promise<ValuationContactRow[]> {
  return rowsOf(
    ValuationContactRow,
    await db.execute(sql`select ${VALUATION_CONTACT_COLUMNS} from valuation_contacts v
      where v.user_id = ${userId} and ${inBrusselsDays(sql`v.received_at`, period)}${keysetAfter('v', 'received_at', page.after ?? null)}
      order by v.received_at desc, v.id desc limit ${page.limit} offset ${page.offset}`),
  );
}

export async function countValuationContacts(db: Database, userId: number, period: Period): Promise<number> {
  const [row] = rowsOf(
    CountRow,
    await db.execute(sql`select count(*)::int as n from valuation_contacts v
      where v.user_id = ${userId} and ${inBrusselsDays(sql`v.received_at`, period)}`),
  );
  return row?.n ?? 0;
}

const ProFirstContactRow = z.object({
  id: int,
  received_at: z.string(),
  received_local: z.string(),
  cursor_at: z.string(),
  postcode: z.string(),
  city: text,
  listing_id: int,
  vlancode: z.string(),
  first_name: text,
  last_name: text,
  email: z.string(),
  phone: text,
  message: z.string(),
});
export type ProFirstContactRow = z.infer<typeof ProFirstContactRow>;

/** The leads on the user's listings of a Pro First postcode, sent while that postcode ran. */
const proFirstLeads = (userId: number, period: Period): SQL => sql`
  from contacts c join listings l on l.id = c.listing_id
  where c.owner_id = ${userId} and ${inBrusselsDays(sql`c.sent_at`, period)}
    and exists (select 1 from territories t where t.user_id = c.owner_id and t.product = 'proFirst'
      and t.postcode = l.zip and t.activation in (${ACTIVATION.active}, ${ACTIVATION.expired})
      and ${duringTerritory('t', sql`c.sent_at`)})`;

export async function findProFirstContacts(
  db: Database,
  userId: number,
  period: Period,
  page: { limit: number; offset: number; after?: Keyset | null },
): Promise<ProFirstContactRow[]> {
  return rowsOf(
    ProFirstContactRow,
    await db.execute(sql`select c.id, ${isoUtc(sql`c.sent_at`)} as received_at,
        ${localOf(sql`c.sent_at`)} as received_local, ${cursorOf(sql`c.sent_at`)} as cursor_at,
        l.zip as postcode, l.city, l.id as listing_id, l.vlancode, c.first_name, c.last_name, c.email, c.phone,
        c.message
      ${proFirstLeads(userId, period)}${keysetAfter('c', 'sent_at', page.after ?? null)}
      order by c.sent_at desc, c.id desc limit ${page.limit} offset ${page.offset}`),
  );
}

export async function countProFirstContacts(db: Database, userId: number, period: Period): Promise<number> {
  const [row] = rowsOf(
    CountRow,
    await db.execute(sql`select count(*)::int as n ${proFirstLeads(userId, period)}`),
  );
  return row?.n ?? 0;
}

const TerritoryStateRow = z.object({
  product: z.enum(['proFirst', 'valuation']),
  activation: int,
  start_date: z.string(),
  end_date: z.string(),
  monthly_price_cents: z.number(),
});
export type TerritoryStateRow = z.infer<typeof TerritoryStateRow>;

/** Every postcode the user holds or held, for the products summary's two rows. */
export async function findTerritoryStates(db: Database, userId: number): Promise<TerritoryStateRow[]> {
  return rowsOf(
    TerritoryStateRow,
    await db.execute(sql`select product, activation, start_date::text as start_date, end_date::text as end_date,
      monthly_price_cents::float8 as monthly_price_cents from territories where user_id = ${userId}`),
  );
}

/** Whether a contact sent at `at` on a listing of this postcode is a Pro First contact of the user. */
export async function isProFirstContact(
  db: Database,
  userId: number,
  postcode: string,
  at: Date,
): Promise<boolean> {
  const result = await db.execute(sql`select 1 as one from territories t
    where t.user_id = ${userId} and t.product = 'proFirst' and t.postcode = ${postcode}
      and t.activation in (${ACTIVATION.active}, ${ACTIVATION.expired})
      and ${duringTerritory('t', sql`${at.toISOString()}::timestamptz`)}
    limit 1`);
  return hasRows(result);
}
