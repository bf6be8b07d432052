import { addDays } from '@app/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contacts, listings, users } from '../schema';
import { z } from 'zod';
import { rowsOf } from '../sql';
import type { ListingInfo } from './builders/messages';
import { kindOf, messageFor } from './builders/messages';
import { mobileNumber, personFor } from './builders/people';
import type { ViewDay } from './builders/view-sampler';
import { momentOn, viewSampler } from './builders/view-sampler';
import { OTHER_AGENCIES } from './data/agencies';
import { FORGOT_PHONE } from './data/messages';
import type { Person } from './data/people';
import type { Recipient } from './data/recipients';
import { PRIVATE_SENT_COUNT, PRIVATE_SENT_DAYS, RECIPIENTS, REPEAT_SHARE } from './data/recipients';
import type { Random } from './random';
import { between, weighted } from './random';

const MINUTE_MS = 60 * 1000;

type ContactRow = Omit<typeof contacts.$inferInsert, 'externalId'>;

/** Contacts in the order they arrived, each with its portal event id `seed-<n>`. */
export async function seedContacts(db: Database, random: Random, today: string): Promise<number> {
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        RECIPIENTS.map((recipient) => recipient.email),
      ),
    );
  const rows: ContactRow[] = [];
  for (const recipient of RECIPIENTS) {
    const owner = owners.find((candidate) => candidate.email === recipient.email);
    if (!owner) throw new Error(`seed contacts: no user ${recipient.email}`);
    rows.push(...(await receivedContacts(db, random, recipient, owner.id)));
  }
  rows.push(...(await privateSentContacts(db, random, today)));
  // Stable sort: rows at the same instant keep their generation order.
  rows.sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime());
  const BATCH = 200;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(contacts)
      .values(
        rows
          .slice(start, start + BATCH)
          .map((row, offset) => ({ ...row, externalId: `seed-${start + offset + 1}` })),
      );
  }
  await countMailsFromContacts(
    db,
    owners.map((owner) => owner.id),
  );
  return rows.length;
}

/**
 * A listing's e-mails of a day are the contacts it received that day: the list of contacts, the
 * counters of My properties, the dashboard and the statistics tell the same facts (issue 48). The
 * daily statistics drew their own numbers; the recipients' listings take the contacts' instead.
 */
async function countMailsFromContacts(db: Database, ownerIds: number[]): Promise<void> {
  const owners = sql.join(ownerIds, sql`, `);
  await db.execute(sql`
    update listing_daily_stats set mails = 0
    where mails <> 0 and listing_id in (select id from listings where user_id in (${owners}))
  `);
  await db.execute(sql`
    update listing_daily_stats s set mails = counted.n
    from (
      select listing_id, (sent_at at time zone 'Europe/Brussels')::date as day, count(*)::int as n
      from contacts
      where owner_id in (${owners})
      group by 1, 2
    ) counted
    where counted.listing_id = s.listing_id and counted.day = s.day
  `);
}

const ViewDayRow: z.ZodType<ViewDay> = z.object({
  listing_id: z.number().int(),
  day: z.string(),
  detail_views: z.number().int(),
});

/** The days on which the owners' listings had detail views, in a fixed order. */
async function viewDaysOf(db: Database, ownerIds: number[], since: string | null): Promise<ViewDay[]> {
  const result = await db.execute(sql`
    select s.listing_id, s.day::text as day, s.detail_views
    from listing_daily_stats s
    join listings l on l.id = s.listing_id
    where l.user_id in (${sql.join(ownerIds, sql`, `)}) and s.detail_views > 0
      ${since === null ? sql`` : sql`and s.day >= ${since}::date`}
    order by s.listing_id, s.day
  `);
  return rowsOf(ViewDayRow, result);
}

async function listingInfos(db: Database, ownerIds: number[]): Promise<Map<number, ListingInfo>> {
  const rows = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      vlancode: listings.vlancode,
      yourReference: listings.yourReference,
      propertyType: listings.propertyType,
      transactionType: listings.transactionType,
      city: listings.city,
    })
    .from(listings)
    .where(inArray(listings.userId, ownerIds))
    .orderBy(asc(listings.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Received contacts of one agency: each at a (listing, day) drawn like the detail views. */
async function receivedContacts(
  db: Database,
  random: Random,
  recipient: Recipient,
  ownerId: number,
): Promise<ContactRow[]> {
  const infos = await listingInfos(db, [ownerId]);
  const draw = viewSampler(await viewDaysOf(db, [ownerId], null));
  const rows: ContactRow[] = [];
  for (let index = 0; index < recipient.count; index += 1) {
    const { listing_id: listingId, day } = draw(random);
    const listing = infos.get(listingId)!;
    const lang = weighted(random, recipient.languages);
    const person = personFor(random, lang);
    const sentAt = momentOn(random, day);
    const message = messageFor(random, lang, listing, person);
    const contact = { listingId, ownerId, authorId: null, ...person, message, sentAt };
    if (random() >= REPEAT_SHARE) {
      rows.push(contact);
      continue;
    }
    // The same person about the same listing within minutes: issue 5 shows them as one lead.
    const again = new Date(sentAt.getTime() + between(random, 1, 12) * MINUTE_MS);
    if (person.phone === null) {
      const phone = `+32 ${mobileNumber(random)}`;
      rows.push(contact, { ...contact, phone, message: `${FORGOT_PHONE[lang]}${phone}`, sentAt: again });
    } else {
      rows.push(contact, { ...contact, sentAt: again });
    }
  }
  return rows;
}

/** The private demo user asked other agencies about homes in the last half year (author_id set). */
async function privateSentContacts(db: Database, random: Random, today: string): Promise<ContactRow[]> {
  const [author] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
    })
    .from(users)
    .where(sql`${users.email} = 'private@example.be'`);
  if (!author) throw new Error('seed contacts: no user private@example.be');
  const agencies = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        OTHER_AGENCIES.map((agency) => agency.email),
      ),
    )
    .orderBy(asc(users.id));
  const ownerIds = agencies.map((agency) => agency.id);
  const infos = await listingInfos(db, ownerIds);
  const homes = (await viewDaysOf(db, ownerIds, addDays(today, -PRIVATE_SENT_DAYS))).filter((day) => {
    const listing = infos.get(day.listing_id)!;
    return kindOf(listing.propertyType) !== 'other' && listing.transactionType !== 'publicSale';
  });
  const draw = viewSampler(homes);
  const person: Person = {
    firstName: author.firstName,
    lastName: author.lastName ?? '',
    email: author.email,
    phone: author.mobile,
  };
  const asked = new Set<number>();
  const rows: ContactRow[] = [];
  // One message per listing: a bounded number of draws keeps the loop finite whatever the data.
  for (let attempt = 0; attempt < 500 && rows.length < PRIVATE_SENT_COUNT; attempt += 1) {
    const { listing_id: listingId, day } = draw(random);
    if (asked.has(listingId)) continue;
    asked.add(listingId);
    const listing = infos.get(listingId)!;
    rows.push({
      listingId,
      ownerId: listing.userId,
      authorId: author.id,
      ...person,
      message: messageFor(random, 'nl', listing, person),
      sentAt: momentOn(random, day),
    });
  }
  return rows;
}
