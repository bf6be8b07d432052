import { addDays } from '@app/contract';
import { contacts, listingDailyStats, listings } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Test data written straight into the tables the statistics read (no dependency on the event feed). */

let next = 0;
/** A vlancode the seed never draws (it skips the letter Q). */
export const freshVlancode = () => `QST${String(++next).padStart(4, '0')}`;

export async function insertListing(
  t: TestApp,
  userId: number,
  statusId = 1,
): Promise<{ id: number; vlancode: string }> {
  const [row] = await t.db
    .insert(listings)
    .values({ vlancode: freshVlancode(), userId, statusId, transactionType: 'sale', propertyType: 'house' })
    .returning({ id: listings.id, vlancode: listings.vlancode });
  return row!;
}

/** Daily rows from `first` for `count` days, with counters derived from the day's index. */
export async function insertDays(t: TestApp, listingId: number, first: string, count: number): Promise<void> {
  await t.db.insert(listingDailyStats).values(
    Array.from({ length: count }, (_, index) => ({
      listingId,
      day: addDays(first, index),
      searchAppearances: 100 + index,
      detailViews: 10 + index,
      mails: index % 3,
      phoneRequests: index % 2,
      facebookShares: index % 4,
    })),
  );
}

export async function insertContact(
  t: TestApp,
  listingId: number,
  ownerId: number,
  sentAt: string,
): Promise<void> {
  await t.db.insert(contacts).values({
    listingId,
    ownerId,
    email: 'lead@example.be',
    message: 'Is het pand nog beschikbaar?',
    sentAt: new Date(sentAt),
  });
}
