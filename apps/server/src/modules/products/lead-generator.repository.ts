import type { RecordSellerLeadBody } from '@app/contract';
import { Language, LEAD_GENERATOR_RADIUS_KM } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { kmBetween, placeOf } from '../../db/geo';
import { CountRow, inBrusselsDays, int, isoUtc, rowsOf, text } from '../../db/sql';
import { productWorksSql } from './product-works';

const Area = z.object({ postcode: z.string(), city: z.string() });

/** The agency's office postcode and its place, when the localities know it. */
export async function findOfficeArea(
  db: Database,
  userId: number,
): Promise<z.infer<typeof Area> | undefined> {
  const [row] = rowsOf(
    Area,
    await db.execute(sql`
      select u.postcode, o.city from users u cross join lateral ${placeOf(sql`u.postcode`)} o
      where u.id = ${userId} and o.city is not null`),
  );
  return row;
}

const Seller = z.object({ city: text });

/** The seller postcode's first locality, or undefined when the localities do not know it. */
export async function findSellerPlace(db: Database, postcode: string): Promise<string | undefined> {
  const [row] = rowsOf(
    Seller,
    await db.execute(sql`select min(name) as city from cities where zip = ${postcode}`),
  );
  return row?.city ?? undefined;
}

export const Recipient = z.object({ user_id: int, lead_id: int, email: z.string(), language: Language });
export type Recipient = z.infer<typeof Recipient>;

/**
 * Stores the lead for every agency whose Lead Generator works on `today` and whose office is within
 * the radius of the seller's postcode, once per agency and portal id; answers the agencies that got
 * it now (not those that had it already), with their leads address.
 */
export async function insertSellerLeads(
  tx: Database,
  lead: RecordSellerLeadBody,
  city: string,
  today: string,
): Promise<Recipient[]> {
  return rowsOf(
    Recipient,
    await tx.execute(sql`
      with seller as ${placeOf(sql`${lead.postcode}`)},
      agencies as (
        select u.id, u.language, coalesce(nullif(trim(p.leads_email), ''), u.email) as email
        from users u
        left join pro_profiles p on p.user_id = u.id
        cross join lateral ${placeOf(sql`u.postcode`)} office
        cross join seller
        where u.is_pro and u.deleted_at is null and office.lat is not null and seller.lat is not null
          and ${productWorksSql(sql`u.id`, 'leadGenerator', today)}
          and ${kmBetween('office', 'seller')} <= ${LEAD_GENERATOR_RADIUS_KM}
      ),
      inserted as (
        insert into seller_leads (user_id, external_id, received_at, first_name, last_name, email, phone,
                                  postcode, city, property_type, message)
        select a.id, ${lead.id}, ${lead.sentAt}::timestamptz, ${lead.firstName}, ${lead.lastName}, ${lead.email},
               ${lead.phone}, ${lead.postcode}, ${city}, ${lead.propertyType}, ${lead.message}
        from agencies a
        on conflict (external_id, user_id) do nothing
        returning id, user_id
      )
      select a.id as user_id, i.id as lead_id, a.email, a.language from agencies a join inserted i on i.user_id = a.id
      order by a.id`),
  );
}

/** Whether the portal sent this id before (to any agency). */
export async function sellerLeadKnown(db: Database, externalId: string): Promise<boolean> {
  const rows = rowsOf(
    CountRow,
    await db.execute(sql`select count(*)::int as n from seller_leads where external_id = ${externalId}`),
  );
  return (rows[0]?.n ?? 0) > 0;
}

export interface SellerLeadCriteria {
  from?: string | undefined;
  to?: string | undefined;
}

const periodOf = (userId: number, criteria: SellerLeadCriteria): SQL =>
  sql`l.user_id = ${userId} and ${inBrusselsDays(sql`l.received_at`, criteria)}`;

const SellerLeadRow = z.object({
  id: int,
  received_at: z.string(),
  received_local: z.string(),
  /** Microseconds: the export's keyset must not skip leads of the same millisecond. */
  cursor_at: z.string(),
  first_name: text,
  last_name: text,
  email: z.string(),
  phone: text,
  postcode: z.string(),
  city: text,
  property_type: z.string(),
  message: text,
});
export type SellerLeadRow = z.infer<typeof SellerLeadRow>;

const COLUMNS = sql`l.id, ${isoUtc(sql`l.received_at`)} as received_at,
  to_char(l.received_at at time zone 'Europe/Brussels', 'YYYY-MM-DD HH24:MI') as received_local,
  to_char(l.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
  l.first_name, l.last_name, l.email, l.phone, l.postcode, l.city, l.property_type, l.message`;

/** One page of the user's leads, newest first, and how many the period holds. */
export async function findSellerLeads(
  db: Database,
  userId: number,
  criteria: SellerLeadCriteria,
  page: { limit: number; offset: number },
): Promise<{ rows: SellerLeadRow[]; total: number }> {
  const where = periodOf(userId, criteria);
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${COLUMNS} from seller_leads l where ${where}
      order by l.received_at desc, l.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from seller_leads l where ${where}`),
  ]);
  return { rows: rowsOf(SellerLeadRow, rows), total: rowsOf(CountRow, counted)[0]?.n ?? 0 };
}

/** The export's next batch on a (received_at, id) keyset, newest first. */
export async function findSellerLeadBatch(
  db: Database,
  userId: number,
  criteria: SellerLeadCriteria,
  after: { receivedAt: string; id: number } | null,
  limit: number,
): Promise<SellerLeadRow[]> {
  const keyset = after
    ? sql` and (l.received_at, l.id) < (${after.receivedAt}::timestamptz, ${after.id})`
    : sql``;
  return rowsOf(
    SellerLeadRow,
    await db.execute(sql`select ${COLUMNS} from seller_leads l where ${periodOf(userId, criteria)}${keyset}
      order by l.received_at desc, l.id desc limit ${limit}`),
  );
}
