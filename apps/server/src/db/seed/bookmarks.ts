import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../client';
import { bookmarks, users } from '../schema';
import { rowsOf } from '../sql';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoBookmark {
  note: string | null;
  rating: number | null;
  daysAgo: number;
  contacted?: boolean;
  visited?: boolean;
  priceDropAlert?: boolean;
  /** Percent the price was higher when it was saved (a price drop since). */
  pricedHigherBy?: number;
}

/** Sofie Peeters looks for a house to buy; the last one went off the market (sold) after she saved it. */
const PRIVATE: readonly DemoBookmark[] = [
  {
    note: 'Tuin op het zuiden, bezichtiging zaterdag om 10u.',
    rating: 5,
    daysAgo: 2,
    contacted: true,
    visited: true,
  },
  {
    note: 'Dichtbij school, maar dak moet vernieuwd worden.',
    rating: 3,
    daysAgo: 5,
    contacted: true,
    pricedHigherBy: 5,
  },
  { note: null, rating: 4, daysAgo: 9, priceDropAlert: true },
  { note: 'Te klein voor ons?', rating: 2, daysAgo: 14 },
  { note: null, rating: null, daysAgo: 20 },
  { note: 'Mooie ligging, prijs onderhandelbaar volgens makelaar.', rating: 4, daysAgo: 31, visited: true },
];
const PRIVATE_GONE: DemoBookmark = { note: 'Jammer, al verkocht.', rating: 5, daysAgo: 40, contacted: true };

/** The agency keeps an eye on what competitors ask in its area. */
const AGENCY: readonly DemoBookmark[] = [
  { note: 'Referentie voor prijszetting Gent-centrum.', rating: null, daysAgo: 3, priceDropAlert: true },
  { note: null, rating: 3, daysAgo: 12 },
  { note: 'Vergelijkbaar met onze VAN-woning.', rating: 4, daysAgo: 25, pricedHigherBy: 8 },
];

const ListingRow = z.object({ id: z.number().int(), price_cents: z.number().nullable() });

/** Listings of other owners the portal shows (or showed: statusIds), oldest first, priced, for sale. */
async function othersListings(db: Database, userId: number, statusIds: number[], count: number) {
  const result = await db.execute(sql`
    select id, price_cents::float8 as price_cents from listings
    where user_id <> ${userId} and status_id in (${sql.join(statusIds, sql`, `)})
      and transaction_type = 'sale' and price_cents is not null
    order by id limit ${count}`);
  return rowsOf(ListingRow, result);
}

async function userIdOf(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`seed bookmarks: no user ${email}`);
  return user.id;
}

function rowFor(userId: number, listing: z.infer<typeof ListingRow>, demo: DemoBookmark, now: number) {
  const savedAt = new Date(now - demo.daysAgo * DAY_MS);
  const price = listing.price_cents;
  const priceWhenSaved =
    price === null || !demo.pricedHigherBy
      ? price
      : Math.round((price * (100 + demo.pricedHigherBy)) / 100 / 100_000) * 100_000;
  return {
    userId,
    listingId: listing.id,
    note: demo.note,
    rating: demo.rating,
    priceCentsWhenSaved: priceWhenSaved,
    contactedAt: demo.contacted ? new Date(savedAt.getTime() + DAY_MS) : null,
    visitedAt: demo.visited ? new Date(savedAt.getTime() + 2 * DAY_MS) : null,
    priceDropAlert: demo.priceDropAlert ?? false,
    priceCentsAlerted: demo.priceDropAlert ? price : null,
    createdAt: savedAt,
  };
}

/** Saved properties of the private user (one of them sold since) and of the agency. */
export async function seedBookmarks(db: Database, now = Date.now()): Promise<void> {
  const privateId = await userIdOf(db, 'private@example.be');
  const agencyId = await userIdOf(db, 'agency@example.be');
  const privateListings = await othersListings(db, privateId, [1], PRIVATE.length);
  const [gone] = await othersListings(db, privateId, [6], 1);
  const agencyListings = await othersListings(db, agencyId, [1, 7], AGENCY.length + PRIVATE.length);
  const rows = [
    ...PRIVATE.map((demo, index) => rowFor(privateId, privateListings[index]!, demo, now)),
    rowFor(privateId, gone!, PRIVATE_GONE, now),
    // Not the ones Sofie saved: the agency's picks come after hers in the list.
    ...AGENCY.map((demo, index) => rowFor(agencyId, agencyListings[PRIVATE.length + index]!, demo, now)),
  ];
  await db.insert(bookmarks).values(rows);
}
