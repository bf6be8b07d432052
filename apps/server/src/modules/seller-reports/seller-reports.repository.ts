import type { Language } from '@app/contract';
import { Language as LanguageSchema } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { NEVER_LISTED } from '../../db/listing-status';
import { sellerReportLinks } from '../../db/schema';
import { CountRow, firstRowOf, int, oneRowOf, rowsOf, text } from '../../db/sql';

export type LinkRow = typeof sellerReportLinks.$inferSelect;

const ListingRow = z.object({ id: int, vlancode: z.string() });

/** One of the user's listings that their lists show (not a draft nor a deleted one). */
export async function findOwnListing(
  db: Database,
  userId: number,
  listingId: number,
): Promise<z.infer<typeof ListingRow> | undefined> {
  return firstRowOf(
    ListingRow,
    await db.execute(sql`select id, vlancode from listings
      where id = ${listingId} and user_id = ${userId} and status_id not in (${NEVER_LISTED})`),
  );
}

/** Takes the listing's row lock: the count of its links holds under parallel requests. */
export async function lockListing(tx: Database, listingId: number): Promise<void> {
  await tx.execute(sql`select id from listings where id = ${listingId} for update`);
}

export async function countLinks(db: Database, listingId: number): Promise<number> {
  return oneRowOf(
    CountRow,
    await db.execute(sql`select count(*)::int as n from seller_report_links where listing_id = ${listingId}`),
  ).n;
}

export async function insertLink(
  db: Database,
  values: typeof sellerReportLinks.$inferInsert,
): Promise<LinkRow> {
  const [row] = await db.insert(sellerReportLinks).values(values).returning();
  if (!row) throw new Error('seller report link not inserted');
  return row;
}

/** The listing's links, the newest first. */
export function linksOf(db: Database, userId: number, listingId: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(sellerReportLinks)
    .where(and(eq(sellerReportLinks.userId, userId), eq(sellerReportLinks.listingId, listingId)))
    .orderBy(desc(sellerReportLinks.id));
}

/** Revokes a link of the user's listing (a second time keeps the first moment); undefined: not theirs. */
export async function revokeLink(
  db: Database,
  userId: number,
  listingId: number,
  linkId: number,
  now: Date,
): Promise<LinkRow | undefined> {
  const [row] = await db
    .update(sellerReportLinks)
    .set({ revokedAt: sql`coalesce(${sellerReportLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(sellerReportLinks.id, linkId),
        eq(sellerReportLinks.userId, userId),
        eq(sellerReportLinks.listingId, listingId),
      ),
    )
    .returning();
  return row;
}

const ReportRow = z.object({
  link_id: int,
  user_id: int,
  language: LanguageSchema,
  ends_on: z.string(),
  revoked: z.boolean(),
  listing_id: int,
  status_id: int,
  vlancode: z.string(),
  your_reference: text,
  property_type: z.string(),
  transaction_type: z.string(),
  street: text,
  house_number: text,
  box: text,
  zip: text,
  city: text,
  price_cents: z.number().nullable(),
  url: text,
  online_date: text,
  offline_date: text,
  is_pro: z.boolean(),
  company_name: text,
  first_name: text,
  last_name: text,
  user_name: text,
  email: z.string(),
  phone: text,
  mobile: text,
  buyer_contact_email: text,
  website: text,
});
export type ReportRow = z.infer<typeof ReportRow>;

/**
 * The link of a token's hash with its listing and the agency's card; undefined for an unknown token.
 * Only the listing's own columns and the agency's public contact details: nothing about contacts.
 */
export async function reportRowOf(db: Database, tokenHash: string): Promise<ReportRow | undefined> {
  return firstRowOf(
    ReportRow,
    await db.execute(sql`
      select k.id as link_id, k.user_id, k.language, k.ends_on::text as ends_on, k.revoked_at is not null as revoked,
             l.id as listing_id, l.status_id, l.vlancode, l.your_reference, l.property_type, l.transaction_type,
             l.street, l.house_number, l.box, l.zip, l.city, l.price_cents::float8 as price_cents, l.url,
             l.online_date::text as online_date, l.offline_date::text as offline_date,
             u.is_pro, u.company_name, u.first_name, u.last_name, u.user_name, u.email, u.phone, u.mobile,
             p.buyer_contact_email, p.website
      from seller_report_links k
      join listings l on l.id = k.listing_id
      join users u on u.id = k.user_id
      left join pro_profiles p on p.user_id = k.user_id
      where k.token_hash = ${tokenHash}`),
  );
}

const PriceChangeRow = z.object({
  changed_on: z.string(),
  old_price_cents: z.number().nullable(),
  new_price_cents: z.number().nullable(),
});
export type PriceChangeRow = z.infer<typeof PriceChangeRow>;

/**
 * The listing's latest `limit` price changes on or after its first day online (a Brussels day), the
 * oldest first; those before it were made while it was being prepared and tell the seller nothing.
 */
export async function priceChangesOf(
  db: Database,
  listingId: number,
  onlineDate: string,
  limit: number,
): Promise<PriceChangeRow[]> {
  return rowsOf(
    PriceChangeRow,
    await db.execute(sql`
      select changed_on, old_price_cents, new_price_cents from (
        select (changed_at at time zone 'Europe/Brussels')::date::text as changed_on,
               old_price_cents::float8 as old_price_cents, new_price_cents::float8 as new_price_cents,
               changed_at, id
        from listing_price_changes
        where listing_id = ${listingId}
          and changed_at >= (${onlineDate}::date::timestamp at time zone 'Europe/Brussels')
        order by changed_at desc, id desc
        limit ${limit}
      ) latest
      order by changed_at, id`),
  );
}

const WeeklyRow = z.object({
  id: int,
  token_hash: z.string(),
  token_nonce: z.string(),
  language: LanguageSchema,
  ends_on: z.string(),
  seller_email: z.string(),
  unsubscribe_token: z.string(),
  vlancode: z.string(),
  is_pro: z.boolean(),
  company_name: text,
  first_name: text,
  last_name: text,
  user_name: text,
});
export type WeeklyRow = z.infer<typeof WeeklyRow>;

/**
 * Marks up to `limit` links due for this week's e-mail as mailed in `week`, and answers them: links
 * with an address, not revoked, not unsubscribed, not ended, of a listing still listed, not mailed in
 * `week` yet. One conditional UPDATE in the caller's transaction, rows taken with SKIP LOCKED: a
 * second run (or instance) waits for nothing and finds them mailed, so a link gets one e-mail a week.
 */
export async function claimWeeklyLinks(
  tx: Database,
  week: string,
  today: string,
  limit: number,
): Promise<WeeklyRow[]> {
  return rowsOf(
    WeeklyRow,
    await tx.execute(sql`
      with due as (
        select k.id from seller_report_links k
        join listings l on l.id = k.listing_id
        where k.seller_email is not null and k.revoked_at is null and k.unsubscribed_at is null
          and k.unsubscribe_token is not null
          and k.ends_on >= ${today}::date
          and k.last_mailed_week is distinct from ${week}
          and l.status_id not in (${NEVER_LISTED})
        order by k.id
        limit ${limit}
        for update of k skip locked
      )
      update seller_report_links k set last_mailed_week = ${week}
      from due, listings l, users u
      where k.id = due.id and l.id = k.listing_id and u.id = k.user_id
      returning k.id, k.token_hash, k.token_nonce, k.language, k.ends_on::text as ends_on, k.seller_email,
                k.unsubscribe_token, l.vlancode, u.is_pro, u.company_name, u.first_name, u.last_name, u.user_name`),
  );
}

const LanguageRow = z.object({ language: LanguageSchema });

/** The language of an unsubscribe token's link, or undefined for an unknown token. */
export async function unsubscribeLanguage(db: Database, token: string): Promise<Language | undefined> {
  return firstRowOf(
    LanguageRow,
    await db.execute(sql`select language from seller_report_links where unsubscribe_token = ${token}`),
  )?.language;
}

/** Stops the link's weekly e-mail (again is harmless); its language, or undefined for an unknown token. */
export async function unsubscribeLink(db: Database, token: string, now: Date): Promise<Language | undefined> {
  return firstRowOf(
    LanguageRow,
    await db.execute(sql`update seller_report_links
      set unsubscribed_at = coalesce(unsubscribed_at, ${now.toISOString()}::timestamptz)
      where unsubscribe_token = ${token} returning language`),
  )?.language;
}
