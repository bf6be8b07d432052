import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { NEVER_LISTED } from '../../db/listing-status';
import { hasRows, IdRow, int, isoUtc, rowsOf, text, TotalRow } from '../../db/sql';

const CreditsRow = z.object({ credits: int });

const DossierRow = z.object({
  id: int,
  title: z.string(),
  description: text,
  credits_used: int,
  created_at: z.string(),
  listing_id: int,
  vlancode: z.string(),
  your_reference: text,
  property_type: z.string(),
  transaction_type: z.string(),
  zip: text,
  city: text,
});
export type DossierRow = z.infer<typeof DossierRow>;

const SELECT = sql`select d.id, d.title, d.description, d.credits_used, ${isoUtc(sql`d.created_at`)} as created_at,
    l.id as listing_id, l.vlancode, l.your_reference, l.property_type, l.transaction_type, l.zip, l.city
  from advisor_dossiers d join listings l on l.id = d.listing_id`;

export async function findDossierPage(
  db: Database,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: DossierRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .execute(
        sql`${SELECT} where d.user_id = ${userId} order by d.created_at desc, d.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
      )
      .then((result) => rowsOf(DossierRow, result)),
    db
      .execute(sql`select count(*)::int as total from advisor_dossiers where user_id = ${userId}`)
      .then((result) => rowsOf(TotalRow, result)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findDossier(db: Database, userId: number, id: number): Promise<DossierRow | null> {
  const [row] = rowsOf(
    DossierRow,
    await db.execute(sql`${SELECT} where d.user_id = ${userId} and d.id = ${id}`),
  );
  return row ?? null;
}

const AdvisorProduct = z.object({ activation: int, credits: int, start_date: z.string(), end_date: text });

/** The user's Property Advisor, locked for the transaction: two creations cannot spend one credit twice. */
export async function lockAdvisorProduct(db: Database, userId: number) {
  const [row] = rowsOf(
    AdvisorProduct,
    await db.execute(sql`select activation, coalesce(credits, 0) as credits,
        start_date::text as start_date, end_date::text as end_date
      from user_products where user_id = ${userId} and code = 'propertyAdvisor'
      for no key update`),
  );
  return row ?? null;
}

/**
 * Whether the user made a dossier of that title on the listing after `since` (decision 054), read
 * through advisor_dossiers_user_idx (user, creation time).
 */
export async function dossierMadeSince(
  db: Database,
  userId: number,
  dossier: { listingId: number; title: string },
  since: Date,
): Promise<boolean> {
  return hasRows(
    await db.execute(sql`select 1 from advisor_dossiers
      where user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz
        and listing_id = ${dossier.listingId} and title = ${dossier.title}
      limit 1`),
  );
}

const ListingKind = z.object({ property_type: z.string(), transaction_type: z.string() });

/** One of the user's listings (drafts and deleted ones are not listings). */
export async function findOwnListingKind(db: Database, userId: number, listingId: number) {
  const [row] = rowsOf(
    ListingKind,
    await db.execute(sql`select property_type, transaction_type from listings
      where id = ${listingId} and user_id = ${userId} and status_id not in (${NEVER_LISTED})`),
  );
  return row ?? null;
}

export async function insertDossier(
  db: Database,
  userId: number,
  dossier: { listingId: number; title: string; description: string | null; credits: number },
): Promise<{ id: number; creditsLeft: number }> {
  const [inserted] = rowsOf(
    IdRow,
    await db.execute(sql`insert into advisor_dossiers (user_id, listing_id, title, description, credits_used)
      values (${userId}, ${dossier.listingId}, ${dossier.title}, ${dossier.description}, ${dossier.credits})
      returning id`),
  );
  const [left] = rowsOf(
    CreditsRow,
    await db.execute(sql`update user_products set credits = credits - ${dossier.credits}
      where user_id = ${userId} and code = 'propertyAdvisor' returning credits`),
  );
  return { id: inserted!.id, creditsLeft: left!.credits };
}
