import type { TransactionType } from '@app/contract';
import { ALERT_LIMITS, Language, placeLabel, routePath } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../db/listing-status';
import { IdRow, int, oneRowOf, rowsOf, text, TotalRow } from '../../db/sql';
import { queueMail, queueMails } from '../../mail/mailer';
import { listingMatches, SEARCH_COLUMNS } from './search-match';
import { euroOrNull } from '../../lib/money';
import { translator } from '../../i18n';
import { localitiesOf } from '../lookups/lookups.service';
import { hasPushTargetSql } from './push-targets';
import { placesOf } from './search-places';
import { pushMessageOf } from './push-message';
import { AlertListing } from '../../mail/templates/listing-card';
import { priceDropMail } from '../../mail/templates/price-drop';
import type { SectionCards } from './alert-mails';
import { digestMail, realtimeMail } from './alert-mails';

const UserIdRow = z.object({ user_id: int });
const CursorRow = z.object({ matched_until: z.coerce.date() });

/** Cards in one e-mail per search; the rest is counted ("and 12 more"). */
const CARDS_PER_SEARCH = 10;
const CARDS_PER_DIGEST_SEARCH = 5;

export interface AlertDeps {
  db: Database;
  publicUrl: string;
}

const CardRow = z.object({
  listing_id: int,
  property_type: z.string(),
  transaction_type: z.string(),
  price_cents: z.number().nullable(),
  zip: text,
  city: text,
  livable_surface: int.nullable(),
  bedrooms: int.nullable(),
  photo_count: int,
  photo_url: text,
  url: text,
});
const toCard = (row: z.infer<typeof CardRow>, publicUrl: string): AlertListing => ({
  id: row.listing_id,
  propertyType: AlertListing.shape.propertyType.parse(row.property_type),
  transactionType: row.transaction_type as TransactionType,
  price: euroOrNull(row.price_cents),
  zip: row.zip,
  city: row.city,
  livableSurface: row.livable_surface,
  bedrooms: row.bedrooms,
  photoCount: row.photo_count,
  // The demo data's photos are paths on this server.
  photoUrl: row.photo_url === null ? null : new URL(row.photo_url, publicUrl).href,
  url: row.url,
});
const CARD_COLUMNS = sql`l.id as listing_id, l.property_type, l.transaction_type, l.price_cents::float8 as price_cents, l.zip, l.city,
  l.livable_surface, l.bedrooms, l.photo_count, l.photo_url, l.url`;

const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * A listing's published_at is its transaction's start: one that commits after a run began may carry an
 * earlier time than that run's cursor. Each run looks back this much further; the pair key drops repeats.
 */
const MATCH_OVERLAP_MINUTES = 15;

/**
 * Matches the listings published since the last run (first published, or published again after being
 * offline: decision 063) to every search that has an alert on, in one join, and remembers how far it
 * got. A pair is stored once per publication: a second run, or two instances at once, add nothing; a
 * listing published again is new again for every channel; only publications after the search was
 * saved count.
 */
export async function matchNewListings(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into alert_cursor (id, matched_until) values (1, ${now}::timestamptz - interval '1 day')
      on conflict (id) do nothing`);
    const { matched_until: since } = oneRowOf(
      CursorRow,
      await tx.execute(sql`select matched_until from alert_cursor where id = 1 for update`),
    );
    // Two branches instead of one OR, so each can use an index: searches naming the listing's postcode
    // (GIN on postcodes) and searches over all of Belgium (none named).
    const published = sql`l.status_id in (${PUBLIC}) and l.published_at <= ${now}::timestamptz
      and l.published_at > ${since}::timestamptz - make_interval(mins => ${MATCH_OVERLAP_MINUTES})`;
    const wanted = sql`${listingMatches(SEARCH_COLUMNS)} and l.published_at > s.created_at and l.user_id <> s.user_id
      and (s.email_digest or s.email_notification = 'on' or s.push_notification = 'on')`;
    // Counted in the database: a day's matches (a hundred thousand) need not travel to the process.
    const inserted = await tx.execute(sql`
      with added as (
      insert into alert_matches (saved_search_id, listing_id, matched_at, published_at)
      select s.id, l.id, ${now}::timestamptz, l.published_at from listings l
        join saved_searches s on s.postcodes @> array[l.zip]::text[]
        where ${published} and ${wanted}
      union all
      select s.id, l.id, ${now}::timestamptz, l.published_at from listings l
        join saved_searches s on cardinality(s.postcodes) = 0 and s.transaction_type = l.transaction_type
        where ${published} and ${wanted}
      on conflict (saved_search_id, listing_id) do update
        set matched_at = excluded.matched_at, published_at = excluded.published_at,
          emailed_at = null, digested_at = null, pushed_at = null
        where alert_matches.published_at is distinct from excluded.published_at
      returning 1)
      select count(*)::int as total from added`);
    await tx.execute(sql`update alert_cursor set matched_until = ${now}::timestamptz where id = 1`);
    return oneRowOf(TotalRow, inserted).total;
  });
}

/** Searches or users per alert transaction: bounded memory, and a failure costs one batch's retry. */
const ALERT_BATCH = 500;

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The columns of a card's search: its name and its places. */
const SEARCH_OF_CARD = sql`s.id as search_id, s.name as search_name, s.postcodes as search_postcodes,
  s.city_ids as search_city_ids`;

const SearchCard = CardRow.extend({
  search_id: int,
  search_name: z.string(),
  search_postcodes: z.array(z.string()),
  search_city_ids: z.array(int),
  user_id: int,
  email: z.string(),
  language: Language,
  token: z.string(),
  user_token: z.string(),
  total: int,
});
const UserTotalRow = z.object({ user_id: int, total: int });

/**
 * Real-time e-mails: at most one an hour per user, for everyone (spec section 9; Email Alert PRO lifts
 * the estimate's refusal, not this, decision 024), gathering every search of the user with new
 * matches into one mail, a section each, a listing once (decision 061). Set-based, a batch of users per
 * transaction: their due searches are locked, the cards read in one query (ten per search, with the
 * count), the mails written in one insert, and the matches and the searches' time marked, all in that
 * transaction, so a mail exists exactly when its matches are marked.
 */
export async function sendRealtimeAlerts({ db, publicUrl }: AlertDeps, now: Date): Promise<number> {
  // A user is due when none of their searches had a real-time mail within the hour.
  const due = sql`s.email_notification = 'on' and not exists (select 1 from saved_searches o
    where o.user_id = s.user_id
      and o.last_emailed_at > ${now}::timestamptz - make_interval(mins => ${ALERT_LIMITS.realtimeMinutes}))`;
  const unsent = sql`exists (select 1 from alert_matches m where m.saved_search_id = s.id and m.emailed_at is null)`;
  // Found once without locks (a scan of the unsent matches), then locked and sent a batch at a time.
  const candidates = rowsOf(
    UserIdRow,
    await db.execute(sql`select distinct s.user_id from saved_searches s where ${due} and ${unsent}
      order by s.user_id`),
  ).map((row) => row.user_id);
  let sent = 0;
  for (let start = 0; start < candidates.length; start += ALERT_BATCH) {
    sent += await db.transaction(async (tx) => {
      // In id order, skipping what another run holds. `no key update`: the matching job's foreign-key
      // checks on these searches need not wait for this transaction.
      const locked = rowsOf(
        IdRow,
        await tx.execute(sql`select s.id from saved_searches s
          where s.user_id in (${idList(candidates.slice(start, start + ALERT_BATCH))}) and ${due} and ${unsent}
          order by s.id for no key update of s skip locked`),
      ).map((row) => row.id);
      if (locked.length === 0) return 0;
      const searches = idList(locked);
      // The user's token stops all their real-time mails: the link of a mail that gathers several searches.
      await tx.execute(sql`insert into alert_digests (user_id)
        select distinct user_id from saved_searches where id in (${searches}) on conflict (user_id) do nothing`);
      const cards = rowsOf(
        SearchCard,
        await tx.execute(sql`
          select * from (
            select ${CARD_COLUMNS}, ${SEARCH_OF_CARD}, s.user_id, u.email, u.language,
              s.unsubscribe_token as token, d.unsubscribe_token as user_token,
              count(*) over (partition by s.id)::int as total,
              row_number() over (partition by s.id order by m.matched_at desc, l.id desc) as n
            from saved_searches s join users u on u.id = s.user_id join alert_digests d on d.user_id = s.user_id
              join alert_matches m on m.saved_search_id = s.id join listings l on l.id = m.listing_id
            where s.id in (${searches}) and m.emailed_at is null and l.status_id in (${PUBLIC})
          ) ranked where n <= ${CARDS_PER_SEARCH}
          order by user_id, search_id, n`),
      );
      // What a mail announces: the listings new to the user, each counted once across their searches.
      const totals = new Map(
        rowsOf(
          UserTotalRow,
          await tx.execute(sql`select s.user_id, count(distinct m.listing_id)::int as total
            from saved_searches s join alert_matches m on m.saved_search_id = s.id join listings l on l.id = m.listing_id
            where s.id in (${searches}) and m.emailed_at is null and l.status_id in (${PUBLIC})
            group by s.user_id`),
        ).map((row) => [row.user_id, row.total]),
      );
      const byUser = groupBy(cards, (card) => card.user_id);
      const named = await placesNamer(tx, cards);
      const mails = await Promise.all(
        [...byUser.entries()].map(([userId, userCards]) => {
          const { email, language, user_token: userToken } = userCards[0]!;
          return realtimeMail({
            to: email,
            lang: language,
            publicUrl,
            total: totals.get(userId) ?? 0,
            sections: sectionsOf(userCards, (card) => card.search_id, publicUrl, named).map((section) => ({
              ...section,
              stopLink: unsubscribeLink(publicUrl, `s.${section.first.token}`),
            })),
            stopAllLink: unsubscribeLink(publicUrl, `r.${userToken}`),
          });
        }),
      );
      await queueMails(tx, mails);
      await tx.execute(sql`update alert_matches set emailed_at = ${now}::timestamptz
        where saved_search_id in (${searches}) and emailed_at is null`);
      // A search whose matches all went offline meanwhile got no mail: its hour has not started.
      const mailed = [...new Set(cards.map((card) => card.search_id))];
      if (mailed.length > 0)
        await tx.execute(sql`update saved_searches set last_emailed_at = ${now}::timestamptz
          where id in (${idList(mailed)})`);
      return mails.length;
    });
  }
  return sent;
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

interface CardOfSearch {
  search_name: string;
  search_postcodes: string[];
  search_city_ids: number[];
  language: Language;
  total: number;
}

/**
 * How a mail names its searches' places: as the reader's card does ("9000 Gand, 1450 Gentinnes"), or
 * all of Belgium. One query for the localities of every search of the batch.
 */
async function placesNamer(tx: Database, cards: readonly CardOfSearch[]) {
  const localities = await localitiesOf(tx, {
    postcodes: [...new Set(cards.flatMap((card) => card.search_postcodes))],
    ids: [],
  });
  return (card: CardOfSearch): string => {
    const places = placesOf({ postcodes: card.search_postcodes, city_ids: card.search_city_ids }, localities);
    return places.length > 0
      ? places.map((place) => placeLabel(place, card.language)).join(', ')
      : translator(card.language)('savedSearches:criteria.anywhere');
  };
}

/** A user's cards, in query order, as one section per search (the mail leaves out repeated listings). */
function sectionsOf<T extends z.infer<typeof CardRow> & CardOfSearch>(
  cards: readonly T[],
  searchOf: (card: T) => number,
  publicUrl: string,
  placesText: (card: T) => string,
): Array<SectionCards & { first: T }> {
  return [...groupBy(cards, searchOf).values()].map((searchCards) => ({
    first: searchCards[0]!,
    title: searchCards[0]!.search_name,
    places: placesText(searchCards[0]!),
    total: searchCards[0]!.total,
    listings: searchCards.map((card) => toCard(card, publicUrl)),
  }));
}

const PriceDropCard = CardRow.extend({
  email: z.string(),
  language: Language,
  token: z.string(),
  previous: z.number(),
});

const DigestCard = CardRow.extend({
  user_id: int,
  email: z.string(),
  language: Language,
  token: z.string(),
  search_id: int,
  search_name: z.string(),
  search_postcodes: z.array(z.string()),
  search_city_ids: z.array(int),
  total: int,
});

/**
 * Whether a real-time e-mail of any of the user's searches told them of the listing in the day before
 * `now`: the digest leaves it out (it is marked digested all the same).
 */
const emailedToday = (userId: SQL, listingId: SQL, now: Date) => sql`exists (
  select 1 from alert_matches e join saved_searches es on es.id = e.saved_search_id
  where es.user_id = ${userId} and e.listing_id = ${listingId}
    and e.emailed_at > ${now}::timestamptz - interval '1 day')`;

/**
 * The daily digest: one e-mail per user gathering every digest search's new matches, at most one per
 * Brussels calendar day, and none without a new match; what a real-time e-mail sent in the last 24
 * hours is left out. Set-based, a batch of users per transaction:
 * the due users are locked, their cards read in one query (five per search, with the count), the mails
 * written in one insert, and the matches and the users' digest day marked, all in that transaction.
 */
export async function sendDigests({ db, publicUrl }: AlertDeps, now: Date): Promise<number> {
  await db.execute(sql`insert into alert_digests (user_id)
    select distinct s.user_id from saved_searches s join alert_matches m on m.saved_search_id = s.id
    where s.email_digest and m.digested_at is null
    on conflict (user_id) do nothing`);
  const dueDay = sql`(d.last_sent_at is null
    or (d.last_sent_at at time zone 'Europe/Brussels')::date < (${now}::timestamptz at time zone 'Europe/Brussels')::date)`;
  const candidates = rowsOf(
    UserIdRow,
    await db.execute(sql`select d.user_id from alert_digests d where ${dueDay}
      and exists (select 1 from saved_searches s join alert_matches m on m.saved_search_id = s.id
                  where s.user_id = d.user_id and s.email_digest and m.digested_at is null)
      order by d.user_id`),
  ).map((row) => row.user_id);
  let sent = 0;
  for (let start = 0; start < candidates.length; start += ALERT_BATCH) {
    sent += await db.transaction(async (tx) => {
      const due = rowsOf(
        UserIdRow,
        await tx.execute(sql`select d.user_id from alert_digests d
          where d.user_id in (${idList(candidates.slice(start, start + ALERT_BATCH))}) and ${dueDay}
          order by d.user_id for update of d skip locked`),
      ).map((row) => row.user_id);
      if (due.length === 0) return 0;
      const users = idList(due);
      // The real-time e-mails lock their searches, then mark the matches: locking these users' digest
      // searches first (in id order) means neither ever waits for a match row the other holds.
      await tx.execute(sql`select id from saved_searches where user_id in (${users}) and email_digest
        order by id for no key update`);

      const cards = rowsOf(
        DigestCard,
        await tx.execute(sql`
          select * from (
            select ${CARD_COLUMNS}, s.user_id, u.email, u.language, d.unsubscribe_token as token,
              ${SEARCH_OF_CARD}, s.created_at as search_created,
              count(*) over (partition by s.id)::int as total,
              row_number() over (partition by s.id order by m.matched_at desc, l.id desc) as n
            from saved_searches s join users u on u.id = s.user_id join alert_digests d on d.user_id = s.user_id
              join alert_matches m on m.saved_search_id = s.id join listings l on l.id = m.listing_id
            where s.user_id in (${users}) and s.email_digest and m.digested_at is null and l.status_id in (${PUBLIC})
              and not ${emailedToday(sql`s.user_id`, sql`m.listing_id`, now)}
          ) ranked where n <= ${CARDS_PER_DIGEST_SEARCH}
          order by user_id, search_created desc, search_id desc, n`),
      );
      const byUser = new Map<number, z.infer<typeof DigestCard>[]>();
      for (const card of cards) {
        const group = byUser.get(card.user_id);
        if (group) group.push(card);
        else byUser.set(card.user_id, [card]);
      }
      const named = await placesNamer(tx, cards);
      const mails = await Promise.all(
        [...byUser.values()].map((userCards) => {
          const { email, language, token } = userCards[0]!;
          return digestMail({
            to: email,
            lang: language,
            publicUrl,
            sections: sectionsOf(userCards, (card) => card.search_id, publicUrl, named),
            unsubscribeLink: unsubscribeLink(publicUrl, `d.${token}`),
          });
        }),
      );
      await queueMails(tx, mails);
      await tx.execute(sql`update alert_matches m set digested_at = ${now}::timestamptz from saved_searches s
        where s.id = m.saved_search_id and s.user_id in (${users}) and s.email_digest and m.digested_at is null`);
      // Only a user who got a mail has had today's digest (the others' matches were all offline by now).
      if (byUser.size > 0) {
        await tx.execute(sql`update alert_digests set last_sent_at = ${now}::timestamptz
          where user_id in (${idList([...byUser.keys()])})`);
      }
      return mails.length;
    });
  }
  return sent;
}

const PushCard = CardRow.extend({
  search_id: int,
  user_id: int,
  search_name: z.string(),
  language: Language,
  total: int,
});

/**
 * Push alerts: per search with new matches, one message (the newest listing, and how many are new) to
 * each connected app device and browser subscription of its owner, written to the push outbox with
 * the marks, in one transaction; the send-push job delivers them. A search whose owner has nowhere to
 * receive them reads pending (decision 059): its matches are marked, nothing is queued.
 */
export async function sendPushAlerts({ db, publicUrl }: AlertDeps, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // The searches are locked first (a window function cannot lock): a run beside this one skips them.
    const locked = rowsOf(
      IdRow,
      await tx.execute(sql`select s.id from saved_searches s where s.push_notification = 'on'
        and exists (select 1 from alert_matches m where m.saved_search_id = s.id and m.pushed_at is null)
        order by s.id for no key update of s skip locked`),
    );
    if (locked.length === 0) return 0;
    const searches = idList(locked.map(({ id }) => id));
    const due = rowsOf(
      PushCard,
      await tx.execute(sql`
        select * from (
          select ${CARD_COLUMNS}, s.id as search_id, s.user_id, s.name as search_name, u.language,
            count(*) over (partition by s.id)::int as total,
            row_number() over (partition by s.id order by m.matched_at desc, l.id desc) as n
          from saved_searches s join users u on u.id = s.user_id
            join alert_matches m on m.saved_search_id = s.id join listings l on l.id = m.listing_id
          where s.id in (${searches}) and m.pushed_at is null and l.status_id in (${PUBLIC})
            and ${hasPushTargetSql(sql`s.user_id`)}
        ) ranked where n = 1`),
    );
    let queued = 0;
    for (const card of due) {
      const search = { id: card.search_id, name: card.search_name, total: card.total };
      const { title, body, data } = pushMessageOf(search, toCard(card, publicUrl), card.language);
      const rows = await tx.execute(sql`
        insert into push_outbox (user_id, device_id, subscription_id, title, body, data, created_at, next_attempt_at)
        select ${card.user_id}::int, target.device_id, target.subscription_id, ${title}::text, ${body}::text,
          ${JSON.stringify(data)}::jsonb, ${now}::timestamptz, ${now}::timestamptz
        from (select d.id as device_id, null::int as subscription_id from app_devices d
                where d.user_id = ${card.user_id} and d.status = 'connected'
              union all
              select null::int, p.id from push_subscriptions p where p.user_id = ${card.user_id}) target
        returning id`);
      queued += rowsOf(IdRow, rows).length;
    }
    await tx.execute(sql`update alert_matches set pushed_at = ${now}::timestamptz
      where saved_search_id in (${searches}) and pushed_at is null`);
    return queued;
  });
}

/** A saved property whose price went below the last one announced: one e-mail, then that price is the bar. */
export async function sendPriceDrops({ db, publicUrl }: AlertDeps): Promise<number> {
  const due = sql`b.price_drop_alert and l.status_id in (${PUBLIC}) and l.price_cents < b.price_cents_alerted`;
  const candidates = rowsOf(
    IdRow,
    await db.execute(sql`select b.id from bookmarks b join listings l on l.id = b.listing_id where ${due}`),
  );
  let sent = 0;
  for (const { id } of candidates) {
    const mailed = await db.transaction(async (tx) => {
      const [row] = rowsOf(
        PriceDropCard,
        await tx.execute(sql`select ${CARD_COLUMNS}, u.email, u.language, b.unsubscribe_token as token,
            b.price_cents_alerted::float8 as previous
          from bookmarks b join listings l on l.id = b.listing_id join users u on u.id = b.user_id
          where b.id = ${id} and ${due} for update of b skip locked`),
      );
      if (!row) return false;
      const card = toCard(row, publicUrl);
      // The due condition compares prices: a listing under price_cents_alerted has one.
      if (card.price === null) return false;
      await queueMail(
        tx,
        priceDropMail({
          to: row.email,
          lang: row.language,
          listing: { ...card, price: card.price },
          previousPrice: row.previous / 100,
          savedPropertiesLink: `${publicUrl}${routePath('savedproperties', row.language)}`,
          unsubscribeLink: unsubscribeLink(publicUrl, `b.${row.token}`),
        }),
      );
      await tx.execute(sql`update bookmarks set price_cents_alerted = ${row.price_cents} where id = ${id}`);
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
