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
 * Every Best Of / Colour product with slots (the demo agency's Gold pack)
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

/**
 * The portal's two delegates, the agency's (Wallpaper PRO changes reach her), and the agency's
 * wallpapers: one shown now, one planned after it and one from an earlier contract.
 */
export async function seedWallpapers(db: Database, today: string): Promise<void> {
  await db.execute(sql`
    insert into delegates (name, email, phone) values
      ('Sarah Maes', 'sarah.maes@portal.example.be', '+32 9 265 40 11'),
      ('Julien Lambert', 'julien.lambert@portal.example.be', '+32 81 24 66 30')`);
  await db.execute(sql`
    update users set delegate_id = (select id from delegates where name = 'Sarah Maes')
    where email = 'agency@example.be'`);
  await db.execute(sql`
    insert into wallpapers (user_id, image_url, start_date, end_date)
    select u.id, w.image_url, ${today}::date + w.start_in, ${today}::date + w.end_in
    from (values
      ('/demo-photos/wallpaper-2.jpg', -400, -200),
      ('/demo-photos/wallpaper-1.jpg', -30, 60),
      ('/demo-photos/wallpaper-3.jpg', 61, 335)
    ) as w(image_url, start_in, end_in)
    cross join users u where u.email = 'agency@example.be'`);
}

/**
 * Lead Generator's sellers for the agency (its product works since 75 days): 36 requests from
 * postcodes within its area around Gent, every second day or so, some with a phone or a message.
 * SQL only, built from the row number: no random draws, so the rest of the demo stays as it was.
 */
export async function seedSellerLeads(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    insert into seller_leads (user_id, external_id, received_at, first_name, last_name, email, phone,
                              postcode, city, property_type, message)
    select u.id, 'demo-seller-' || n,
           ${now}::timestamptz - make_interval(days => n * 2, hours => (n * 7) % 11, mins => (n * 13) % 60),
           (array['Lotte','Pieter','Ines','Wout','Hanne','Bram','Sara','Jonas','Emma','Tom','Fien','Arne'])[1 + n % 12],
           (array['Van Damme','De Clercq','Goossens','Maes','Claeys','Vermeulen','Declercq','Martens','Hermans'])[1 + n % 9],
           'verkoper' || n || '@example.com',
           case when n % 3 = 0 then null else '+32 47' || (n % 10) || ' ' || lpad((n * 7919 % 1000000)::text, 6, '0') end,
           z.zip, (select min(c.name) from cities c where c.zip = z.zip),
           (array['house','appartment','house','land','house','appartment'])[1 + n % 6],
           case when n % 4 = 0 then null
                else (array['Wij willen ons huis verkopen tegen de zomer.',
                            'Graag een schatting en uw voorwaarden.',
                            'Ons appartement komt vrij na de huurperiode.'])[1 + n % 3] end
    from generate_series(1, 36) as n
    cross join lateral (select (array['9000','9030','9031','9032','9040','9050','9051','9052','9070',
                                      '9820','9830','9840','9920','9921'])[1 + n % 14] as zip) z
    cross join users u where u.email = 'agency@example.be'`);
}

/**
 * Another agency's products (De Smet Vastgoed, Antwerp): a Starter pack the back office activated
 * from two weeks on (it shows pending activation and blocks manual selection until that day, when it
 * shows active and the product-start job mails the agency: decision 062), Wallpaper PRO waiting for activation, an expired Lead
 * Generator and information requested about Property Advisor.
 */
export async function seedOtherAgencyProducts(db: Database, today: string): Promise<void> {
  await db.execute(sql`
    insert into user_products (user_id, code, activation, pack, start_date, end_date, slots, selection,
                               mail_on_start)
    select u.id, p.code, p.activation, p.pack, ${today}::date + p.start_in, ${today}::date + p.end_in,
           p.slots, p.selection, p.activation = 1 and p.start_in > 0
    from (values
      ('bestOf', 1, 'starter', 14, 379, 10, 'AUTO'),
      ('color', 1, 'starter', 14, 379, 10, 'MANUAL'),
      ('emailAlertPro', 1, 'starter', 14, 379, null, null),
      ('proDirectory', 1, 'starter', 14, 379, null, null),
      ('wallpaper', 2, null, 0, null, null, null),
      ('leadGenerator', 5, null, -400, -35, null, null),
      ('propertyAdvisor', 4, null, -3, null, null, null)
    ) as p(code, activation, pack, start_in, end_in, slots, selection)
    cross join users u where u.email = 'info@desmetvastgoed.be'`);
}
