import { addDays } from '@app/contract';
import type { SelectionMethod, SlotProductCode } from '@app/contract';
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { listingProductSlots, listings, userProducts } from '../schema';
import type { Random } from './random';
import { shuffled } from './random';

/** Statuses that hold a slot: published and option (what the Sunday job may pick). */
const PUBLISHED_STATUS_IDS = [1, 7];
/** The AUTO Best Of job leaves some slots free (it found fewer listings than slots last Sunday). */
const BEST_OF_FILL = 0.8;

/** The Sunday before today, when the AUTO job last ran (03:00 in Brussels is 01:00 or 02:00 UTC). */
function lastSunday(today: string): Date {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return new Date(`${addDays(today, -(weekday === 0 ? 7 : weekday))}T02:00:00Z`);
}

/**
 * Every Best Of / Colour product with slots (the demo agency's Gold pack, the notary's Starter pack)
 * gets published listings of its holder: about 80 % of the Best Of slots, every Colour slot.
 */
export async function seedSlots(db: Database, random: Random, today: string, now: Date): Promise<number> {
  const products = await db
    .select({
      userId: userProducts.userId,
      code: userProducts.code,
      slots: userProducts.slots,
      selection: userProducts.selection,
      startDate: userProducts.startDate,
    })
    .from(userProducts)
    .where(and(inArray(userProducts.code, ['bestOf', 'color']), isNotNull(userProducts.slots)))
    .orderBy(asc(userProducts.userId), asc(userProducts.code));
  const holders = [...new Set(products.map((product) => product.userId))];
  if (holders.length === 0) return 0;
  const published = await db
    .select({ id: listings.id, userId: listings.userId })
    .from(listings)
    .where(and(inArray(listings.userId, holders), inArray(listings.statusId, PUBLISHED_STATUS_IDS)))
    .orderBy(asc(listings.id));

  const rows: Array<typeof listingProductSlots.$inferInsert> = [];
  const sunday = lastSunday(today);
  for (const product of products) {
    const code = product.code as SlotProductCode;
    const selection: SelectionMethod | null = product.selection;
    if (selection === null) throw new Error(`seed slots: ${code} of user ${product.userId} has no selection`);
    const candidates = published.filter((listing) => listing.userId === product.userId);
    const wanted = Math.round(product.slots! * (code === 'bestOf' ? BEST_OF_FILL : 1));
    const started = Date.parse(`${product.startDate}T09:00:00Z`);
    for (const listing of shuffled(random, candidates).slice(0, wanted)) {
      // AUTO: picked by last Sunday's job; MANUAL: picked by the user since the product started.
      const selectedAt =
        selection === 'AUTO'
          ? sunday
          : new Date(Math.min(started + random() * (now.getTime() - started), now.getTime()));
      rows.push({ listingId: listing.id, product: code, userId: product.userId, selection, selectedAt });
    }
  }
  if (rows.length > 0) await db.insert(listingProductSlots).values(rows);
  return rows.length;
}

/**
 * Two Property Advisor dossiers of the agency (its product is active, 8 credits left after these): a
 * house for sale and an apartment for rent, the first of each among its published listings.
 */
export async function seedDossiers(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    insert into advisor_dossiers (user_id, listing_id, title, description, credits_used, created_at)
    select l.user_id, l.id, d.title, d.description, 1, ${now}::timestamptz - make_interval(days => d.days_ago)
    from (values
      ('house', 'sale', 'Verkoopadvies gezinswoning', 'Prijszetting en verkoopstrategie met de eigenaars.', 12),
      ('appartment', 'rent', 'Huurprijsadvies appartement', null, 3)
    ) as d(property_type, transaction_type, title, description, days_ago)
    join lateral (
      select l.id, l.user_id from listings l join users u on u.id = l.user_id
      where u.email = 'agency@example.be' and l.status_id = 1
        and l.property_type = d.property_type and l.transaction_type = d.transaction_type
      order by l.id limit 1
    ) l on true`);
}
